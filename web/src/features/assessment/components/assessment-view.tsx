import { Award, Briefcase, CalendarDays, Flame, Lightbulb, Sparkles, Target, TrendingUp, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Explain } from '@/components/ui/explain';
import { Progress } from '@/components/ui/progress';
import type { AssessmentDetails } from '@/features/assessment/api/get-latest-assessment';
import { AlignmentExplanation, evidenceFor } from '@/features/assessment/components/assessment-evidence';
import { EvidenceSkillPill } from '@/features/assessment/components/evidence-skill-pill';
import { JobMatchList } from '@/features/assessment/components/job-match-list';
import { demandOf, distinctSources, SourceLine } from '@/features/assessment/components/market-source';
import { bandBar, bandText, scoreBand } from '@/features/assessment/components/score-band';
import { cn } from '@/lib/utils';

/** Spec §9: the assessment view shows 12 skills, 6 gaps and 4 career matches. */
export const VIEW_LIMITS = { skills: 12, gaps: 6, opportunities: 4 } as const;

/** The full report of one assessment (spec §2 Assessment view sections). */
export function AssessmentView({ assessment, viewSkills }: {
  assessment: AssessmentDetails;
  /** The Skills Impact card's 'View My Skills' control: a link to /my-skills unless the report is shown where that page cannot open. */
  viewSkills?: ReactNode;
}) {
  const band = scoreBand(assessment.marketAlignmentScore);
  const date = new Date(assessment.completedAt ?? assessment.createdAt);
  const shownSkills = assessment.skills.slice(0, VIEW_LIMITS.skills);
  const moreSkills = assessment.skills.length - shownSkills.length;
  const gaps = assessment.skillGaps.missingSkills.slice(0, VIEW_LIMITS.gaps);
  const opportunities = assessment.futureJobMatches.slice(0, VIEW_LIMITS.opportunities);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2" data-testid="market-alignment">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Target className="size-5 text-primary" aria-hidden /> Market Alignment Score
            </CardTitle>
            <CardDescription className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden /> Assessed on {date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <div className="flex flex-wrap items-baseline gap-3">
              <Explain label="Market Alignment Score sources" explanation={<AlignmentExplanation assessment={assessment} />} className={cn('text-5xl font-bold underline decoration-dotted decoration-2 underline-offset-8', bandText[band.tone])}>
                {assessment.marketAlignmentScore}%
              </Explain>
              <span className={cn('text-lg font-semibold', bandText[band.tone])} data-band={band.tone}>
                {band.label}
              </span>
            </div>
            <Progress value={assessment.marketAlignmentScore} indicatorClassName={bandBar[band.tone]} aria-label="Market Alignment Score" />
            <p className="text-xs text-muted-foreground" data-slot="source">
              {distinctSources(assessment.dataSources).length > 0
                ? `Sources: ${distinctSources(assessment.dataSources).map((s) => `${s.source}, ${s.year}`).join(' · ')}`
                : 'No market data source was available.'}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-5 text-primary" aria-hidden /> Skills Impact
            </CardTitle>
            <CardDescription>From your latest CV</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <p>
              <span className="text-4xl font-bold">{assessment.skillsExtracted.length}</span>{' '}
              <span className="text-muted-foreground">skills extracted</span>
            </p>
            {viewSkills ?? (
              <Button asChild variant="outline" className="w-full">
                <Link to="/my-skills">View My Skills</Link>
              </Button>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Award className="size-5 text-primary" aria-hidden /> Your Skills
          </CardTitle>
          <CardDescription>Hover or tap a skill to see the words of your CV that show it.</CardDescription>
        </CardHeader>
        <CardContent>
          {shownSkills.length === 0 ? (
            <p className="text-sm text-muted-foreground">No skills were extracted. Please upload a different CV.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Your skills">
              {shownSkills.map((skill) => (
                <EvidenceSkillPill key={skill.name} name={skill.name} proficiency={skill.proficiency} evidence={evidenceFor(assessment, skill.name)} />
              ))}
              {moreSkills > 0 ? (
                <li>
                  <Badge variant="outline" className="px-3 py-1 text-sm">
                    +{moreSkills} more
                  </Badge>
                </li>
              ) : null}
            </ul>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <TrendingUp className="size-5 text-primary" aria-hidden /> Skill Gaps
            </CardTitle>
            <CardDescription>
              {assessment.skillGaps.totalGaps} in-demand {assessment.skillGaps.totalGaps === 1 ? 'skill' : 'skills'} missing from your CV
            </CardDescription>
          </CardHeader>
          <CardContent>
            {gaps.length === 0 ? (
              <p className="text-sm text-muted-foreground">No skill gaps found.</p>
            ) : (
              <ul className="space-y-2" aria-label="Skill gaps">
                {gaps.map((skill) => (
                  <MarketSkillRow key={skill} assessment={assessment} skill={skill} badge="In-Demand" badgeClass="border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100" />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lightbulb className="size-5 text-primary" aria-hidden /> Recommended Skills to Learn
            </CardTitle>
            <CardDescription>The skills most demanded by energy employers right now</CardDescription>
          </CardHeader>
          <CardContent>
            {assessment.recommendedSkills.length === 0 ? (
              <p className="text-sm text-muted-foreground">No recommendations yet.</p>
            ) : (
              <ul className="space-y-2" aria-label="Recommended skills">
                {assessment.recommendedSkills.map((skill) => (
                  <MarketSkillRow key={skill} assessment={assessment} skill={skill} badge="High Demand" badgeClass="border-green-300 bg-green-100 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100" icon />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Briefcase className="size-5 text-primary" aria-hidden /> Career Opportunities
          </CardTitle>
          <CardDescription>Energy roles that match your skills; hover or tap a figure for its source.</CardDescription>
        </CardHeader>
        <CardContent>
          {opportunities.length === 0 ? <p className="text-sm text-muted-foreground">No matching opportunities yet.</p> : <JobMatchList matches={opportunities} />}
        </CardContent>
      </Card>

      {assessment.currentPosition ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserRound className="size-5 text-primary" aria-hidden /> Profile Summary
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted-foreground">Current Position</dt>
                <dd className="font-medium">{assessment.currentPosition}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Years of Experience</dt>
                <dd className="font-medium">{assessment.yearsOfExperience ?? 0}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Key Strengths</dt>
                <dd className="flex flex-wrap gap-1.5 pt-1">
                  {assessment.keyStrengths.map((s) => (
                    <Badge key={s} variant="secondary">
                      {s}
                    </Badge>
                  ))}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function MarketSkillRow({ assessment, skill, badge, badgeClass, icon }: { assessment: AssessmentDetails; skill: string; badge: string; badgeClass: string; icon?: boolean }) {
  const demand = demandOf(assessment, skill);
  return (
    <li className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
      <Explain
        label={`${skill} market demand`}
        className="min-w-0 text-sm"
        explanation={
          demand ? (
            <div className="space-y-1">
              <p className="font-medium">{skill}</p>
              <p>Market demand: {demand.demand}/100</p>
              <SourceLine source={demand.source} year={demand.year} />
            </div>
          ) : (
            <p>{skill}</p>
          )
        }
      >
        {skill}
        {demand ? <span className="ml-1.5 text-xs text-muted-foreground">· demand {demand.demand}</span> : null}
      </Explain>
      <Badge variant="outline" className={cn('shrink-0', badgeClass)}>
        {icon ? <Flame aria-hidden /> : null}
        {badge}
      </Badge>
    </li>
  );
}
