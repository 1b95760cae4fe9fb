import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { graphql } from '@/gql/gql';
import type { EnrollInput } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';
import { handleError } from '@/lib/toast-error';
import { myEnrollmentsQueryOptions } from '@/features/training/api/get-my-enrollments';
import { trainingProgramsQueryOptions } from '@/features/training/api/get-training-programs';

export const enrollDocument = graphql(`
  mutation Enroll($input: EnrollInput!) {
    enroll(input: $input) {
      ...EnrollmentFields
    }
  }
`);

export async function enroll(input: EnrollInput) {
  const data = await graphqlRequest(enrollDocument, { input });
  return data.enroll;
}

/** Enrols, confirms with the spec's toast and opens the provider's enrollment link in a new tab when there is one. */
export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    onSuccess: (enrollment) => {
      const link = enrollment.metadata.enrollmentUrl;
      const open = () => link && window.open(link, '_blank', 'noopener,noreferrer');
      // The tab opens after the provider's answer, no longer in the click, where a browser may block it as a pop-up
      // (and, opened without an opener, it cannot tell us): the toast's button opens it from a click of its own.
      toast.success('Enrolled Successfully', {
        description: 'You have been enrolled in the training program.',
        ...(link ? { action: { label: 'Open course', onClick: () => void open() } } : {}),
      });
      open();
    },
    onError: (error) => handleError('enrollment', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingProgramsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: myEnrollmentsQueryOptions().queryKey }),
      ]),
  });
}
