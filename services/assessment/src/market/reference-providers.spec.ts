import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Logger } from '@ecp/logger';
import { readTaxonomyFile } from '@ecp/reference-data';
import {
  CareerPathMatchProvider,
  EnergyDemandModel,
  EnergyIndustryTrendsProvider,
  EnergyOccupationDemandProvider,
  MarketDataRegistry,
  createReferenceMarketProviders,
  growthRate,
  loadEnergyDemandModel,
  taxonomyIdOf,
  type MarketQuery,
  type MarketSnapshot,
} from './index.js';

const skill = (name: string, escoUri: string | null = null) => ({ name, escoUri });

/** A wind turbine technician's CV, as the analyzer would assess it: 10 skills, not all from the ESCO occupation. */
const windTechnician: MarketQuery = {
  skills: [
    'maintain wind turbines',
    'inspect wind turbines',
    'follow safety procedures when working at heights',
    'electricity',
    'maintain electrical equipment',
    'resolve equipment malfunctions',
    'provide first aid',
    'hydraulics',
    'use hand tools',
    'Microsoft Excel',
  ].map((name) => skill(name)),
};

let model: EnergyDemandModel;
let demand: EnergyOccupationDemandProvider;
let matches: CareerPathMatchProvider;

beforeAll(async () => {
  model = await loadEnergyDemandModel();
  demand = new EnergyOccupationDemandProvider(model);
  matches = new CareerPathMatchProvider(model);
});

const demandOf = async (name: string, escoUri: string | null = null) => (await demand.skillDemand({ skills: [skill(name, escoUri)] }))[0]?.demand;

