import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { Role } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';

export const hasRoleDocument = graphql(`
  query HasRole($role: Role!) {
    hasRole(role: $role)
  }
`);

/** The spec's has_role: false on any error. */
export async function hasRole(role: Role): Promise<boolean> {
  try {
    return (await graphqlRequest(hasRoleDocument, { role })).hasRole;
  } catch {
    return false;
  }
}

export function hasRoleQueryOptions(role: Role) {
  return queryOptions({ queryKey: ['has-role', role], queryFn: () => hasRole(role) });
}

export function useHasRole(role: Role) {
  return useQuery(hasRoleQueryOptions(role));
}
