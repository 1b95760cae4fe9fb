import { Award, CheckCircle2, GraduationCap, Lock, UserRound } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { StatCard } from '@/components/stat-card';
import { Badge as Pill } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useMyBadges } from '@/features/achievements/api/get-my-badges';
import { cn } from '@/lib/utils';

/**
 * /achievements (spec §2): Badges Earned ('N more to unlock'), Courses Completed and Profile Completeness, then
 * the grid of all nine badges, unearned ones dimmed, earned ones marked 'Earned' with the date. The course and
 * profile figures come from the route (the dashboard's stats).
 */
export function AchievementsOverview({ completedCourses, profileCompleteness }: { completedCourses: number | undefined; profileCompleteness: number | undefined }) {
  const query = useMyBadges();
  const badges = query.data;
  const earned = badges?.filter((badge) => badge.earnedDate).length ?? 0;
  const total = badges?.length ?? 0;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Badges Earned" value={badges ? earned : undefined} icon={Award}>
          {badges ? <p className="text-xs text-muted-foreground">{total - earned} more to unlock</p> : null}
        </StatCard>
        <StatCard label="Courses Completed" value={completedCourses} icon={GraduationCap} />
        <StatCard label="Profile Completeness" value={profileCompleteness === undefined ? undefined : `${profileCompleteness}%`} icon={UserRound}>
          <Progress value={profileCompleteness ?? 0} aria-label="Profile completeness" />
        </StatCard>
      </div>

      {query.isPending ? <p className="text-muted-foreground">Loading badges...</p> : null}
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Badges">
        {badges?.map((badge) => (
          <li key={badge.badgeType}>
            <Card
              // Not earned yet: a dashed, muted card (not a faded one: its text keeps 4.5:1 contrast).
              className={cn('h-full gap-3', badge.earnedDate ? 'border-primary/40' : 'border-dashed bg-muted/40 text-muted-foreground shadow-none')}
              data-earned={badge.earnedDate ? 'true' : 'false'}
            >
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <CardTitle className="flex items-center gap-2">
                    {badge.earnedDate ? <Award className="size-5 text-primary" aria-hidden /> : <Lock className="size-5" aria-hidden />}
                    {badge.name}
                  </CardTitle>
                  {/* Said in text, not by the card's look alone (an aria-label on this plain div was not read out). */}
                  {badge.earnedDate ? (
                    <Pill>
                      <CheckCircle2 aria-hidden /> Earned
                    </Pill>
                  ) : (
                    <span className="sr-only">Not earned yet</span>
                  )}
                </div>
                {badge.description ? <CardDescription>{badge.description}</CardDescription> : null}
              </CardHeader>
              <CardContent className="flex items-center justify-between text-xs text-muted-foreground">
                <span className="capitalize">{badge.badgeCategory}</span>
                {badge.earnedDate ? <time dateTime={badge.earnedDate}>{new Date(badge.earnedDate).toLocaleDateString()}</time> : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
