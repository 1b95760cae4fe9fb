import { LoadError } from '@/components/load-error';
import { PagePlaceholder } from '@/components/page-placeholder';
import { AchievementsOverview } from '@/features/achievements/components/achievements-overview';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';

export function AchievementsRoute() {
  const dashboard = useDashboard();
  const stats = dashboard.data?.stats;
  return (
    <div className="space-y-6">
      <PagePlaceholder title="Achievements" />
      {/* The two cards' figures come from the dashboard's stats: failed after its retries, said with Try Again above
          the dashes they would otherwise show forever (a failed refresh keeps the figures it had). */}
      {dashboard.isError && !dashboard.data ? <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      <AchievementsOverview completedCourses={stats?.completedCourses} profileCompleteness={stats?.profileCompleteness} />
    </div>
  );
}
