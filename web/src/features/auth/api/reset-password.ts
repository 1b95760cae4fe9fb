import { graphql } from '@/gql/gql';
import type { ResetPasswordInput } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';

export const resetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      accessToken
      accessTokenExpiresAt
      mfaRequired
      mfaToken
      user {
        id
      }
    }
  }
`);

export async function resetPassword(input: ResetPasswordInput) {
  return (await graphqlRequest(resetPasswordDocument, { input })).resetPassword;
}
