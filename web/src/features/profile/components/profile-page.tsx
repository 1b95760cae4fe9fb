import type { ReactNode } from 'react';
import { FAILURE_MESSAGES } from '@ecp/contracts/messages';
import { LoadError } from '@/components/load-error';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { CompletenessCard } from '@/features/profile/components/completeness-card';
import { CvManagement, type CvUploadFlow } from '@/features/profile/components/cv-management';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { getInitials } from '@/lib/initials';

/**
 * /profile (spec §2): completeness, avatar, personal information and CV management (its CV flow composed in app/);
 * `children` (composed in app/: two-factor sign-in) follow them once the profile is read.
 */
export function ProfilePage({ cvUpload, children }: { cvUpload: CvUploadFlow; children?: ReactNode }) {
  const { data: profile, isPending, error, refetch } = useMyProfile();

  if (isPending) return <p className="text-muted-foreground">Loading...</p>;
  if (!profile) return <LoadError error={error ?? new Error(FAILURE_MESSAGES.retrieveProfile)} onRetry={() => void refetch()} />;

  const name = profile.fullName ?? '';
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <section className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile</h1>
        <p className="text-muted-foreground">Manage your personal information and CV</p>
      </section>
      <CompletenessCard completeness={profile.profileCompleteness} />
      <Card>
        <CardContent className="flex items-center gap-4">
          <Avatar className="size-16 text-lg">
            <AvatarFallback data-testid="profile-initials">{getInitials(name)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{name || 'Your name'}</p>
            {profile.professionalHeadline ? <p className="truncate text-muted-foreground">{profile.professionalHeadline}</p> : null}
          </div>
        </CardContent>
      </Card>
      <PersonalInfoForm key={profile.id} profile={profile} />
      <CvManagement profile={profile} upload={cvUpload} />
      {children}
    </div>
  );
}
