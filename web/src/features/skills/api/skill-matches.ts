import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** "Did you mean …" asks once the text has this many characters (the server takes 2 to 200). */
export const SKILL_MATCH_MIN_CHARS = 3;
export const SKILL_MATCH_MAX_CHARS = 200;
/** How long the typed text must stay unchanged before it is sent. */
export const SKILL_MATCH_DEBOUNCE_MS = 300;

export const skillMatchesDocument = graphql(`
  query SkillMatches($text: String!) {
    skillMatches(text: $text) {
      name
      escoUri
      confidence
    }
  }
`);

export async function fetchSkillMatches(text: string) {
  const data = await graphqlRequest(skillMatchesDocument, { text });
  return data.skillMatches;
}

/** Up to 5 ESCO concepts the analyzer maps free text to, most confident first. */
export function skillMatchesQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({ queryKey: ['skill-matches', trimmed.toLowerCase()], queryFn: () => fetchSkillMatches(trimmed), staleTime: 5 * 60_000 });
}

/**
 * "Did you mean …" for free text: asked once the text has stayed unchanged for a moment, only while
 * `enabled` and when it has 3 to 200 characters. `data` is always for the text as it is now (never an
 * earlier text's answer), and undefined while nothing is asked.
 */
export function useSkillMatches(text: string, enabled: boolean) {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SKILL_MATCH_DEBOUNCE_MS);
  const asked = enabled && debounced === trimmed && trimmed.length >= SKILL_MATCH_MIN_CHARS && trimmed.length <= SKILL_MATCH_MAX_CHARS;
  const query = useQuery({ ...skillMatchesQueryOptions(debounced), enabled: asked });
  return { data: asked ? query.data : undefined, isFetching: asked && query.isFetching };
}
