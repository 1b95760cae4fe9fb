import { ProfilePage } from '@/features/profile/components/profile-page';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';

/** /profile: the profile page with the security feature's two-factor card at its end. */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <TwoFactorCard />
    </ProfilePage>
  );
}
