import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const twoFactorStatusDocument = graphql(`
  query TwoFactorStatus {
    me {
      id
      email
      emailConfirmed
      mfaEnabled
    }
  }
`);

export async function getTwoFactorStatus() {
  return (await graphqlRequest(twoFactorStatusDocument)).me;
}

/** Under the auth feature's `me` key, so invalidating `me` refreshes it too. */
export function twoFactorStatusQueryOptions() {
  return queryOptions({ queryKey: ['me', 'two-factor'], queryFn: getTwoFactorStatus });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
