import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';

export function OnboardingRoute() {
  return <OnboardingWizard />;
}
