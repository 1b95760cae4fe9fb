import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEvent, MAX_SKILLS_PER_USER, SKILLS_FULL_MESSAGE } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { pollUntil } from '@ecp/testing';
import { startService, type RunningService } from '@ecp/runtime';
import { addRemoveFlow, EventLog, importAnalysisFlow, lateAnalysisAfterErasureFlow, knownUser } from '../test/skills-flows.js';
import { referenceData, userSkills } from './db/schema/index.js';
import { ProgressSnapshotRepository } from './progress-snapshot/progress-snapshot.repository.js';
import { skillsService } from './index.js';

describe('skills service (PGlite + in-process bus)', () => {
  const bus = new InProcessBus();
  const log = new EventLog();
  const dataDir = mkdtempSync(join(tmpdir(), 'skills-int-'));
  let service: RunningService;

  beforeAll(async () => {
    await bus.start();
    await log.listen(bus, 'test');
    service = await startService(skillsService, { bus, database: { engine: 'pglite', dataDir }, relayPollMs: 50 });
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await bus.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies its migrations and answers for itself and its database', async () => {
    await expect(bus.request('skills.health', {})).resolves.toEqual({ service: 'skills', ok: true, database: true });
  });

  it('adds and removes skills and toggles interests, announcing each change with the new totals', async () => {
    await addRemoveFlow(bus, log);
  });

  it('stores the skills of a CV analysis once, with source assessment, leaving held ones alone', async () => {
    await importAnalysisFlow(bus, log);
  }, 60_000);

  it("keeps nothing of an analysis that arrives after the person was erased (no skill, no event)", async () => {
    await lateAnalysisAfterErasureFlow(bus, log);
  }, 60_000);

  it('holds at most MAX_SKILLS_PER_USER skills a person: one more is refused with its message and stores nothing; an analysis adds up to it', async () => {
    const userId = await knownUser(bus);
    const rows = Array.from({ length: MAX_SKILLS_PER_USER - 1 }, (_, i) => ({ userId, skillName: `filler skill ${i}`, proficiencyLevel: 'intermediate' as const, source: 'manual' as const, taxonomyConceptId: null }));
    // Filled straight in (499 requests would take long), then the last place through the service.
    await service.database.db.insert(userSkills).values(rows);
    await expect(bus.request('skills.add-skill', { userId, skillName: 'the last one' })).resolves.toMatchObject({ skillName: 'the last one' });
    await expect(bus.request('skills.add-skill', { userId, skillName: 'one too many' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: SKILLS_FULL_MESSAGE });
    const held = async () => (await bus.request('skills.list-user-skills', { userId })).skills.length;
    expect(await held()).toBe(MAX_SKILLS_PER_USER);
    // A CV analysed now adds nothing past the cap (and says so: skills.imported with nothing added).
    await bus.request('skills.delete-skill', { userId, skillId: (await bus.request('skills.list-user-skills', { userId })).skills[0]!.id });
    await bus.publish(createEvent('cv.analysis.completed', {
      userId, assessmentId: randomUUID(), uploadId: randomUUID(), skillCount: 2, analyzer: 'built-in',
      skills: [{ name: 'maintain wind turbines', proficiency: 'advanced', escoUri: null }, { name: 'provide first aid', proficiency: 'advanced', escoUri: null }],
    }, { correlationId: randomUUID() }));
    const imported = await pollUntil(() => log.of('skills.imported', userId)[0] ?? null, { timeoutMs: 15_000 });
    expect(imported.data).toMatchObject({ added: ['maintain wind turbines'], totalSkills: MAX_SKILLS_PER_USER });
    expect(await held()).toBe(MAX_SKILLS_PER_USER);
  }, 60_000);

  it('pages the progress snapshot by skill rows too, so a page stays a small message; every user is in one page', async () => {
    const heavy = await Promise.all([knownUser(bus), knownUser(bus), knownUser(bus)]);
    for (const [i, userId] of heavy.entries()) for (let n = 0; n < 2; n += 1) await bus.request('skills.add-skill', { userId, skillName: `snapshot skill ${i}-${n}` });
    const repository = service.app.get(ProgressSnapshotRepository);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 1_000; pages += 1) {
      const page = await repository.page(after, 200, 3);
      // At most 3 skill rows a page unless its one user holds more.
      const rows = page.skills.length;
      expect(rows <= 3 || page.users.length === 1).toBe(true);
      seen.push(...page.users);
      if (!page.more) break;
      after = page.users.at(-1)!;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const userId of heavy) expect(seen).toContain(userId);
  }, 60_000);

  it('lists, reports and protects a user\'s skills with the spec\'s messages', async () => {
    const userId = await knownUser(bus);
    const other = await knownUser(bus);
    await expect(bus.request('skills.has-skills', { userId })).resolves.toEqual({ hasSkills: false });
    await expect(bus.request('skills.list-user-skills', { userId })).resolves.toEqual({ skills: [] });

    const python = await bus.request('skills.add-skill', { userId, skillName: 'Python' });
    await expect(bus.request('skills.has-skills', { userId })).resolves.toEqual({ hasSkills: true });
    await expect(bus.request('skills.add-skill', { userId, skillName: 'PYTHON' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Failed to add skill' });
    await expect(bus.request('skills.add-skill', { userId, skillName: '   ' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to add skill' });
    await expect(bus.request('skills.add-skill', { userId: randomUUID(), skillName: 'Python' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to add skill' });
    await expect(bus.request('skills.delete-skill', { userId: other, skillId: python.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to delete skill' });

    // Another user may hold the same name.
    await expect(bus.request('skills.add-skill', { userId: other, skillName: 'python' })).resolves.toMatchObject({ skillName: 'python' });
    const { skills } = await bus.request('skills.list-user-skills', { userId });
    expect(skills).toEqual([expect.objectContaining({ id: python.id, skillName: 'Python', proficiencyLevel: 'intermediate', source: 'manual' })]);
  });

  it('searches the whole taxonomy: labels and synonyms, held skills excluded, at most 50, best first', async () => {
    const userId = await knownUser(bus);
    const search = async (query: string) => (await bus.request('skills.search-skills', { userId, query })).results;

    const scada = await search('scad');
    expect(scada.length).toBeGreaterThan(0);
    expect(scada.length).toBeLessThanOrEqual(50);
    expect(scada.map((r) => r.name).join('\n')).toMatch(/SCADA/);

    // Of equal matches ESCO's skills come before O*NET's products: 'solar' is solar energy before SolarWinds.
    const solar = (await search('solar')).map((r) => r.name);
    expect(solar[0]).toMatch(/^solar/);
    expect(solar.findIndex((name) => /^solar/i.test(name) && !/solar ?winds/i.test(name))).toBeLessThan(solar.findIndex((name) => /solarwinds/i.test(name)));
    expect((await search('solar'))[0]!.origin).toBe('esco');

    const pv = await search('photovolt');
    expect(pv.map((r) => r.name)).toEqual(expect.arrayContaining(['install photovoltaic systems', 'mount photovoltaic panels', 'maintain photovoltaic systems']));

    const ene = await search('ENE');
    expect(ene).toHaveLength(50);
    const first = ene[0]!;
    expect(first.name.toLowerCase().startsWith('ene')).toBe(true);

    // Synonyms count: ESCO's "use CAD software" is found through its synonym "CAD".
    expect((await search('computer-aided design')).length).toBeGreaterThan(0);

    const { results: before } = await bus.request('skills.search-skills', { userId, query: '' });
    expect(before.map((r) => r.name)).toEqual([...before.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(before).toHaveLength(50);
    // The built-in suggestions are shown as the list spells them, also those ESCO labels in lower case.
    expect(before.map((r) => r.name)).toEqual(expect.arrayContaining(['Communication', 'Computer Vision', 'Deep Learning']));
    await bus.request('skills.add-skill', { userId, skillName: before[0]!.name.toUpperCase() });
    const { results: after } = await bus.request('skills.search-skills', { userId, query: '' });
    expect(after.map((r) => r.name)).not.toContain(before[0]!.name);
    expect((await search(before[0]!.name)).map((r) => r.name.toLowerCase())).not.toContain(before[0]!.name.toLowerCase());

    // A one-letter query's ranking is kept between requests; a skill added since is still left out of it.
    const a = await search('a');
    expect(a).toHaveLength(50);
    await bus.request('skills.add-skill', { userId, skillName: a[0]!.name });
    const again = await search('a');
    expect(again.map((r) => r.name)).toEqual([...a.slice(1).map((r) => r.name), again[49]!.name]);
  });

  it('offers at least 30 real energy career paths with BLS figures and the spec\'s match percent', async () => {
    const userId = await knownUser(bus);
    const { careerPaths } = await bus.request('skills.list-career-paths', { userId });
    expect(careerPaths.length).toBeGreaterThanOrEqual(30);
    const wind = careerPaths.find((p) => p.title === 'Onshore wind farm technician')!;
    expect(wind).toMatchObject({ averageSalary: 62580, salaryYear: 2024, growthPeriod: '2024–34', growthPercent: 49.9, matchPercentage: 0, interested: false, socCode: '49-9081' });
    expect(wind.salarySource).toMatch(/Bureau of Labor Statistics/);
    expect(wind.requiredSkills).toContain('inspect wind turbines');
    expect(new Set(careerPaths.map((p) => p.sector))).toEqual(new Set(['Renewables', 'Grid', 'Storage', 'Hydrogen', 'Nuclear', 'Oil & gas in transition', 'Energy efficiency', 'EV infrastructure']));

    for (const skill of wind.requiredSkills.slice(0, 3)) await bus.request('skills.add-skill', { userId, skillName: skill.toUpperCase() });
    const again = (await bus.request('skills.list-career-paths', { userId })).careerPaths;
    expect(again.find((p) => p.id === wind.id)!.matchPercentage).toBe(Math.round((3 / wind.requiredSkills.length) * 100));
    expect(again[0]!.matchPercentage).toBeGreaterThanOrEqual(again[again.length - 1]!.matchPercentage);

    await bus.request('skills.toggle-career-interest', { userId, careerPathId: wind.id, interested: false });
    await expect(bus.request('skills.list-career-interests', { userId })).resolves.toEqual({ careerPathIds: [wind.id] });
    await expect(bus.request('skills.toggle-career-interest', { userId, careerPathId: randomUUID(), interested: false })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to update career interest' });
  });

  it('loads the reference data once per version: a restart on the same data keeps it', async () => {
    const before = await service.database.db.select().from(referenceData);
    expect(before.map((r) => r.name).sort()).toEqual(['career-paths', 'taxonomy']);
    await service.close();
    service = await startService(skillsService, { bus, database: { engine: 'pglite', dataDir }, relayPollMs: 50 });
    const after = await service.database.db.select().from(referenceData);
    expect(after.map((r) => r.loadedAt.getTime()).sort()).toEqual(before.map((r) => r.loadedAt.getTime()).sort());
  }, 120_000);
});
