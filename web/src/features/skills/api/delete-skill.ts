import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { SKILL_SUGGESTIONS_QUERY_KEY } from '@/lib/query-keys';
import { handleError } from '@/lib/toast-error';
import { mySkillsQueryOptions } from '@/features/skills/api/get-my-skills';

export const deleteSkillDocument = graphql(`
  mutation DeleteSkill($skillId: ID!) {
    deleteSkill(skillId: $skillId) {
      id
    }
  }
`);

export async function deleteSkill(skillId: string) {
  const data = await graphqlRequest(deleteSkillDocument, { skillId });
  return data.deleteSkill;
}

export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSkill,
    onSuccess: () => toast.success('Skill Removed', { description: 'The skill has been removed from your profile.' }),
    onError: (error) => handleError('skills', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mySkillsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: SKILL_SUGGESTIONS_QUERY_KEY }),
      ]),
  });
}
