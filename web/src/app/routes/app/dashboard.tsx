import { useNavigate } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { CvUploadWithSkills } from '@/features/assessment/components/cv-upload-with-skills';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { CareerPathList } from '@/features/careers/components/career-path-list';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { GuidedJourney, JourneyUploadSuccess } from '@/features/journey/components/guided-journey';
import { useUploadCv } from '@/features/profile/api/upload-cv';
import { useMySkills } from '@/features/skills/api/get-my-skills';
import { SkillsEditor } from '@/features/skills/components/skills-editor';
import { ProgramList } from '@/features/training/components/program-list';

/** /dashboard: the welcome, the stats, shortcuts, Continue Learning and Recent Activity, then the guided four-step journey. */
export function DashboardRoute() {
  const skills = useMySkills();
  const userId = useCurrentUser().user?.id ?? null;
  const navigate = useNavigate();
  const upload = useUploadCv();
  return (
    <div className="space-y-8">
      <PagePlaceholder eyebrow="Dashboard" title="Welcome back!" />
      <DashboardOverview />
      <GuidedJourney
        userId={userId}
        hasSkills={(skills.data?.length ?? 0) > 0}
        onFinish={() => navigate('/training')}
        renderStep={(step) => {
          if (step === 1) return <CvUploadWithSkills successMessage={<JourneyUploadSuccess />} uploadCv={upload.mutateAsync} />;
          if (step === 2) return <SkillsEditor />;
          if (step === 3) return <CareerPathList />;
          return <ProgramList />;
        }}
      />
    </div>
  );
}
