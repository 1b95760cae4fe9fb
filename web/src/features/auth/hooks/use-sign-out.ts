import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { setAccessToken } from '@/lib/access-token';

/** Forgets the session on this device and returns to the landing page (spec §2: after sign-out go to /). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return () => {
    setAccessToken(null);
    queryClient.clear();
    toast.success('Signed Out', { description: 'Signed out successfully' });
    navigate('/');
  };
}
