import type { AssessmentDetails } from '@/features/assessment/api/get-latest-assessment';
import type { SkillEvidence } from '@/features/assessment/components/evidence-skill-pill';
import { DataSourcesList } from '@/features/assessment/components/market-source';

/** The CV line and market demand behind a skill, from the latest assessment. */
export function evidenceFor(assessment: AssessmentDetails | null | undefined, skillName: string): SkillEvidence | null {
  const found = assessment?.skills.find((s) => s.name.toLowerCase() === skillName.toLowerCase());
  if (found) return { evidence: found.evidence, demand: found.demand ?? null, demandSource: found.demandSource ?? null, demandYear: found.demandYear ?? null };
  const market = assessment?.marketSkills.find((s) => s.skill.toLowerCase() === skillName.toLowerCase());
  return market ? { evidence: null, demand: market.demand, demandSource: market.source, demandYear: market.year } : null;
}

/** What the Market Alignment figure is, with its data sources (panel and full report). */
export function AlignmentExplanation({ assessment }: { assessment: AssessmentDetails }) {
  return (
    <div className="space-y-2">
      <p>The rounded average market demand (0–100) of the {assessment.skills.length} skills assessed in your CV.</p>
      <DataSourcesList sources={assessment.dataSources} />
    </div>
  );
}
