import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOutEverywhere } from '@/features/auth/api/sign-out';
import { endSession, forgetLocalState } from '@/features/auth/api/session';

/**
 * Signs out everywhere (every device's refresh token is revoked and the cookie cleared), forgets the
 * journey state and cached data, and returns to the landing page (spec §2: after sign-out go to /).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async () => {
    try {
      await signOutEverywhere();
    } catch {
      // Signed out locally regardless: the cookie may already be gone or the network down.
    }
    forgetLocalState();
    endSession();
    queryClient.clear();
    toast.success('Signed Out', { description: 'Signed out successfully' });
    navigate('/');
  };
}
