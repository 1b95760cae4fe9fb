import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { MY_SKILLS_QUERY_KEY } from '@/lib/query-keys';

export const mySkillsDocument = graphql(`
  query MySkills {
    mySkills {
      id
      skillName
      proficiencyLevel
      source
      createdAt
    }
  }
`);

export async function getMySkills() {
  const data = await graphqlRequest(mySkillsDocument);
  return data.mySkills;
}

/** Spec §7: skills queries always refetch on mount and on window focus. */
export function mySkillsQueryOptions() {
  return queryOptions({ queryKey: MY_SKILLS_QUERY_KEY, queryFn: getMySkills, refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
}

export function useMySkills() {
  return useQuery(mySkillsQueryOptions());
}
