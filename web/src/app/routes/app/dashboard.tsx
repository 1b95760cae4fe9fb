import { useNavigate } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import { CvUploadWithSkills } from '@/features/assessment/components/cv-upload-with-skills';
import { CareerPathList } from '@/features/careers/components/career-path-list';
import { GuidedJourney, JourneyUploadSuccess } from '@/features/journey/components/guided-journey';
import { useMySkills } from '@/features/skills/api/get-my-skills';
import { SkillsEditor } from '@/features/skills/components/skills-editor';
import { ProgramList } from '@/features/training/components/program-list';

/** /dashboard: the welcome and the guided four-step journey, its steps composed from the features. */
export function DashboardRoute() {
  const skills = useMySkills();
  const navigate = useNavigate();
  return (
    <div className="space-y-8">
      <PagePlaceholder eyebrow="Dashboard" title="Welcome back!" />
      <GuidedJourney
        hasSkills={(skills.data?.length ?? 0) > 0}
        onFinish={() => navigate('/training')}
        renderStep={(step) => {
          if (step === 1) return <CvUploadWithSkills successMessage={<JourneyUploadSuccess />} />;
          if (step === 2) return <SkillsEditor />;
          if (step === 3) return <CareerPathList />;
          return <ProgramList />;
        }}
      />
    </div>
  );
}
