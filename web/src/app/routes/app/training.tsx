import { PagePlaceholder } from '@/components/page-placeholder';

export function TrainingRoute() {
  return <PagePlaceholder title="My Training" />;
}
