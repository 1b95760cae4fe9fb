import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { MY_BADGES_QUERY_KEY } from '@/lib/query-keys';

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
  return queryOptions({ queryKey: MY_BADGES_QUERY_KEY, queryFn: getMyBadges });
}

export function useMyBadges() {
  return useQuery(myBadgesQueryOptions());
}
