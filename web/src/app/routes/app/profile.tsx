import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { endSession, forgetLocalState } from '@/features/auth/api/session';
import { PrivacyCard } from '@/features/privacy/components/privacy-card';
import { stageMessage, useCvAssessment } from '@/features/assessment/hooks/use-cv-assessment';
import { useUploadCv } from '@/features/profile/api/upload-cv';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { TwoFactorCard } from '@/features/security/components/two-factor-card';

/** /profile: the profile page with the security feature's two-factor card and the privacy feature's data card at its end. */
export function ProfileRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A CV uploaded here is analysed like one at onboarding: the same flow tells its step and its outcome.
  const upload = useUploadCv();
  const flow = useCvAssessment({
    upload: async (file) => {
      const stored = await upload.mutateAsync(file);
      // Stored (it is the profile's CV now); the analysis's outcome follows in its own toast.
      toast.success('CV Uploaded Successfully!');
      return stored;
    },
  });
  const cvUpload = { inputRef: flow.inputRef, chosen: flow.chosen, busy: flow.busy, status: stageMessage(flow.stage), start: (file: File) => void flow.start(file) };
  // The server ended every session and the cookie; this browser forgets the rest and leaves like a sign-out.
  const onAccountDeleted = () => {
    forgetLocalState();
    endSession();
    queryClient.clear();
    toast.success('Account Deleted', { description: 'Your account and your data have been deleted.' });
    navigate('/');
  };
  return (
    <ProfilePage cvUpload={cvUpload}>
      <TwoFactorCard />
      <PrivacyCard onDeleted={onAccountDeleted} />
    </ProfilePage>
  );
}