describe('energy occupation demand (reference data)', () => {
  it('rates the skills energy occupations need in 50–99, the most demanded in 80–99, most first', () => {
    expect(model.ranked.length).toBeGreaterThan(300);
    for (const s of model.ranked) {
      expect(s.demand).toBeGreaterThanOrEqual(50);
      expect(s.demand).toBeLessThanOrEqual(99);
    }
    for (let i = 1; i < model.ranked.length; i += 1) expect(model.ranked[i]!.demand).toBeLessThanOrEqual(model.ranked[i - 1]!.demand);
    expect(model.ranked[0]!.demand).toBe(99);
    expect(model.ranked.slice(0, 20).every((s) => s.demand >= 80)).toBe(true);
    expect(model.ranked.filter((s) => s.demand < 80).length).toBeGreaterThan(100); // a real medium band
  });

  it('gives wind and solar skills high demand, skills of one shrinking occupation medium demand', async () => {
    expect(await demandOf('maintain wind turbines')).toBeGreaterThanOrEqual(80);
    expect(await demandOf('install photovoltaic systems')).toBeGreaterThanOrEqual(80);
    expect(await demandOf('electricity')).toBeGreaterThanOrEqual(95);
    const nuclear = (await demandOf('maintain nuclear reactors'))!;
    expect(nuclear).toBeGreaterThanOrEqual(50);
    expect(nuclear).toBeLessThan(80);
    expect(nuclear).toBeLessThan((await demandOf('maintain wind turbines'))!);
  });

  it('gives skills no energy occupation lists a low score, higher for hot, green or digital ones', async () => {
    const bakery = (await demandOf('prepare bakery products'))!;
    const python = (await demandOf('Python'))!; // an O*NET hot technology
    for (const low of [bakery, python]) {
      expect(low).toBeGreaterThanOrEqual(20);
      expect(low).toBeLessThanOrEqual(59);
    }
    expect(python).toBeGreaterThan(bakery);
    // Every unlisted concept stays in 20–59.
    const { concepts } = await readTaxonomyFile();
    const listed = new Set(model.ranked.map((s) => s.label.toLowerCase()));
    const unlisted = concepts.filter((c) => c.kind === 'skill' && !listed.has(c.label.toLowerCase())).slice(0, 2_000);
    for (const c of unlisted) {
      const d = model.demandOf({ name: c.label, escoUri: null })!.demand;
      expect(d).toBeGreaterThanOrEqual(20);
      expect(d).toBeLessThanOrEqual(59);
    }
  });

  it('matches skills case-insensitively by label, by alternative label, and by ESCO URI', async () => {
    const uri = model.ranked.find((s) => s.label === 'maintain wind turbines')!.escoUri!;
    expect(uri).toMatch(/^http:\/\/data\.europa\.eu\/esco\/skill\/[0-9a-f-]{36}$/);
    expect(taxonomyIdOf(uri)).toBe(uri.replace('http://data.europa.eu/esco/', ''));
    const expected = await demandOf('maintain wind turbines');
    expect(await demandOf('Maintain Wind Turbines')).toBe(expected);
    expect(await demandOf('wind turbine servicing (as named in the CV)', uri)).toBe(expected);
    expect(await demandOf('prepare bakery products', uri)).toBe(expected); // the URI wins over the name
    const byUri = await matches.jobMatches({ skills: [skill('a label the taxonomy does not know', uri)] });
    expect(byUri.some((m) => m.title === 'Onshore wind farm technician' && !m.missingSkills.includes('maintain wind turbines'))).toBe(true);
    const photovoltaic = (await readTaxonomyFile()).concepts.find((c) => c.label === 'install photovoltaic systems')!;
    expect(await demandOf(photovoltaic.alt[0]!)).toBe(await demandOf('install photovoltaic systems'));
    // Unknown to the taxonomy: no figure rather than a made-up one; the name comes back as queried.
    const answer = await demand.skillDemand({ skills: [skill('Quantum basket weaving'), skill('ELECTRICITY')] });
    expect(answer.map((d) => d.skill)).toEqual(['ELECTRICITY']);
  });

  it('lists the trending skills most demanded first, each with its ESCO URI, source and year', async () => {
    const trending = await demand.trendingSkills();
    expect(trending).toHaveLength(20);
    expect(new Set(trending.map((t) => t.skill.toLowerCase())).size).toBe(20);
    for (let i = 1; i < trending.length; i += 1) expect(trending[i]!.demand).toBeLessThanOrEqual(trending[i - 1]!.demand);
    expect(trending.map((t) => t.skill)).toContain('electricity');
    for (const t of trending) {
      expect(t.escoUri).toMatch(/^http:\/\/data\.europa\.eu\/esco\/skill\//);
      expect(t.source).toMatch(/ESCO v1\.1\.1.*U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34/);
      expect(t.year).toBe(2024);
    }
  });
});

describe('career-path job matches (reference data)', () => {
  it('ranks the wind technician paths first for a wind technician', async () => {
    const result = await matches.jobMatches(windTechnician);
    expect(result[0]!.title).toBe('Onshore wind farm technician');
    expect(result.slice(0, 2).map((m) => m.title)).toContain('Offshore renewable energy technician');
    expect(result[0]!.matchScore).toBeGreaterThanOrEqual(30);
    expect(result[0]!.matchScore).toBeLessThanOrEqual(100);
    for (let i = 1; i < result.length; i += 1) expect(result[i]!.matchScore).toBeLessThanOrEqual(result[i - 1]!.matchScore);
    expect(result.length).toBeLessThanOrEqual(10);
  });

  it('says what is missing, most demanded first, and shows pay and growth with their sources', async () => {
    const [top] = await matches.jobMatches(windTechnician);
    const have = new Set(windTechnician.skills.map((s) => s.name.toLowerCase()));
    expect(top!.missingSkills.length).toBeGreaterThan(0);
    expect(top!.missingSkills.length).toBeLessThanOrEqual(10);
    for (const missing of top!.missingSkills) {
      expect(have.has(missing.toLowerCase())).toBe(false);
      expect(top!.requiredSkills).toContain(missing);
    }
    const demands = top!.missingSkills.map((s) => model.listedDemand(s));
    expect([...demands].sort((a, b) => b - a)).toEqual(demands);
    expect(top).toMatchObject({
      estimatedSalary: 62_580,
      salaryYear: 2024,
      growthPercent: 49.9,
      growthRate: '+50%',
      growthPeriod: '2024–34',
    });
    expect(top!.salarySource).toMatch(/^U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34.*SOC 49-9081/);
    expect(top!.growthSource).toMatch(/^U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34.*SOC 49-9081/);
  });

  it('scores by the share of the path’s skills the user has, and finds nothing for an unrelated CV', async () => {
    const path = model.careerPaths.find((p) => p.title === 'Onshore wind farm technician')!;
    const all = await matches.jobMatches({ skills: path.requiredSkills.map((s) => skill(s.toUpperCase())) });
    expect(all[0]).toMatchObject({ title: 'Onshore wind farm technician', matchScore: 100, missingSkills: [] });
    const five = await matches.jobMatches({ skills: path.requiredSkills.slice(0, 5).map((s) => skill(s)) });
    const R = path.requiredSkills.length;
    const C = CareerPathMatchProvider.CORE_SKILLS;
    expect(five.find((m) => m.careerPathId === path.id)!.matchScore).toBe(Math.round((100 * 5) / (C + ((R - C) * 5) / R)));
    // Only a complete match scores 100; every further skill raises the score.
    expect(all.filter((m) => m.matchScore === 100)).toHaveLength(1);
    const scores = [1, 5, 10, 20, R - 1].map((n) => {
      const answer = matches.jobMatches({ skills: path.requiredSkills.slice(0, n).map((s) => skill(s)) });
      return answer.then((list) => list.find((m) => m.careerPathId === path.id)!.matchScore);
    });
    const resolved = await Promise.all(scores);
    expect([...resolved].sort((a, b) => a - b)).toEqual(resolved);
    expect(new Set(resolved).size).toBe(resolved.length);
    expect(resolved.at(-1)).toBeLessThan(100);
    expect(await matches.jobMatches({ skills: [skill('prepare bakery products')] })).toEqual([]);
  });

  it('formats growth as a signed whole percentage', () => {
    expect([growthRate(49.9), growthRate(-3.2), growthRate(0), growthRate(0.4)]).toEqual(['+50%', '-3%', '0%', '0%']);
  });
});

describe('energy industry trends (reference data)', () => {
  it('names the fastest-growing and the shrinking occupations and the green share of demand, each sourced', async () => {
    const trends = await new EnergyIndustryTrendsProvider(model).industryTrends();
    expect(trends.length).toBeGreaterThanOrEqual(3);
    expect(trends[0]!.title).toMatch(/Wind turbine service technicians/);
    expect(trends[0]!.detail).toMatch(/\+49\.9%/);
    expect(trends.some((t) => /green skills/.test(t.title))).toBe(true);
    expect(trends.some((t) => /Nuclear power reactor operators \(nuclear reactor operator\) −15\.3%/.test(t.detail))).toBe(true);
    for (const t of trends) {
      expect(t.source).toMatch(/U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34/);
      expect(t.year).toBe(2024);
    }
  });
});

describe('reference providers through the registry', () => {
  let snapshot: MarketSnapshot;
  const warnings: unknown[] = [];

  beforeAll(async () => {
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
    snapshot = await new MarketDataRegistry(await createReferenceMarketProviders(), logger).snapshot(windTechnician);
  });

  it('answers every part of the snapshot from the reference data', () => {
    expect(warnings).toEqual([]);
    expect(snapshot.skillDemand.map((d) => d.skill)).toEqual(windTechnician.skills.map((s) => s.name));
    expect(snapshot.trendingSkills).toHaveLength(20);
    expect(snapshot.jobMatches[0]!.title).toBe('Onshore wind farm technician');
    expect(snapshot.industryTrends.length).toBeGreaterThanOrEqual(3);
    expect(new Set(snapshot.dataSources.map((s) => s.provider))).toEqual(
      new Set(['energy-occupation-demand', 'energy-career-paths', 'energy-industry-trends']),
    );
  });

  it('attributes every figure to a named dataset with a year', () => {
    const attributed = /U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34|ESCO v1\.1\.1|O\*NET 30\.2/;
    const figures = [
      ...snapshot.skillDemand,
      ...snapshot.trendingSkills,
      ...snapshot.industryTrends,
      ...snapshot.dataSources,
      ...snapshot.jobMatches.flatMap((m) => [
        { source: m.salarySource, year: m.salaryYear },
        { source: m.growthSource, year: Number.parseInt(m.growthPeriod, 10) },
      ]),
    ];
    expect(figures.length).toBeGreaterThan(30);
    for (const f of figures) {
      expect(f.source).toMatch(attributed);
      expect(f.year).toBeGreaterThanOrEqual(2022);
      expect(f.year).toBeLessThanOrEqual(2026);
    }
  });

  it('loads the reference data once', async () => {
    expect(await loadEnergyDemandModel()).toBe(model);
  });
});
