import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { graphql } from '@/gql/gql';
import type { SkillSource } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';
import { SKILL_SUGGESTIONS_QUERY_KEY } from '@/lib/query-keys';
import { handleError } from '@/lib/toast-error';
import { mySkillsQueryOptions } from '@/features/skills/api/get-my-skills';

export const addSkillDocument = graphql(`
  mutation AddSkill($input: AddSkillInput!) {
    addSkill(input: $input) {
      id
      skillName
    }
  }
`);

export async function addSkill(input: { skillName: string; source?: SkillSource }) {
  const data = await graphqlRequest(addSkillDocument, { input });
  return data.addSkill;
}

export function useAddSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSkill,
    onSuccess: () => toast.success('Skill Added', { description: 'The skill has been added to your profile.' }),
    onError: (error) => handleError('skills', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mySkillsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: SKILL_SUGGESTIONS_QUERY_KEY }),
      ]),
  });
}
