import { useExtractLinkedinSkills } from '@/features/assessment/api/extract-linkedin-skills';
import { evidenceFor } from '@/features/assessment/components/assessment-evidence';
import { AssessmentPanel } from '@/features/assessment/components/assessment-panel';
import { EvidenceSkillPill } from '@/features/assessment/components/evidence-skill-pill';
import { startLinkedinSignIn, useLinkedinSignInAvailable } from '@/features/auth/api/linkedin-sign-in';
import { useOnboardingStatus } from '@/features/auth/api/get-onboarding-status';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useCareerPaths } from '@/features/careers/api/get-career-paths';
import { CareerPathList } from '@/features/careers/components/career-path-list';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { useUploadCv } from '@/features/profile/api/upload-cv';
import { ProfessionalBackground } from '@/features/profile/components/professional-background';
import { useMySkills } from '@/features/skills/api/get-my-skills';
import { ExtractedSkillsSection } from '@/features/skills/components/extracted-skills-section';
import { ProgramList } from '@/features/training/components/program-list';

/**
 * /onboarding and /wizard: the wizard with its three steps composed here (features don't import each
 * other): the CV assessment panel, the career path list (marking a path interested completes the step)
 * and the training program list. The signed-in user and their onboarding status come from auth.
 */
export function OnboardingRoute() {
  const { user, isLoading } = useCurrentUser();
  const onboarding = useOnboardingStatus(user != null);
  const skills = useMySkills();
  const paths = useCareerPaths();
  const extract = useExtractLinkedinSkills();
  const signOut = useSignOut();
  const resumeFrom = skills.data && paths.data ? { hasSkills: skills.data.length > 0, hasInterests: paths.data.some((path) => path.interested) } : undefined;
  return (
    <OnboardingWizard
      onSignOut={() => void signOut()}
      signedIn={user != null}
      loading={isLoading || onboarding.isPending}
      onboardingCompleted={onboarding.data}
      hasSkills={(skills.data?.length ?? 0) > 0}
      resumeFrom={resumeFrom}
      extractFromLinkedin={extract.mutateAsync}
      renderStep={(index, complete) => {
        if (index === 0) return <AssessmentStep onCompleted={complete} />;
        if (index === 1) return <CareerPathList onInterested={complete} filtersInAddress={false} />;
        return <ProgramList filtersInAddress={false} />;
      }}
    />
  );
}

/**
 * Step 1: the assessment panel, its upload form the profile's 'Share Your Professional Background' (CV card
 * fed by the panel's flow, LinkedIn URL, 'Connect with LinkedIn' where that sign-in is configured) and its
 * results' skills the user's own, each with the assessment's evidence.
 */
function AssessmentStep({ onCompleted }: { onCompleted: () => void }) {
  const profile = useMyProfile();
  const upload = useUploadCv();
  const linkedinAvailable = useLinkedinSignInAvailable();
  return (
    <AssessmentPanel
      onCompleted={onCompleted}
      uploadCv={upload.mutateAsync}
      uploadFormPending={profile.isPending}
      uploadForm={(flow) => (
        <ProfessionalBackground
          cvFlow={flow}
          headingLevel={4}
          onConnectLinkedin={linkedinAvailable ? startLinkedinSignIn : undefined}
          initialLinkedinUrl={profile.data?.linkedinUrl ?? null}
        />
      )}
      extractedSkills={(assessment) => (
        <ExtractedSkillsSection
          analysedCount={assessment.skillsExtracted.length}
          renderSkill={(skill, remove) => (
            <EvidenceSkillPill key={skill.id} name={skill.skillName} proficiency={skill.proficiencyLevel} evidence={evidenceFor(assessment, skill.skillName)} {...remove} />
          )}
        />
      )}
    />
  );
}
