import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { MY_SKILLS_QUERY_KEY } from '@/lib/query-keys';
import { ASSESSMENT_QUERY_KEY } from '@/features/assessment/api/get-latest-assessment';

/** Skills from the headline and experience saved at professional-network sign-in (spec §4 Onboarding). */
export const extractLinkedinSkillsDocument = graphql(`
  mutation ExtractLinkedinSkills {
    extractLinkedinSkills {
      id
      skillsExtracted
    }
  }
`);

export async function extractLinkedinSkills() {
  return (await graphqlRequest(extractLinkedinSkillsDocument)).extractLinkedinSkills;
}

export function useExtractLinkedinSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractLinkedinSkills,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ASSESSMENT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_SKILLS_QUERY_KEY }),
      ]),
  });
}
