import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

/**
 * Emails the signed-in person's unproven address a link that proves it by choosing the password: two-factor set-up
 * needs a proven address, so whoever signed someone else's address up cannot lock its owner out with their own app.
 */
export const requestEmailProofDocument = graphql(`
  mutation RequestEmailProof {
    requestEmailProof
  }
`);

export async function requestEmailProof() {
  return (await graphqlRequest(requestEmailProofDocument)).requestEmailProof;
}

export function useRequestEmailProof() {
  return useMutation({ mutationFn: requestEmailProof });
}
