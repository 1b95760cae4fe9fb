import type { Logger } from '@ecp/logger';
import type {
  DataSource,
  FigureSource,
  IndustryTrend,
  JobMatch,
  MarketDataProvider,
  MarketQuery,
  MarketSnapshot,
  SkillDemand,
  TrendingSkill,
} from './market-data.js';

export interface MarketDataRegistryOptions {
  /** How long one provider call may take before it is skipped, in ms. Default 2,000. */
  timeoutMs?: number;
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 2_000;

type Call = 'skillDemand' | 'trendingSkills' | 'jobMatches' | 'industryTrends';

/** A provider call that took longer than the registry's timeout. */
export class MarketDataTimeoutError extends Error {
  constructor(provider: string, call: Call, timeoutMs: number) {
    super(`market-data provider "${provider}" did not answer ${call} within ${timeoutMs} ms`);
    this.name = 'MarketDataTimeoutError';
  }
}

interface ProviderAnswer {
  provider: MarketDataProvider;
  skillDemand?: SkillDemand[];
  trendingSkills?: TrendingSkill[];
  jobMatches?: JobMatch[];
  industryTrends?: IndustryTrend[];
  /** At least one of its calls answered. */
  answered: boolean;
}

const key = (text: string) => text.trim().toLowerCase();
const attributed = (source: unknown, year: unknown) => typeof source === 'string' && source.trim() !== '' && Number.isInteger(year);
const hasSource = (figure: FigureSource) => attributed(figure?.source, figure?.year);
/** A job match's pay and growth each say where they come from (the growth's year is its period's first). */
const jobMatchHasSources = (match: JobMatch) =>
  attributed(match?.salarySource, match?.salaryYear) && attributed(match?.growthSource, Number.parseInt(match?.growthPeriod, 10));

/**
 * Asks every registered provider for what it implements, all calls in parallel, and merges the answers.
 *
 * A call that throws, rejects, answers something other than an array, or takes longer than the timeout is
 * logged and skipped (spec §8); the provider's other calls and the other providers still count. Figures without
 * a source and year are dropped: every figure on screen says where it comes from.
 *
 * Merging:
 * - skill demand: one entry per skill (case-insensitive); when several providers know a skill, the HIGHER demand
 *   wins and keeps its own source and year (an average would mix two sources into a figure neither published).
 *   Entries follow the order of the query's skills.
 * - trending skills: de-duplicated case-insensitively (the higher demand wins), most in demand first.
 * - job matches: de-duplicated by career path (or title), best match first, then the higher salary, then title.
 * - industry trends: every provider's, in registration order, without repeats.
 * - data sources: each provider that answered at least one call, with its sources and years.
 */
export class MarketDataRegistry {
  private readonly timeoutMs: number;

  constructor(
    private readonly providers: readonly MarketDataProvider[],
    private readonly logger: Logger,
    options: MarketDataRegistryOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
    if (!(this.timeoutMs > 0)) throw new RangeError(`timeoutMs must be positive, got ${this.timeoutMs}`);
  }

  async snapshot(query: MarketQuery): Promise<MarketSnapshot> {
    const answers = await Promise.all(this.providers.map((provider) => this.ask(provider, query)));
    return {
      skillDemand: mergeSkillDemand(answers.flatMap((a) => a.skillDemand ?? []), query),
      trendingSkills: mergeTrending(answers.flatMap((a) => a.trendingSkills ?? [])),
      jobMatches: mergeJobMatches(answers.flatMap((a) => a.jobMatches ?? [])),
      industryTrends: uniqueBy(answers.flatMap((a) => a.industryTrends ?? []), (t) => `${key(t.title)}\u0000${key(t.detail)}`),
      dataSources: answers.filter((a) => a.answered).flatMap(dataSourcesOf),
    };
  }

