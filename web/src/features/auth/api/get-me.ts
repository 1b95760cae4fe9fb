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

export function meQueryOptions() {
  return queryOptions({ queryKey: ['me'], queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
