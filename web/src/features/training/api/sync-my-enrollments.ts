import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { myEnrollmentsQueryOptions } from '@/features/training/api/get-my-enrollments';

export const syncMyEnrollmentsDocument = graphql(`
  mutation SyncMyEnrollments {
    syncMyEnrollments {
      failed
      enrollments {
        ...EnrollmentFields
      }
    }
  }
`);

export async function syncMyEnrollments() {
  const data = await graphqlRequest(syncMyEnrollmentsDocument);
  return data.syncMyEnrollments;
}

/** Asks the learning provider for the latest status and progress; the enrollments list takes the answer. */
export function useSyncMyEnrollments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncMyEnrollments,
    onSuccess: (result) => queryClient.setQueryData(myEnrollmentsQueryOptions().queryKey, result.enrollments),
  });
}
