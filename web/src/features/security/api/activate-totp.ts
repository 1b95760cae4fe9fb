import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

/**
 * Turns two-factor sign-in on with a first code and the current password (none for an account that signs in only
 * through the professional network); answers the recovery codes (shown once).
 */
export const activateTotpDocument = graphql(`
  mutation ActivateTotp($code: String!, $currentPassword: String) {
    activateTotp(code: $code, currentPassword: $currentPassword)
  }
`);

export async function activateTotp({ code, currentPassword }: { code: string; currentPassword: string | null }) {
  return (await graphqlRequest(activateTotpDocument, { code, currentPassword })).activateTotp;
}

export function useActivateTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateTotp, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }) });
}
