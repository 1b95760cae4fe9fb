import { graphql } from '@/gql/gql';
import type { SignInInput } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';

export const signInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
      accessTokenExpiresAt
      mfaRequired
      mfaToken
      user {
        id
        email
        fullName
        roles
      }
    }
  }
`);

export async function signIn(input: SignInInput) {
  return (await graphqlRequest(signInDocument, { input })).signIn;
}
