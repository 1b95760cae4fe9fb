import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_ANSWER_FRESH_MS } from '@/features/auth/api/get-me';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

// The sign-in check of spec §7: onboarding_completed of the user's profile (owned by the profile service).
export const onboardingStatusDocument = graphql(`
  query OnboardingStatus {
    myProfile {
      id
      onboardingCompleted
    }
  }
`);

export async function getOnboardingCompleted(): Promise<boolean> {
  return (await graphqlRequest(onboardingStatusDocument)).myProfile.onboardingCompleted;
}

/** Shares its cache entry with the profile feature's `my-profile` query key prefix, so profile updates refresh it. */
export function onboardingStatusQueryOptions() {
  return queryOptions({ queryKey: ['my-profile', 'onboarding-status'], queryFn: getOnboardingCompleted, staleTime: SESSION_ANSWER_FRESH_MS });
}

export function useOnboardingStatus(enabled = true) {
  return useQuery({ ...onboardingStatusQueryOptions(), enabled });
}
