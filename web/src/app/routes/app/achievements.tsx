import { PagePlaceholder } from '@/components/page-placeholder';
import { AchievementsOverview } from '@/features/achievements/components/achievements-overview';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';

export function AchievementsRoute() {
  const stats = useDashboard().data?.stats;
  return (
    <div className="space-y-6">
      <PagePlaceholder title="Achievements" />
      <AchievementsOverview completedCourses={stats?.completedCourses} profileCompleteness={stats?.profileCompleteness} />
    </div>
  );
}
