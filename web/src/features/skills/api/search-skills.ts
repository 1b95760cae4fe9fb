import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { SKILL_SUGGESTIONS_QUERY_KEY } from '@/lib/query-keys';

export const skillSuggestionsDocument = graphql(`
  query SkillSuggestions($query: String!) {
    skillSuggestions(query: $query) {
      name
      origin
      matchedLabel
      hot
    }
  }
`);

export async function searchSkills(query: string) {
  const data = await graphqlRequest(skillSuggestionsDocument, { query });
  return data.skillSuggestions;
}

/** Built-in suggestions for an empty query, else the taxonomy search (held skills excluded, at most 50). */
export function skillSuggestionsQueryOptions(query: string) {
  return queryOptions({ queryKey: [...SKILL_SUGGESTIONS_QUERY_KEY, query.trim().toLowerCase()], queryFn: () => searchSkills(query.trim()), placeholderData: keepPreviousData });
}

export function useSkillSuggestions(query: string, enabled: boolean) {
  return useQuery({ ...skillSuggestionsQueryOptions(query), enabled });
}
