import { readCareerPathsFile, readTaxonomyFile, type CareerPathRecord } from '@ecp/reference-data';
import { BLS_PROJECTIONS, ESCO, EnergyDemandModel, ONET } from './energy-demand.js';
import type { IndustryTrend, JobMatch, MarketDataProvider, MarketQuery, SkillDemand, TrendingSkill } from './market-data.js';

/**
 * Market-data providers built on the reference data shipped in @ecp/reference-data (ESCO v1.1.1, O*NET 30.2,
 * BLS Employment Projections 2024–34). They answer offline and at once; live providers (job boards, …) can be
 * registered beside them.
 */

/**
 * Skill demand and trending skills from how many energy occupations need a skill (ESCO essential skills and O*NET
 * technology skills), weighted by their BLS outlook. Trending leaves out general-purpose tools (office software).
 */
export class EnergyOccupationDemandProvider implements MarketDataProvider {
  readonly name = 'energy-occupation-demand';
  readonly sources = [ESCO, BLS_PROJECTIONS, ONET];

  constructor(
    private readonly model: EnergyDemandModel,
    private readonly options: { trendingLimit?: number } = {},
  ) {}

  async skillDemand(query: MarketQuery): Promise<SkillDemand[]> {
    return query.skills.flatMap((skill) => {
      const found = this.model.demandOf(skill);
      return found ? [{ skill: skill.name, demand: found.demand, source: found.source, year: found.year }] : [];
    });
  }

  async trendingSkills(): Promise<TrendingSkill[]> {
    return this.model.trending.slice(0, this.options.trendingLimit ?? 20).map((s) => ({
      skill: s.label,
      demand: s.demand,
      escoUri: s.escoUri,
      source: s.source,
      year: s.year,
    }));
  }
}

/**
 * Job matches against the energy career paths.
 *
 * matchScore = round(100 × m / (C + (R − C) × m / R)), where R is the number of the path's required skills, m how
 * many of them the user has (case-insensitive label, or the same ESCO concept) and C = min(CORE_SKILLS = 15, R).
 * ESCO lists 11–47 essential skills per occupation, many more than a CV names (10–30 skills, spread over several
 * fields), so the plain share m / R gives every realistic CV a score under 30. The denominator therefore starts at
 * C (a few matches count as a share of the path's core 15) and grows to R as the user covers more of the list:
 * the score rises with every match and reaches 100 only when nothing is missing. E.g. 7 of 31 → 38, 15 of 31 → 65.
 */
export class CareerPathMatchProvider implements MarketDataProvider {
  static readonly CORE_SKILLS = 15;
  readonly name = 'energy-career-paths';
  readonly sources = [ESCO, BLS_PROJECTIONS];

  /** Each path's required skills, most in demand first: the same for every query (sorting them per query was 3 % of the host's CPU in a burst of CV uploads). */
  private readonly requiredByDemand = new Map<string, readonly string[]>();

  constructor(
    private readonly model: EnergyDemandModel,
    private readonly options: { limit?: number; missingLimit?: number } = {},
  ) {}

  private requiredOf(path: EnergyDemandModel['careerPaths'][number]): readonly string[] {
    let required = this.requiredByDemand.get(path.id);
    if (!required) {
      const byDemand = (a: string, b: string) => this.model.listedDemand(b) - this.model.listedDemand(a) || a.localeCompare(b, 'en');
      required = Object.freeze([...path.requiredSkills].sort(byDemand));
      this.requiredByDemand.set(path.id, required);
    }
    return required;
  }

  async jobMatches(query: MarketQuery): Promise<JobMatch[]> {
    const has = new Set(query.skills.flatMap((skill) => this.model.labelsOf(skill)));
    return this.model.careerPaths
      .map((path): JobMatch => {
        const required = this.requiredOf(path);
        const matched = required.filter((s) => has.has(s.toLowerCase())).length;
        const R = required.length;
        const C = Math.min(CareerPathMatchProvider.CORE_SKILLS, R);
        const denominator = C + ((R - C) * matched) / Math.max(1, R);
        return {
          title: path.title,
          careerPathId: path.id,
          estimatedSalary: path.averageSalary,
          salarySource: `${BLS_PROJECTIONS.source}, median annual wage May 2024 (${path.blsTitle}, SOC ${path.socCode})`,
          salaryYear: path.salaryYear,
          matchScore: Math.min(100, Math.round((100 * matched) / Math.max(1, denominator))),
          growthRate: growthRate(path.growthPercent),
          growthPercent: path.growthPercent,
          growthSource: `${BLS_PROJECTIONS.source}, projected employment change (${path.blsTitle}, SOC ${path.socCode})`,
          growthPeriod: path.growthPeriod,
          requiredSkills: [...required],
          missingSkills: required.filter((s) => !has.has(s.toLowerCase())).slice(0, this.options.missingLimit ?? 10),
        };
      })
      .filter((m) => m.matchScore > 0)
      .sort((a, b) => b.matchScore - a.matchScore || b.estimatedSalary - a.estimatedSalary || a.title.localeCompare(b.title, 'en'))
      .slice(0, this.options.limit ?? 10);
  }
}

