import { ArrowRight, Award, BookOpen, Briefcase, Compass, FileUp, GraduationCap, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';

/** Spec §2: an activity type with its underscores shown as spaces. */
export const activityLabel = (activityType: string) => activityType.replaceAll('_', ' ');

function ShortcutCard({ to, title, description, icon: Icon }: { to: string; title: string; description: string; icon: LucideIcon }) {
  return (
    <Link to={to} className="group rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <Card className="h-full gap-2 py-4 transition-colors group-hover:border-primary/50">
        <CardHeader className="px-4">
          {/* Not a heading: the journey below has steps of the same names. */}
          <p className="flex items-center gap-2 text-base leading-none font-semibold">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden /> {title}
          </p>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
      </Card>
    </Link>
  );
}

/** A list's one line while the dashboard loads: the height of its empty message, no words (nothing is known yet). */
function LinePlaceholder() {
  return <div aria-hidden="true" className="h-5 w-2/3 animate-pulse rounded bg-muted" />;
}

function ProfilePrompt({ completeness, placeholder = false }: { completeness: number; placeholder?: boolean }) {
  return (
    <Card className={placeholder ? 'invisible gap-3' : 'gap-3 border-primary/30 bg-primary/5'} aria-hidden={placeholder || undefined}>
      <CardHeader>
        <CardTitle>Complete Your Profile</CardTitle>
        <CardDescription>Your profile is {completeness}% complete.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <Progress value={completeness} className="max-w-sm flex-1" aria-label="Profile completeness" />
        <Button asChild size="sm">
          <Link to="/profile" tabIndex={placeholder ? -1 : undefined}>
            Complete Profile
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard of spec §2: four stat cards, three shortcuts, Continue Learning (up to 3 unfinished
 * enrollments), Recent Activity (5 latest) and 'Complete Your Profile' while completeness is under 100.
 * One GraphQL query; live badges and activities refresh it. Until it answers: dashes and placeholders, never an
 * empty state it does not know yet (also the signed-in shell's markup at build time, app/layouts/signed-in-shell.tsx).
 */
export function DashboardOverview() {
  const dashboard = useDashboard();
  const { data } = dashboard;
  const stats = data?.stats;
  return (
    <div className="space-y-6">
      {/* Failed after its retries: said, with Try Again, above the placeholders it would otherwise show forever. */}
      {dashboard.isError ? <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Active Courses" value={stats?.activeEnrollments} icon={BookOpen} />
        <StatCard label="Skills" value={stats?.totalSkills} icon={Sparkles} />
        <StatCard label="Career Paths" value={stats?.careerInterests} icon={Briefcase} />
        <StatCard label="Certificates" value={stats?.certificatesEarned} icon={Award} />
      </div>

      {!stats ? (
        // Its room kept while the figures load (most profiles are incomplete), so the shortcuts below do not jump.
        <ProfilePrompt completeness={0} placeholder />
      ) : stats.profileCompleteness < 100 ? (
        <ProfilePrompt completeness={stats.profileCompleteness} />
      ) : null}

      <div className="grid gap-4 sm:grid-cols-3">
        <ShortcutCard to="/profile" title="Upload CV" description="Extract your skills from your CV" icon={FileUp} />
        <ShortcutCard to="/explore" title="Browse Training" description="Find courses for the skills you need" icon={GraduationCap} />
        <ShortcutCard to="/careers" title="Explore Careers" description="Discover energy-sector career paths" icon={Compass} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Continue Learning</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {!data ? (
              <LinePlaceholder />
            ) : data.continueLearning.length ? (
              data.continueLearning.map((enrollment) => (
                <div key={enrollment.id} className="space-y-2" role="article" aria-label={enrollment.program.title}>
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{enrollment.program.title}</p>
                      <p className="text-sm text-muted-foreground">{enrollment.program.provider.name}</p>
                    </div>
                    <Button asChild size="sm" variant="outline">
                      <Link to="/training">
                        Continue <ArrowRight aria-hidden />
                      </Link>
                    </Button>
                  </div>
                  <div className="flex items-center gap-3">
                    <Progress value={enrollment.progressPercentage} aria-label={`${enrollment.program.title} progress`} />
                    <span className="w-10 text-right text-sm font-medium">{enrollment.progressPercentage}%</span>
                  </div>
                </div>
              ))
            ) : stats?.activeEnrollments ? (
              // Enrolled but not started: counted as active above, yet not in progress (spec §2 lists only those here).
              <p className="text-sm text-muted-foreground">
                No course started yet. Open {stats.activeEnrollments === 1 ? 'the course you enrolled in' : 'a course you enrolled in'} from{' '}
                <Link to="/training" className="font-medium text-primary underline-offset-4 hover:underline">
                  My Training
                </Link>
                .
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">No courses in progress.</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
          </CardHeader>
          <CardContent>
            {!data ? (
              <LinePlaceholder />
            ) : data.recentActivities.length ? (
              <ul className="space-y-3" aria-label="Recent activity">
                {data.recentActivities.map((activity) => (
                  <li key={activity.id} className="flex items-start justify-between gap-3 text-sm">
                    <div className="min-w-0">
                      <p className="font-medium">{activityLabel(activity.activityType)}</p>
                      <p className="text-muted-foreground break-words">{activity.description}</p>
                    </div>
                    <time dateTime={activity.createdAt} className="shrink-0 text-muted-foreground">
                      {new Date(activity.createdAt).toLocaleDateString()}
                    </time>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No recent activity</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
