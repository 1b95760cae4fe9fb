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
    const epic = (await demandOf('Epic Systems'))!; // an O*NET hot technology (health records) no energy occupation uses
    for (const low of [bakery, epic]) {
      expect(low).toBeGreaterThanOrEqual(20);
      expect(low).toBeLessThanOrEqual(59);
    }
    expect(epic).toBeGreaterThan(bakery);
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

  it('counts the O*NET technology skills of the energy occupations that use them: SCADA, PLC and AutoCAD rank high', async () => {
    const scada = model.demandOf(skill('Supervisory control and data acquisition SCADA software'))!;
    const plc = model.demandOf(skill('Programmable logic controller PLC software'))!;
    const autocad = model.demandOf(skill('Autodesk AutoCAD'))!;
    for (const tool of [scada, plc, autocad]) {
      expect(tool.demand).toBeGreaterThanOrEqual(80);
      expect(tool.technologyOccupations).toBe(tool.occupations);
      expect(tool.concept?.source).toBe('onet');
      expect(tool.escoUri).toBeNull();
      expect(tool.source).toMatch(/^O\*NET 30\.2 Technology Skills \(O\*NET 30\.2 Database, USDOL\/ETA\) of 40 energy occupations, weighted by .*U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34$/);
      expect(tool.year).toBe(2026);
    }
    // SCADA software: wind turbine technicians, power plant operators and dispatchers, electrical engineers, … (O*NET-SOC).
    expect(scada.occupations).toBeGreaterThanOrEqual(20);
    const wind = model.careerPaths.find((p) => p.title === 'Onshore wind farm technician')!;
    expect(scada.weight).toBeGreaterThan(EnergyDemandModel.occupationWeight(wind));
    // Same weighting as the ESCO skills: W = Σ w(p) over the paths that list the tool.
    const users = model.careerPaths.filter((p) => p.technologySkills.some((t) => t.label === 'Autodesk AutoCAD'));
    expect(autocad.occupations).toBe(users.length);
    expect(autocad.weight).toBeCloseTo(users.reduce((sum, p) => sum + EnergyDemandModel.occupationWeight(p), 0), 9);
    // Specialist tools of a few engineering occupations: medium or high.
    for (const name of ['ETAP', 'PVsyst', 'The MathWorks MATLAB']) expect(await demandOf(name)).toBeGreaterThanOrEqual(60);
    // Tools of occupations outside energy stay low (photonics engineers and online merchants share the energy
    // engineers' and energy assessors' "all other" SOC line items, but not their O*NET-SOC occupations).
    for (const name of ['Zemax', 'Shopify software', 'Blackbaud The Raiser\'s Edge']) {
      const other = model.demandOf(skill(name))!;
      expect(other.occupations).toBe(0);
      expect(other.demand).toBeGreaterThanOrEqual(20);
      expect(other.demand).toBeLessThanOrEqual(59);
      expect(other.source).toMatch(/^O\*NET 30\.2 Database, USDOL\/ETA.*not an essential skill of the energy occupations$/);
    }
  });

  it('attributes a skill that is both an ESCO essential skill and an O*NET tool to both, counting each occupation once', async () => {
    // None of the shipped paths lists a skill both ways today: two paths built from the wind technician's.
    const { concepts } = await readTaxonomyFile();
    const wind = model.careerPaths.find((p) => p.title === 'Onshore wind farm technician')!;
    const matlab = { id: 'skill/c3a03c5a-c260-4c26-9b9a-873abb396f4d', label: 'MATLAB', hot: false, inDemand: false, onetOccupationShare: 0.5 };
    const paths = [
      { ...wind, id: 'a', sharedSoc: 1, requiredSkills: ['MATLAB', 'electricity'], technologySkills: [matlab] },
      { ...wind, id: 'b', sharedSoc: 1, requiredSkills: ['electricity'], technologySkills: [matlab] },
    ];
    const small = new EnergyDemandModel(paths, concepts);
    const both = small.demandOf(skill('matlab'))!;
    expect(both).toMatchObject({ label: 'MATLAB', occupations: 2, technologyOccupations: 2, generic: false, year: 2026 });
    expect(both.weight).toBeCloseTo(2 * EnergyDemandModel.occupationWeight(paths[0]!), 9);
    expect(both.escoUri).toBe('http://data.europa.eu/esco/skill/c3a03c5a-c260-4c26-9b9a-873abb396f4d');
    expect(both.source).toMatch(/^ESCO v1\.1\.1 essential skills and O\*NET 30\.2 Technology Skills \(O\*NET 30\.2 Database, USDOL\/ETA\) of 2 energy occupations/);
    for (const s of model.ranked.filter((r) => r.technologyOccupations === 0)) {
      expect(s.source).toMatch(/^ESCO v1\.1\.1 essential skills of 40 energy occupations/);
      expect(s.year).toBe(2024);
    }
    for (const s of model.ranked) expect(s.occupations).toBeLessThanOrEqual(model.careerPaths.length);
  });

  it('leaves general-purpose software out of the trending skills, not out of the demand', async () => {
    const excel = model.demandOf(skill('Microsoft Excel'))!;
    expect(excel).toMatchObject({ generic: true, occupations: 40 });
    expect(excel.demand).toBeGreaterThanOrEqual(80);
    expect(model.trending.some((s) => s.label === 'Microsoft Excel')).toBe(false);
    expect(model.trending.length).toBe(model.ranked.length - model.ranked.filter((s) => s.generic).length);
    for (const s of model.ranked.filter((r) => r.generic)) {
      expect(s.technologyOccupations).toBe(s.occupations); // an ESCO essential skill is never generic
    }
    expect(model.demandOf(skill('Supervisory control and data acquisition SCADA software'))!.generic).toBe(false);
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

  it('lists the trending skills most demanded first, each with its ESCO URI (O*NET tools have none), source and year', async () => {
    const trending = await demand.trendingSkills();
    expect(trending).toHaveLength(20);
    expect(new Set(trending.map((t) => t.skill.toLowerCase())).size).toBe(20);
    for (let i = 1; i < trending.length; i += 1) expect(trending[i]!.demand).toBeLessThanOrEqual(trending[i - 1]!.demand);
    const names = trending.map((t) => t.skill);
    expect(names).toContain('electricity');
    expect(names).toContain('Supervisory control and data acquisition SCADA software');
    expect(names).not.toContain('Microsoft Excel');
    for (const t of trending) {
      const tool = model.demandOf(skill(t.skill))!.technologyOccupations > 0;
      if (tool) {
        expect(t.source).toMatch(/O\*NET 30\.2 Technology Skills.*U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34/);
        expect(t.year).toBe(2026);
      } else {
        expect(t.escoUri).toMatch(/^http:\/\/data\.europa\.eu\/esco\/skill\//);
        expect(t.source).toMatch(/^ESCO v1\.1\.1.*U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34/);
        expect(t.year).toBe(2024);
      }
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
