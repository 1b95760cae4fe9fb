import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const meDocument = graphql(`
  query Me {
    me {
      id
      email
      fullName
      roles
      pendingRole
    }
  }
`);

export async function getMe() {
  const data = await graphqlRequest(meDocument);
  return data.me;
}

/**
 * How long an answer about the session (`me`, the onboarding state) counts as fresh: the session gate's early answer
 * (lib/session-refresh-request.ts) is not asked again by the gate, the user menu and the page as they mount, a few
 * ms later. Invalidations (TOTP on or off, onboarding finished) still ask at once.
 */
export const SESSION_ANSWER_FRESH_MS = 10_000;

export function meQueryOptions() {
  return queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: SESSION_ANSWER_FRESH_MS });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
