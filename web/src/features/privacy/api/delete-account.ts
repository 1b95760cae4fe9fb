import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

/** Deletes the signed-in user's account for good; the password (and with two-factor sign-in a code) is checked again. */
export const deleteAccountDocument = graphql(`
  mutation DeleteAccount($password: String, $code: String) {
    deleteAccount(password: $password, code: $code)
  }
`);

export async function deleteAccount(variables: { password: string | null; code: string | null }) {
  return (await graphqlRequest(deleteAccountDocument, variables)).deleteAccount;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
