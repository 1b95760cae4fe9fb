import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { handleError } from '@/lib/toast-error';
import { careerPathsQueryOptions } from '@/features/careers/api/get-career-paths';

export const toggleCareerInterestDocument = graphql(`
  mutation ToggleCareerInterest($careerPathId: ID!, $interested: Boolean!) {
    toggleCareerInterest(careerPathId: $careerPathId, interested: $interested) {
      careerPathId
      interested
      interestCount
    }
  }
`);

export async function toggleCareerInterest(variables: { careerPathId: string; interested: boolean }) {
  const data = await graphqlRequest(toggleCareerInterestDocument, variables);
  return data.toggleCareerInterest;
}

/** `interested` is the current flag; `onInterested` is the spec's optional completion callback. */
export function useToggleCareerInterest(onInterested?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCareerInterest,
    onSuccess: (result) => {
      if (result.interested) onInterested?.();
    },
    onError: (error) => handleError('toggle career interest', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careerPathsQueryOptions().queryKey }),
  });
}
