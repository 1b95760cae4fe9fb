import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { partnerWebhooksQueryOptions } from '@/features/admin/api/get-partner-webhooks';

export const rotatePartnerWebhookSecretDocument = graphql(`
  mutation RotatePartnerWebhookSecret($id: ID!) {
    rotatePartnerWebhookSecret(id: $id) {
      secret
      webhook {
        id
        name
      }
    }
  }
`);

export async function rotatePartnerWebhookSecret(id: string) {
  return (await graphqlRequest(rotatePartnerWebhookSecretDocument, { id })).rotatePartnerWebhookSecret;
}

export function useRotatePartnerWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotatePartnerWebhookSecret,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerWebhooksQueryOptions().queryKey }),
  });
}
