import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { pendingRoleRequestsQueryOptions } from '@/features/admin/api/get-role-requests';

export const approveRoleRequestDocument = graphql(`
  mutation ApproveRoleRequest($id: ID!) {
    approveRoleRequest(id: $id) {
      id
      status
    }
  }
`);

export const rejectRoleRequestDocument = graphql(`
  mutation RejectRoleRequest($id: ID!) {
    rejectRoleRequest(id: $id) {
      id
      status
    }
  }
`);

export async function decideRoleRequest({ id, decision }: { id: string; decision: 'approve' | 'reject' }) {
  if (decision === 'approve') return (await graphqlRequest(approveRoleRequestDocument, { id })).approveRoleRequest;
  return (await graphqlRequest(rejectRoleRequestDocument, { id })).rejectRoleRequest;
}

export function useDecideRoleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRoleRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingRoleRequestsQueryOptions().queryKey }),
  });
}
