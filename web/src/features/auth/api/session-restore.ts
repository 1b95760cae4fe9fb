import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getMe, meQueryOptions } from '@/features/auth/api/get-me';
import { onboardingStatusQueryOptions } from '@/features/auth/api/get-onboarding-status';
import { restoreSession } from '@/features/auth/api/session';
import { takeEarlySessionGate } from '@/lib/session-refresh-request';

/**
 * The session gate's first check: the session restored from the refresh cookie (true) or not (false). boot.ts may
 * have asked the user and the onboarding state already (lib/session-refresh-request.ts): their answers go where `me`
 * and the onboarding query keep theirs, so the page needs no round trip more.
 */
export function sessionRestoreQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: ['session', 'restore'],
    queryFn: async () => {
      const restored = await restoreSession();
      const early = restored ? await takeEarlySessionGate() : null;
      if (early?.me && early.myProfile) {
        queryClient.setQueryData(meQueryOptions().queryKey, early.me as Awaited<ReturnType<typeof getMe>>);
        queryClient.setQueryData(onboardingStatusQueryOptions().queryKey, early.myProfile.onboardingCompleted);
      }
      return restored;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * main.tsx on a signed-in page, before mounting: the session's check done into the query cache, so that the session
 * gate's first render is the page itself (or its redirect), not the loading screen. The page's HTML (the signed-in
 * shell, app/layouts/signed-in-shell.tsx) stays on screen meanwhile, and the app replaces it in one go.
 */
export async function prepareSession(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(sessionRestoreQueryOptions(queryClient));
}
