import { lazy, Suspense, useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { CvUploadWithSkills } from '@/features/assessment/components/cv-upload-with-skills';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { GuidedJourney, JourneyUploadSuccess } from '@/features/journey/components/guided-journey';
import { JourneyPlaceholder } from '@/features/journey/components/journey-placeholder';
import { useUploadCv } from '@/features/profile/api/upload-cv';
import { useMySkills } from '@/features/skills/api/get-my-skills';

// Steps 2-4 of the journey load when reached: the dashboard's first render (step 1) does not wait on them.
const SkillsEditor = lazy(async () => ({ default: (await import('@/features/skills/components/skills-editor')).SkillsEditor }));
const CareerPathList = lazy(async () => ({ default: (await import('@/features/careers/components/career-path-list')).CareerPathList }));
const ProgramList = lazy(async () => ({ default: (await import('@/features/training/components/program-list')).ProgramList }));

/** /dashboard: the welcome, the stats, shortcuts, Continue Learning and Recent Activity, then the guided four-step journey. */
export function DashboardRoute() {
  const skills = useMySkills();
  const userId = useCurrentUser().user?.id ?? null;
  const navigate = useNavigate();
  const upload = useUploadCv();
  // The journey sits below the first screen: it renders in a pass of its own once the first one is on screen, so
  // mounting the dashboard is two shorter tasks rather than one long one. Its room (the signed-in shell's too) meanwhile.
  const showJourney = useDeferredValue(true, false);
  return (
    <div className="space-y-8">
      <PagePlaceholder eyebrow="Dashboard" title="Welcome back!" />
      <DashboardOverview />
      {showJourney ? (
        <GuidedJourney
          userId={userId}
          hasSkills={(skills.data?.length ?? 0) > 0}
          onFinish={() => navigate('/training')}
          renderStep={(step) => {
            if (step === 1) return <CvUploadWithSkills successMessage={(skillCount) => <JourneyUploadSuccess skillCount={skillCount} />} uploadCv={upload.mutateAsync} />;
            return <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>{step === 2 ? <SkillsEditor /> : step === 3 ? <CareerPathList filtersInAddress={false} /> : <ProgramList filtersInAddress={false} />}</Suspense>;
          }}
        />
      ) : (
        <JourneyPlaceholder />
      )}
    </div>
  );
}