  private async ask(provider: MarketDataProvider, query: MarketQuery): Promise<ProviderAnswer> {
    const answer: ProviderAnswer = { provider, answered: false };
    const calls: Promise<void>[] = [];
    const call = <T>(name: Call, method: (() => Promise<T[]>) | undefined, store: (figures: T[]) => void, isSourced: (figure: T) => boolean) => {
      if (!method) return;
      calls.push(
        this.withTimeout(provider.name, name, method).then(
          (figures) => {
            if (!Array.isArray(figures)) throw new TypeError(`${name} answered ${typeof figures}, not an array`);
            const sourced = figures.filter(isSourced);
            if (sourced.length < figures.length) {
              this.logger.warn({ provider: provider.name, call: name, dropped: figures.length - sourced.length }, 'market-data figures without source and year dropped');
            }
            store(sourced);
            answer.answered = true;
          },
        ).catch((err: unknown) => {
          this.logger.warn({ err, provider: provider.name, call: name, timeoutMs: this.timeoutMs }, 'market-data provider failed; skipped');
        }),
      );
    };
    call('skillDemand', provider.skillDemand && (() => provider.skillDemand!(query)), (f) => (answer.skillDemand = f), hasSource);
    call('trendingSkills', provider.trendingSkills && (() => provider.trendingSkills!()), (f) => (answer.trendingSkills = f), hasSource);
    call('jobMatches', provider.jobMatches && (() => provider.jobMatches!(query)), (f) => (answer.jobMatches = f), jobMatchHasSources);
    call('industryTrends', provider.industryTrends && (() => provider.industryTrends!()), (f) => (answer.industryTrends = f), hasSource);
    await Promise.all(calls);
    return answer;
  }

  private withTimeout<T>(provider: string, name: Call, work: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new MarketDataTimeoutError(provider, name, this.timeoutMs)), this.timeoutMs);
    });
    // Promise.resolve().then(work): a provider that throws synchronously fails like one that rejects.
    return Promise.race([Promise.resolve().then(work), timeout]).finally(() => clearTimeout(timer));
  }
}

function dataSourcesOf(answer: ProviderAnswer): DataSource[] {
  const provider = answer.provider.name;
  const declared = answer.provider.sources;
  const sources: readonly FigureSource[] = declared?.length
    ? declared
    : [
        ...(answer.skillDemand ?? []),
        ...(answer.trendingSkills ?? []),
        ...(answer.industryTrends ?? []),
        ...(answer.jobMatches ?? []).flatMap((m) => [
          { source: m.salarySource, year: m.salaryYear },
          { source: m.growthSource, year: Number.parseInt(m.growthPeriod, 10) },
        ]),
      ];
  return uniqueBy(
    sources.map(({ source, year }) => ({ provider, source, year })),
    (s) => `${s.source}\u0000${s.year}`,
  );
}

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = keyOf(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The better of two figures for one thing: the higher value, then the later year. */
function better<T extends FigureSource>(a: T, b: T, value: (figure: T) => number): T {
  if (value(a) !== value(b)) return value(a) > value(b) ? a : b;
  return b.year > a.year ? b : a;
}

function mergeSkillDemand(figures: SkillDemand[], query: MarketQuery): SkillDemand[] {
  const bySkill = new Map<string, SkillDemand>();
  for (const figure of figures) {
    const k = key(figure.skill);
    const current = bySkill.get(k);
    bySkill.set(k, current ? better(current, figure, (f) => f.demand) : figure);
  }
  const order = new Map(query.skills.map((s, i) => [key(s.name), i] as const));
  const position = (f: SkillDemand) => order.get(key(f.skill)) ?? Number.MAX_SAFE_INTEGER;
  return [...bySkill.values()].sort((a, b) => position(a) - position(b));
}

function mergeTrending(figures: TrendingSkill[]): TrendingSkill[] {
  const bySkill = new Map<string, TrendingSkill>();
  for (const figure of figures) {
    const k = key(figure.skill);
    const current = bySkill.get(k);
    if (!current) bySkill.set(k, figure);
    else {
      const winner = better(current, figure, (f) => f.demand);
      bySkill.set(k, { ...winner, escoUri: winner.escoUri ?? (winner === current ? figure : current).escoUri });
    }
  }
  return [...bySkill.values()].sort((a, b) => b.demand - a.demand || a.skill.localeCompare(b.skill, 'en'));
}

function mergeJobMatches(figures: JobMatch[]): JobMatch[] {
  const sorted = [...figures].sort(
    (a, b) => b.matchScore - a.matchScore || b.estimatedSalary - a.estimatedSalary || a.title.localeCompare(b.title, 'en'),
  );
  return uniqueBy(sorted, (m) => m.careerPathId ?? `title:${key(m.title)}`);
}
