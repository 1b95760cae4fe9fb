import { AssessmentPage } from '@/features/assessment/components/assessment-page';

export function AssessmentRoute() {
  return <AssessmentPage />;
}
