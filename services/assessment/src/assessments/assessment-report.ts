import { RECOMMENDED_SKILLS, SKILL_GAPS_STORED, type Assessment, type CvAnalysis } from '@ecp/contracts';
import type { MarketSnapshot } from '../market/market-data.js';

/** The part of an assessment computed from an analysis and the market: everything but identity and status. */
export type AssessmentReport = Pick<
  Assessment,
  | 'skillsExtracted' | 'skills' | 'currentPosition' | 'yearsOfExperience' | 'keyStrengths' | 'marketAlignmentScore'
  | 'industryTrends' | 'skillGaps' | 'recommendedSkills' | 'marketSkills' | 'futureJobMatches' | 'dataSources'
>;

const key = (name: string) => name.trim().toLowerCase();

/**
 * Spec §5, to the letter:
 * - market alignment: the rounded average market demand of the assessed skills, 0 when there are none
 *   (a skill no provider knows counts as demand 0: the market does not ask for it);
 * - skill gaps: trending skills not among the user's skills (case-insensitive), the first 8 listed with the total;
 * - recommended skills: the first 5 trending skills.
 * `heldSkills` are the user's skills besides the analysed ones (those on the profile), so a gap is
 * never something the user already holds.
 */
export function buildAssessmentReport(analysis: CvAnalysis, market: MarketSnapshot, heldSkills: readonly string[] = []): AssessmentReport {
  const demandBySkill = new Map(market.skillDemand.map((figure) => [key(figure.skill), figure]));
  const skills = analysis.skills.map((skill) => {
    const figure = demandBySkill.get(key(skill.name));
    return { ...skill, demand: figure ? Math.round(figure.demand) : null, demandSource: figure?.source ?? null, demandYear: figure?.year ?? null };
  });
  const marketAlignmentScore = skills.length === 0 ? 0 : Math.round(skills.reduce((sum, skill) => sum + (skill.demand ?? 0), 0) / skills.length);

  const held = new Set([...analysis.skills.map((skill) => key(skill.name)), ...heldSkills.map(key)]);
  const missing = market.trendingSkills.filter((trend) => !held.has(key(trend.skill)));
  const listedGaps = missing.slice(0, SKILL_GAPS_STORED);
  const recommended = market.trendingSkills.slice(0, RECOMMENDED_SKILLS);
  const shown = new Map([...listedGaps, ...recommended].map((trend) => [key(trend.skill), trend]));

  return {
    skillsExtracted: skills.map((skill) => skill.name),
    skills,
    currentPosition: analysis.currentPosition,
    yearsOfExperience: analysis.yearsOfExperience,
    keyStrengths: analysis.keyStrengths,
    marketAlignmentScore: Math.min(100, Math.max(0, marketAlignmentScore)),
    industryTrends: market.industryTrends,
    skillGaps: { totalGaps: missing.length, missingSkills: listedGaps.map((trend) => trend.skill) },
    recommendedSkills: recommended.map((trend) => trend.skill),
    marketSkills: [...shown.values()].map(({ skill, demand, escoUri, source, year }) => ({ skill, demand: Math.round(demand), escoUri, source, year })),
    futureJobMatches: market.jobMatches,
    dataSources: market.dataSources,
  };
}

/** What changed between two assessments' skills (case-insensitive), for the history's explanation. */
export function skillChanges(previous: readonly string[], current: readonly string[]) {
  const before = new Set(previous.map(key));
  const after = new Set(current.map(key));
  return {
    addedSkills: current.filter((name) => !before.has(key(name))),
    removedSkills: previous.filter((name) => !after.has(key(name))),
  };
}
