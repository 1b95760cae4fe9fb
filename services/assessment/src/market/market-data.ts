/**
 * The market-data port. Every figure carries where it comes from (source and year) so the screens can
 * explain it. Providers are registered in a MarketDataRegistry, which asks each of them and merges
 * the answers; a provider that fails is logged and skipped (spec §8).
 */

/** Where a figure comes from, shown next to it. */
export interface FigureSource {
  source: string;
  year: number;
}

/** How much the energy job market asks for one skill, 0–100. */
export interface SkillDemand extends FigureSource {
  skill: string;
  demand: number;
}

/** A skill the market asks for most, most in demand first. */
export interface TrendingSkill extends FigureSource {
  skill: string;
  demand: number;
  escoUri: string | null;
}

/** An energy occupation the user could grow into, with its pay and outlook. */
export interface JobMatch {
  title: string;
  careerPathId: string | null;
  estimatedSalary: number;
  salarySource: string;
  salaryYear: number;
  /** 0–100: the share of the occupation's skills the user has. */
  matchScore: number;
  /** Display form of the projected growth, e.g. "+8%". */
  growthRate: string;
  growthPercent: number;
  growthSource: string;
  growthPeriod: string;
  requiredSkills: string[];
  missingSkills: string[];
}

export interface IndustryTrend extends FigureSource {
  title: string;
  detail: string;
}

/** One provider's contribution to a snapshot, listed as the assessment's data sources. */
export interface DataSource extends FigureSource {
  provider: string;
}

export interface MarketQuery {
  /** The assessed skills (taxonomy labels), with their ESCO concept when known. */
  skills: { name: string; escoUri: string | null }[];
}

/** A source of market figures; implement only what it knows. */
export interface MarketDataProvider {
  readonly name: string;
  /**
   * The datasets the provider's figures come from, listed as the snapshot's data sources when it answers.
   * Without it the registry lists the distinct source and year of the figures it returned.
   */
  readonly sources?: readonly FigureSource[];
  skillDemand?(query: MarketQuery): Promise<SkillDemand[]>;
  trendingSkills?(): Promise<TrendingSkill[]>;
  jobMatches?(query: MarketQuery): Promise<JobMatch[]>;
  industryTrends?(): Promise<IndustryTrend[]>;
}

/** What the registry answers for one query: every provider's figures merged. */
export interface MarketSnapshot {
  /** One entry per assessed skill a provider knows (names as queried). */
  skillDemand: SkillDemand[];
  /** Most in demand first. */
  trendingSkills: TrendingSkill[];
  /** Best match first. */
  jobMatches: JobMatch[];
  industryTrends: IndustryTrend[];
  dataSources: DataSource[];
}
