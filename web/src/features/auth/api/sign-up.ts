import { graphql } from '@/gql/gql';
import type { SignUpInput } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';

export const signUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      accessToken
      accessTokenExpiresAt
      pendingRole
      confirmationRequired
      user {
        id
        email
        fullName
        roles
      }
    }
  }
`);

export async function signUp(input: SignUpInput) {
  return (await graphqlRequest(signUpDocument, { input })).signUp;
}
