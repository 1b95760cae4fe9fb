import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const requestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export async function requestPasswordReset(email: string) {
  return (await graphqlRequest(requestPasswordResetDocument, { email })).requestPasswordReset;
}
