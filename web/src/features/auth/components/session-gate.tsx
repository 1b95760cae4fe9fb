import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { useOnboardingStatus } from '@/features/auth/api/get-onboarding-status';
import { onAuthStateChange } from '@/features/auth/api/session';
import { sessionRestoreQueryOptions } from '@/features/auth/api/session-restore';

/**
 * Guards the signed-in routes (spec §2 rules): restores the session from the refresh cookie on load,
 * sends signed-out users to /auth, and forces a user whose profile has onboarding_completed false to
 * /onboarding. A profile that cannot be read yet does not block the user. On a signed-in page's first load main.tsx
 * has done these checks before mounting (session-restore.ts), so the first render is the page.
 */
export function SessionGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restore = useQuery(sessionRestoreQueryOptions(queryClient));
  const me = useQuery({ ...meQueryOptions(), enabled: restore.isSuccess, retry: false });
  // Asked beside `me` (not after it): one round trip less before a signed-in page shows.
  const onboarding = useOnboardingStatus(restore.data === true);

  // Signed out elsewhere (another tab, or the session was revoked): leave the signed-in area.
  useEffect(
    () =>
      onAuthStateChange((event) => {
        if (event !== 'SIGNED_OUT') return;
        // Everything cached goes, the session's restore answer too: /auth would otherwise read that answer, see a
        // session, send the user back in and be sent out again, in a loop (and the last user's data stay in memory).
        queryClient.clear();
        navigate('/auth', { replace: true });
      }),
    [navigate, queryClient],
  );

  const checking = restore.isPending || (restore.isSuccess && me.isPending) || (me.isSuccess && onboarding.isPending);
  // The signed-in page (layout, sidebar, the page itself) renders as a deferred update once the checks are done:
  // React renders it in slices between which the browser stays responsive, instead of one long task, and the
  // loading screen stays until it is ready.
  const deferredChecking = useDeferredValue(checking);
  if (checking || deferredChecking) return <LoadingScreen />;
  if (me.isError || !me.data) return <Navigate to="/auth" replace />;
  if (onboarding.data === false && location.pathname !== '/onboarding') return <Navigate to="/onboarding" replace />;
  // Spec §2 Onboarding: a completed onboarding redirects to /dashboard.
  if (onboarding.data === true && location.pathname === '/onboarding') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
