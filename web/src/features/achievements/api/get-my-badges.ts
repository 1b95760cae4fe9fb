import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const myBadgesDocument = graphql(`
  query MyBadges {
    myBadges {
      badgeType
      name
      description
      badgeCategory
      earnedDate
    }
  }
`);

export async function getMyBadges() {
  const data = await graphqlRequest(myBadgesDocument);
  return data.myBadges;
}

export function myBadgesQueryOptions() {
  return queryOptions({ queryKey: ['my-badges'], queryFn: getMyBadges });
}

export function useMyBadges() {
  return useQuery(myBadgesQueryOptions());
}
