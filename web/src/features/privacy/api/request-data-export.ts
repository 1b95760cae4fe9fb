import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

/** A short-lived signed link to the signed-in user's data export (a ZIP: one JSON document per service and their CV files). */
export const requestDataExportDocument = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      url
      expiresAt
    }
  }
`);

export async function requestDataExport() {
  return (await graphqlRequest(requestDataExportDocument)).requestDataExport;
}

export function useRequestDataExport() {
  return useMutation({ mutationFn: requestDataExport });
}
