import { AssessmentPanel } from '@/features/assessment/components/assessment-panel';
import { useExtractLinkedinSkills } from '@/features/assessment/api/extract-linkedin-skills';
import { CareerPathList } from '@/features/careers/components/career-path-list';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { useMySkills } from '@/features/skills/api/get-my-skills';
import { ProgramList } from '@/features/training/components/program-list';

/**
 * /onboarding and /wizard: the wizard with its three steps composed here (features don't import each
 * other): the CV assessment panel, the career path list (marking a path interested completes the step)
 * and the training program list.
 */
export function OnboardingRoute() {
  const skills = useMySkills();
  const extract = useExtractLinkedinSkills();
  return (
    <OnboardingWizard
      hasSkills={(skills.data?.length ?? 0) > 0}
      extractFromLinkedin={extract.mutateAsync}
      renderStep={(index, complete) => {
        if (index === 0) return <AssessmentPanel onCompleted={complete} />;
        if (index === 1) return <CareerPathList onInterested={complete} />;
        return <ProgramList />;
      }}
    />
  );
}
