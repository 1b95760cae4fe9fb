import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

/** Turns two-factor sign-in on with a first code; answers the recovery codes (shown once). */
export const activateTotpDocument = graphql(`
  mutation ActivateTotp($code: String!) {
    activateTotp(code: $code)
  }
`);

export async function activateTotp(code: string) {
  return (await graphqlRequest(activateTotpDocument, { code })).activateTotp;
}

export function useActivateTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateTotp, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }) });
}
