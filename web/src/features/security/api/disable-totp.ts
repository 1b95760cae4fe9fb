import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

/** Turns two-factor sign-in off; needs a current authenticator code or an unused recovery code. */
export const disableTotpDocument = graphql(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code)
  }
`);

export async function disableTotp(code: string) {
  return (await graphqlRequest(disableTotpDocument, { code })).disableTotp;
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTotp, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }) });
}
