import { PagePlaceholder } from '@/components/page-placeholder';
import { ProgramList } from '@/features/training/components/program-list';

export function ExploreRoute() {
  return (
    <div className="space-y-6">
      <PagePlaceholder title="Explore Training" />
      <ProgramList />
    </div>
  );
}
