import { describe, expect, it } from '@jest/globals';
import { readCareerPathsFile, readTaxonomyFile } from './index.js';

describe('shipped reference data', () => {
  it('holds the ESCO skills with their synonyms and the O*NET technologies, versioned', async () => {
    const taxonomy = await readTaxonomyFile();
    expect(taxonomy.version).toMatch(/^[0-9a-f]{16}$/);
    const skills = taxonomy.concepts.filter((c) => c.kind === 'skill');
    expect(skills.filter((c) => c.source === 'esco').length).toBeGreaterThan(13_000);
    expect(skills.filter((c) => c.source === 'onet').length).toBeGreaterThan(8_000);
    expect(skills.find((c) => c.label === 'install photovoltaic systems')?.alt.length).toBeGreaterThan(0);
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
    }
  });
});
