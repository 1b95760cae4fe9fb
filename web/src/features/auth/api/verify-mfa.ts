import { graphql } from '@/gql/gql';
import type { VerifyMfaInput } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';

export const verifyMfaDocument = graphql(`
  mutation VerifyMfa($input: VerifyMfaInput!) {
    verifyMfa(input: $input) {
      accessToken
      accessTokenExpiresAt
      user {
        id
      }
    }
  }
`);

export async function verifyMfa(input: VerifyMfaInput) {
  return (await graphqlRequest(verifyMfaDocument, { input })).verifyMfa;
}
