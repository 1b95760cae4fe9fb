import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const confirmEmailDocument = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token)
  }
`);

/** Confirms the address of the mailed link that opened the sign-in page (its token); signs no one in. */
export async function confirmEmail(token: string) {
  return (await graphqlRequest(confirmEmailDocument, { token })).confirmEmail;
}
