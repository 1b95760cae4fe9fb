import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { RegisterPartnerWebhookInput } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';
import { partnerWebhooksQueryOptions } from '@/features/admin/api/get-partner-webhooks';

export const registerPartnerWebhookDocument = graphql(`
  mutation RegisterPartnerWebhook($input: RegisterPartnerWebhookInput!) {
    registerPartnerWebhook(input: $input) {
      secret
      webhook {
        id
        name
      }
    }
  }
`);

export async function registerPartnerWebhook(input: RegisterPartnerWebhookInput) {
  return (await graphqlRequest(registerPartnerWebhookDocument, { input })).registerPartnerWebhook;
}

export function useRegisterPartnerWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPartnerWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerWebhooksQueryOptions().queryKey }),
  });
}
