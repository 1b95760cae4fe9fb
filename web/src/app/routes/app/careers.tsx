import { PagePlaceholder } from '@/components/page-placeholder';
import { CareerPathList } from '@/features/careers/components/career-path-list';

export function CareersRoute() {
  return (
    <div className="space-y-6">
      <PagePlaceholder title="Career Paths" />
      <CareerPathList />
    </div>
  );
}
