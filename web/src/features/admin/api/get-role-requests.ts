import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const roleRequestsDocument = graphql(`
  query RoleRequests {
    roleRequests(status: pending) {
      id
      userId
      email
      emailConfirmed
      fullName
      role
      status
      createdAt
    }
  }
`);

export async function getPendingRoleRequests() {
  return (await graphqlRequest(roleRequestsDocument)).roleRequests;
}

export function pendingRoleRequestsQueryOptions() {
  return queryOptions({ queryKey: ['role-requests', 'pending'], queryFn: getPendingRoleRequests });
}

export function usePendingRoleRequests(enabled = true) {
  return useQuery({ ...pendingRoleRequestsQueryOptions(), enabled });
}
