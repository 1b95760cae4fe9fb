import { AssessmentPage } from '@/features/assessment/components/assessment-page';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useUploadCv } from '@/features/profile/api/upload-cv';

/** /assessment: the assessment page, told who is signed in (auth) and sending CVs through the profile's upload. */
export function AssessmentRoute() {
  const { user, isLoading } = useCurrentUser();
  const upload = useUploadCv();
  return <AssessmentPage signedIn={user != null} loading={isLoading} uploadCv={upload.mutateAsync} />;
}
