import { PagePlaceholder } from '@/components/page-placeholder';

export function AssessmentRoute() {
  return <PagePlaceholder title="Career Assessment" />;
}
