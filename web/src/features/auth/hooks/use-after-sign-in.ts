import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { onboardingStatusQueryOptions } from '@/features/auth/api/get-onboarding-status';

/** Spec §2/§4: after sign-in (and on load when signed in) go to /dashboard if onboarding is complete, else /onboarding. */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    let completed = false;
    try {
      completed = await queryClient.fetchQuery({ ...onboardingStatusQueryOptions(), staleTime: 0 });
    } catch {
      completed = false;
    }
    navigate(completed ? '/dashboard' : '/onboarding', { replace: true });
  }, [navigate, queryClient]);
}
