import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

/** Starts (or restarts) enrolment: a new secret that is not in force until a code confirms it. */
export const enrollTotpDocument = graphql(`
  mutation EnrollTotp {
    enrollTotp {
      secret
      otpauthUrl
    }
  }
`);

export async function enrollTotp() {
  return (await graphqlRequest(enrollTotpDocument)).enrollTotp;
}

export function useEnrollTotp() {
  return useMutation({ mutationFn: enrollTotp });
}
