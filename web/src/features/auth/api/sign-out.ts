import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const signOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Ends the session on every device (the server revokes all refresh tokens and clears the cookie). */
export async function signOutEverywhere() {
  return (await graphqlRequest(signOutDocument)).signOut;
}
