import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const clearSignInLocksDocument = graphql(`
  mutation ClearSignInLocks($email: String!) {
    clearSignInLocks(email: $email)
  }
`);

export const removeSecondFactorDocument = graphql(`
  mutation RemoveSecondFactor($email: String!) {
    removeSecondFactor(email: $email)
  }
`);

/** Lifts every sign-in lock of the account with this email; answers how many counters were cleared. */
export function useClearSignInLocks() {
  return useMutation({ mutationFn: async (email: string) => (await graphqlRequest(clearSignInLocksDocument, { email })).clearSignInLocks });
}

/** Turns off the two-factor sign-in of the account with this email; answers whether it had one. */
export function useRemoveSecondFactor() {
  return useMutation({ mutationFn: async (email: string) => (await graphqlRequest(removeSecondFactorDocument, { email })).removeSecondFactor });
}
