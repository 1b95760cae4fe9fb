import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

// Finish marks the profile's onboarding complete (spec §4 Onboarding wizard).
export const completeOnboardingDocument = graphql(`
  mutation CompleteOnboarding {
    updateProfile(input: { onboardingCompleted: true }) {
      id
      onboardingCompleted
    }
  }
`);

export async function completeOnboarding() {
  return (await graphqlRequest(completeOnboardingDocument)).updateProfile;
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    // Every query under the profile's key (the session gate's onboarding status included) is now stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-profile'] }),
  });
}