/** "+49.9%" → "+50%", "-3.2%" → "-3%", 0 → "0%". */
export function growthRate(percent: number): string {
  const rounded = Math.round(percent);
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

/** Statements about the energy job market, each derived from the reference data. */
export class EnergyIndustryTrendsProvider implements MarketDataProvider {
  readonly name = 'energy-industry-trends';
  readonly sources = [BLS_PROJECTIONS, ESCO, ONET];
  private readonly trends: IndustryTrend[];

  constructor(model: EnergyDemandModel) {
    this.trends = industryTrends(model);
  }

  async industryTrends(): Promise<IndustryTrend[]> {
    return this.trends;
  }
}

const k = (thousands: number) => `${thousands.toLocaleString('en-US', { maximumFractionDigits: 1 })}k`;
const signed = (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent).toFixed(1)}%`;

function industryTrends(model: EnergyDemandModel): IndustryTrend[] {
  // One row per BLS line item, named by the career paths that map to it.
  const lineItems = new Map<string, { path: CareerPathRecord; titles: string[] }>();
  for (const path of model.careerPaths) {
    const item = lineItems.get(path.socCode) ?? { path, titles: [] };
    item.titles.push(path.title.toLowerCase());
    lineItems.set(path.socCode, item);
  }
  const items = [...lineItems.values()];
  const describe = ({ path, titles }: { path: CareerPathRecord; titles: string[] }) =>
    `${path.blsTitle} (${titles.join(', ')}) ${signed(path.growthPercent)}, ${k(path.employment2024Thousands)} → ${k(path.employment2034Thousands)} jobs`;
  const trends: IndustryTrend[] = [];

  const growing = [...items].sort((a, b) => b.path.growthPercent - a.path.growthPercent).slice(0, 3);
  trends.push({
    title: `${growing[0]!.path.blsTitle} are the fastest-growing energy occupation`,
    detail: `Projected employment change 2024–34: ${growing.map(describe).join('; ')}.`,
    ...BLS_PROJECTIONS,
  });

  const shrinking = items.filter((i) => i.path.growthPercent < 0).sort((a, b) => a.path.growthPercent - b.path.growthPercent).slice(0, 3);
  if (shrinking.length) {
    trends.push({
      title: 'Conventional plant operation is shrinking',
      detail: `Projected employment change 2024–34: ${shrinking.map(describe).join('; ')}.`,
      ...BLS_PROJECTIONS,
    });
  }

  // "… all other" line items are catch-alls with few energy jobs in them: left out of the openings ranking.
  const openings = items.filter((i) => !/all other/i.test(i.path.blsTitle)).sort((a, b) => b.path.annualOpeningsThousands - a.path.annualOpeningsThousands).slice(0, 3);
  trends.push({
    title: 'Most job openings among energy occupations',
    detail: `Projected openings a year, 2024–34 (growth and replacement): ${openings.map((i) => `${i.path.blsTitle} ${k(i.path.annualOpeningsThousands)}`).join('; ')}.`,
    ...BLS_PROJECTIONS,
  });

  // The trending skills (general-purpose tools such as office software left out, see EnergySkill.generic).
  const top = model.trending.slice(0, 20);
  const green = top.filter((s) => s.concept?.tags.includes('green'));
  const allGreen = model.trending.filter((s) => s.concept?.tags.includes('green'));
  const tools = model.trending.filter((s) => s.technologyOccupations > 0).length;
  trends.push({
    title: `${green.length} of the 20 most demanded energy skills are green skills`,
    detail:
      `${green.length} of the 20 skills most in demand across ${model.careerPaths.length} energy occupations are in ESCO's green skills collection` +
      (green.length ? ` (${green.slice(0, 5).map((s) => s.label).join(', ')})` : '') +
      `; ${allGreen.length} of the ${model.trending.length} skills and tools they require are (${tools} of them O*NET technology skills; general-purpose software left out).` +
      ` Demand weighted by BLS projected openings and growth 2024–34.`,
    source: `${ESCO.source} (green skills collection; essential skills of energy occupations) and O*NET 30.2 Technology Skills (${ONET.source}), weighted by the ${BLS_PROJECTIONS.source}`,
    year: BLS_PROJECTIONS.year,
  });
  return trends;
}

let loading: Promise<EnergyDemandModel> | undefined;

/** The demand model over the shipped reference data, read once per process. */
export function loadEnergyDemandModel(): Promise<EnergyDemandModel> {
  loading ??= Promise.all([readCareerPathsFile(), readTaxonomyFile()]).then(
    ([{ careerPaths }, { concepts }]) => new EnergyDemandModel(careerPaths, concepts),
    (err: unknown) => {
      loading = undefined; // let a later call try again
      throw err;
    },
  );
  return loading;
}

/** The reference-data providers (occupation demand and trending skills, career-path matches, industry trends), sharing one model. */
export async function createReferenceMarketProviders(): Promise<MarketDataProvider[]> {
  const model = await loadEnergyDemandModel();
  return [new EnergyOccupationDemandProvider(model), new CareerPathMatchProvider(model), new EnergyIndustryTrendsProvider(model)];
}
