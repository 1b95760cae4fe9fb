import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { partnerWebhooksQueryOptions } from '@/features/admin/api/get-partner-webhooks';

export const deletePartnerWebhookDocument = graphql(`
  mutation DeletePartnerWebhook($id: ID!) {
    deletePartnerWebhook(id: $id)
  }
`);

export async function deletePartnerWebhook(id: string) {
  return (await graphqlRequest(deletePartnerWebhookDocument, { id })).deletePartnerWebhook;
}

export function useDeletePartnerWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartnerWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerWebhooksQueryOptions().queryKey }),
  });
}
