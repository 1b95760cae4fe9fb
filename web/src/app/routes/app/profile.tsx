import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { endSession, forgetLocalState } from '@/features/auth/api/session';
import { PrivacyCard } from '@/features/privacy/components/privacy-card';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';

/** /profile: the profile page with the security feature's two-factor card and the privacy feature's data card at its end. */
export function ProfileRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The server ended every session and the cookie; this browser forgets the rest and leaves like a sign-out.
  const onAccountDeleted = () => {
    forgetLocalState();
    endSession();
    queryClient.clear();
    toast.success('Account Deleted', { description: 'Your account and your data have been deleted.' });
    navigate('/');
  };
  return (
    <ProfilePage>
      <TwoFactorCard />
      <PrivacyCard onDeleted={onAccountDeleted} />
    </ProfilePage>
  );
}
