import { PagePlaceholder } from '@/components/page-placeholder';

export function CareersRoute() {
  return <PagePlaceholder title="Career Paths" />;
}
