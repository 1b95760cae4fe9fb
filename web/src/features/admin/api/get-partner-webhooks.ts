import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const partnerWebhooksDocument = graphql(`
  query PartnerWebhooks {
    partnerWebhooks {
      id
      name
      url
      eventTypes
      personalData
      createdAt
      secretRotatedAt
      pendingDeliveries
      failedDeliveries
      lastDelivery {
        eventType
        status
        attempts
        statusCode
        error
        attemptedAt
      }
    }
    partnerEventTypes {
      subject
      personalData
    }
  }
`);

export async function getPartnerWebhooks() {
  return graphqlRequest(partnerWebhooksDocument);
}

export function partnerWebhooksQueryOptions() {
  return queryOptions({ queryKey: ['partner-webhooks'], queryFn: getPartnerWebhooks });
}

export function usePartnerWebhooks() {
  return useQuery(partnerWebhooksQueryOptions());
}
