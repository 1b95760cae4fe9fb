import { PagePlaceholder } from '@/components/page-placeholder';

export function ExploreRoute() {
  return <PagePlaceholder title="Explore Training" />;
}
