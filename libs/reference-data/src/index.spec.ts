import { describe, expect, it } from '@jest/globals';
import { readCareerPathsFile, readCareerPathsVersion, readTaxonomyFile, readTaxonomyVersion, readWordVectorsFile } from './index.js';

describe('shipped reference data', () => {
  it('holds unit word vectors for the taxonomy words, quantised to 8 bits', async () => {
    const { dimensions, words, vectors } = await readWordVectorsFile();
    expect(dimensions).toBe(100);
    expect(vectors.length).toBe(words.length * dimensions);
    const at = words.indexOf('turbine');
    expect(at).toBeGreaterThanOrEqual(0);
    const norm = Math.hypot(...vectors.subarray(at * dimensions, (at + 1) * dimensions)) / 127;
    expect(norm).toBeCloseTo(1, 1);
  });

  it('holds the ESCO skills with their synonyms and the O*NET technologies, versioned', async () => {
    const taxonomy = await readTaxonomyFile();
    expect(taxonomy.version).toMatch(/^[0-9a-f]{16}$/);
    const skills = taxonomy.concepts.filter((c) => c.kind === 'skill');
    expect(skills.filter((c) => c.source === 'esco').length).toBeGreaterThan(13_000);
    expect(skills.filter((c) => c.source === 'onet').length).toBeGreaterThan(8_000);
    expect(skills.find((c) => c.label === 'install photovoltaic systems')?.alt.length).toBeGreaterThan(0);
  });

  it('reads each file\'s version from its first bytes, as parsing it whole gives', async () => {
    expect(await readTaxonomyVersion()).toBe((await readTaxonomyFile()).version);
    expect(await readCareerPathsVersion()).toBe((await readCareerPathsFile()).version);
  });

  it('holds at least 30 energy career paths with required skills and sourced BLS figures', async () => {
    const { careerPaths } = await readCareerPathsFile();
    expect(careerPaths.length).toBeGreaterThanOrEqual(30);
    for (const path of careerPaths) {
      expect(path.requiredSkills.length).toBeGreaterThan(0);
      expect(path.averageSalary).toBeGreaterThan(0);
      expect(path.salarySource).toMatch(/Bureau of Labor Statistics/);
      expect(path.growthSource).toMatch(/Bureau of Labor Statistics/);
      expect(path.annualOpeningsThousands).toBeGreaterThan(0);
      expect(path.employment2024Thousands).toBeGreaterThan(0);
      expect(path.employment2034Thousands).toBeGreaterThan(0);
      expect(path.projectionSource).toMatch(/Bureau of Labor Statistics, Employment Projections 2024–34/);
      expect(path.projectionYear).toBe(2024);
      expect(path.sharedSoc).toBe(careerPaths.filter((p) => p.socCode === path.socCode).length);
      expect(path.onetSocCodes.length).toBeGreaterThan(0);
      for (const code of path.onetSocCodes) expect(code.startsWith(`${path.socCode}.`) || path.socCode === '51-2028').toBe(true);
      expect(path.technologySkills.length).toBeGreaterThan(0);
      expect(path.technologySource).toMatch(/^O\*NET 30\.2 Technology Skills \(/);
    }
  });

  it('gives each career path the O*NET technology skills of its occupations, as taxonomy concepts with O*NET flags', async () => {
    const [{ careerPaths }, { concepts }] = await Promise.all([readCareerPathsFile(), readTaxonomyFile()]);
    const byId = new Map(concepts.map((c) => [c.id, c]));
    for (const path of careerPaths) {
      for (const t of path.technologySkills) expect(byId.get(t.id)?.label).toBe(t.label);
    }
    const wind = careerPaths.find((p) => p.title === 'Onshore wind farm technician')!;
    expect(wind.onetSocCodes).toEqual(['49-9081.00']);
    expect(wind.technologySkills.map((t) => t.label)).toContain('Supervisory control and data acquisition SCADA software');
    const solar = careerPaths.find((p) => p.title === 'Solar energy engineer')!;
    expect(solar.onetSocCodes).toEqual(['17-2199.03', '17-2199.10', '17-2199.11']); // not photonics or robotics engineers
    expect(solar.technologySkills.find((t) => t.label === 'PVsyst')).toMatchObject({ hot: false, inDemand: true, onetOccupationShare: 0.002 });
    expect(solar.technologySkills.find((t) => t.label === 'Microsoft Excel')?.onetOccupationShare).toBeGreaterThan(0.9);
    expect(solar.technologySkills.find((t) => t.label === 'Autodesk AutoCAD')).toMatchObject({ hot: true, inDemand: true });
    expect(careerPaths.find((p) => p.socCode === '51-2028')!.onetSocCodes).toEqual(['51-2022.00', '51-2023.00']);
  });
});
