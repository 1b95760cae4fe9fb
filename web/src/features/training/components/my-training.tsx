import { useEffect } from 'react';
import { Link } from 'react-router';
import { Tabs } from 'radix-ui';
import { BookOpen, GraduationCap } from 'lucide-react';
import { FAILURE_MESSAGES } from '@ecp/contracts/messages';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { useMyEnrollments } from '@/features/training/api/get-my-enrollments';
import { useSyncMyEnrollments } from '@/features/training/api/sync-my-enrollments';
import { ActiveEnrollmentCard, CompletedEnrollmentCard } from '@/features/training/components/enrollment-card';

const tabClass =
  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

const SYNC_AGAIN_MS = 10_000;

/** My Training: Active (enrolled, in progress) and Completed tabs; progress is synced from the provider on open and on return to the tab. */
export function MyTraining() {
  const enrollments = useMyEnrollments();
  const sync = useSyncMyEnrollments();
  const { mutate: syncNow } = sync;

  // On open, and again when the person comes back to this tab (from the provider's, where they did the work): the
  // progress they just made shows without a reload. At most once every SYNC_AGAIN_MS.
  useEffect(() => {
    let lastSync = Date.now();
    syncNow();
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastSync < SYNC_AGAIN_MS) return;
      lastSync = Date.now();
      syncNow();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [syncNow]);

  if (enrollments.isPending) return <p className="text-muted-foreground">Loading your courses...</p>;
  if (enrollments.isError) return <LoadError error={enrollments.error} onRetry={() => void enrollments.refetch()} />;

  const active = enrollments.data.filter((e) => e.status === 'in_progress' || e.status === 'enrolled');
  const completed = enrollments.data.filter((e) => e.status === 'completed');
  // The provider did not answer for some (or all) courses: their progress is the last one copied, and the person is told.
  const syncFailed = sync.isError || (sync.data?.failed ?? 0) > 0;

  return (
    <Tabs.Root defaultValue="active" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Tabs.List className="inline-flex rounded-lg bg-muted p-1" aria-label="My courses">
          <Tabs.Trigger value="active" className={tabClass}>
            Active ({active.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="completed" className={tabClass}>
            Completed ({completed.length})
          </Tabs.Trigger>
        </Tabs.List>
        {sync.isPending ? (
          <span className="text-sm text-muted-foreground">Updating progress from the provider...</span>
        ) : syncFailed ? (
          <span className="flex items-center gap-2 text-sm" role="alert">
            <span className="text-destructive">{FAILURE_MESSAGES.syncEnrollmentStatus}</span>
            <span className="text-muted-foreground">(showing the last progress received)</span>
            <Button variant="outline" size="sm" onClick={() => syncNow()}>
              Try Again
            </Button>
          </span>
        ) : null}
      </div>
      <Tabs.Content value="active">
        {active.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
            <BookOpen className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No active courses</p>
            <Button asChild>
              <Link to="/explore">Browse Courses</Link>
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {active.map((enrollment) => (
              <ActiveEnrollmentCard key={enrollment.id} enrollment={enrollment} />
            ))}
          </div>
        )}
      </Tabs.Content>
      <Tabs.Content value="completed">
        {completed.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
            <GraduationCap className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No completed courses yet</p>
          </div>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {completed.map((enrollment) => (
              <CompletedEnrollmentCard key={enrollment.id} enrollment={enrollment} />
            ))}
          </div>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
