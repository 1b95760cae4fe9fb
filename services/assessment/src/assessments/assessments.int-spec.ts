import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEvent } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import { InProcessBus } from '@ecp/messaging';
import { startService, type ServiceDefinition } from '@ecp/runtime';
import { FilesystemBlobStore } from '@ecp/storage';
import { pollUntil } from '@ecp/testing';
import {
  analyzeAndLinkedinFlow, badInputFlow, cvFile, EventLog, runAndHistoryFlow, scannedCvFlow, uploadCv, uploadedCvFlow, type Harness,
} from '../../test/assessment-flows.js';
import { OpenAiStandIn } from '../../test/openai-stand-in.js';
import { AssessmentModule, type AssessmentModuleOverrides } from '../assessment.module.js';
import { assessmentService } from '../index.js';
import { createReferenceMarketProviders, MarketDataRegistry, type MarketDataProvider } from '../market/index.js';

/** One assessment service on PGlite, an in-process bus and a filesystem CV store of its own. */
async function startHarness(prefix: string, options: { env?: Record<string, string>; overrides?: AssessmentModuleOverrides } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'ecp-assessment-'));
  const bus = new InProcessBus();
  await bus.start();
  const blobs = new FilesystemBlobStore(dir);
  await blobs.createBucket('cvs');
  const log = new EventLog();
  await log.listen(bus, prefix);
  const definition: ServiceDefinition = options.overrides ? { ...assessmentService, module: (deps) => AssessmentModule.forRoot(deps, options.overrides) } : assessmentService;
  const service = await startService(definition, { bus, database: { engine: 'pglite' }, env: { BLOB_DIR: dir, ...options.env }, relayPollMs: 50 });
  const harness: Harness = { bus, blobs, bucket: 'cvs', log };
  return {
    harness,
    service,
    close: async () => {
      await service.close();
      await bus.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('assessment service (PGlite + in-process bus)', () => {
  let running: Awaited<ReturnType<typeof startHarness>>;
  let h: Harness;

  beforeAll(async () => {
    running = await startHarness('assessment-embedded');
    h = running.harness;
  }, 60_000);

  afterAll(() => running?.close());

  it.each(['01-offshore-wind-technician.pdf', '04-protection-engineer.docx', '05-substation-technician.doc', '02-solar-pv-installer.txt'])(
    'assesses an uploaded %s: skills with evidence, score, gaps, recommendations and job matches',
    (fileName) => uploadedCvFlow(h, fileName),
    60_000,
  );

  it('fails a scanned CV cleanly', () => scannedCvFlow(h), 30_000);
  it('keeps a history that explains each change', () => runAndHistoryFlow(h), 30_000);
  it('refuses empty input with the spec message and stores nothing', () => badInputFlow(h));
  it('analyses CV text and professional-network data', () => analyzeAndLinkedinFlow(h), 30_000);

  it('assesses a stored CV once however often its cv.uploaded is delivered', async () => {
    const userId = randomUUID();
    const path = await uploadCv(h, userId, 'cv.txt', await cvFile('10-energy-auditor.txt'));
    await pollUntil(() => h.log.of('assessment.completed', userId)[0] ?? null, { timeoutMs: 30_000 });
    // The profile service relays the same fact again (a new envelope, as after a crash before its outbox marked it sent).
    await h.bus.publish(createEvent('cv.uploaded', { userId, path, fileName: 'cv.txt', contentType: 'text/plain', sizeBytes: 1, uploadedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(h.log.of('cv.analysis.started', userId)).toHaveLength(1);
    expect(h.log.of('assessment.completed', userId)).toHaveLength(1);
  }, 30_000);

  it('fails with "Failed to read file" when the CV was removed before it was read', async () => {
    const userId = randomUUID();
    await h.bus.publish(createEvent('cv.uploaded', { userId, path: `${userId}/1_gone.pdf`, fileName: 'gone.pdf', contentType: 'application/pdf', sizeBytes: 10, uploadedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
    const failed = await pollUntil(() => h.log.of('cv.analysis.failed', userId)[0] ?? null, { timeoutMs: 15_000 });
    expect(failed.data.message).toBe('Failed to read file');
  }, 30_000);
});

describe('assessment service with a failing market-data provider', () => {
  let running: Awaited<ReturnType<typeof startHarness>>;

  beforeAll(async () => {
    const broken: MarketDataProvider = {
      name: 'broken-feed',
      skillDemand: async () => { throw new Error('feed down'); },
      trendingSkills: async () => { throw new Error('feed down'); },
    };
    const market = new MarketDataRegistry([broken, ...(await createReferenceMarketProviders())], createLogger('market-test'));
    running = await startHarness('assessment-broken-market', { overrides: { market } });
  }, 60_000);

  afterAll(() => running?.close());

  it('logs and skips the failing provider; the assessment completes from the others', async () => {
    const assessment = await running.harness.bus.request('assessment.run', { userId: randomUUID(), cvText: 'Wind turbine technician\n\nSkills\nSCADA, hydraulics, maintain wind turbines' });
    expect(assessment.status).toBe('completed');
    expect(assessment.marketAlignmentScore).toBeGreaterThan(0);
    expect(assessment.dataSources.map((s) => s.provider)).not.toContain('broken-feed');
    expect(assessment.dataSources.length).toBeGreaterThan(0);
  }, 30_000);
});

describe('assessment service with the optional LLM analyzer (OpenAI-compatible stand-in)', () => {
  const standIn = new OpenAiStandIn(
    [
      { phrase: /harbour master/i, skill: 'liaise with port users', proficiency: 'advanced' },
      { phrase: /SCADA/, skill: 'SCADA', proficiency: 'advanced' },
    ],
    'sk-test-key',
  );
  let running: Awaited<ReturnType<typeof startHarness>>;

  beforeAll(async () => {
    const baseUrl = await standIn.start();
    running = await startHarness('assessment-llm', { env: { LLM_BASE_URL: baseUrl, LLM_MODEL: 'stand-in-1', LLM_API_KEY: 'sk-test-key' } });
  }, 60_000);

  afterAll(async () => {
    await running?.close();
    await standIn.close();
  });

  const CV = 'Offshore wind technician\n\nExperience\n- Coordinated crew transfers with the harbour master and vessel operators\n- Monitored turbines through SCADA';

  it('adds only grounded skills after the built-in result, announcing them as the llm analyzer', async () => {
    const userId = randomUUID();
    const builtIn = await running.harness.bus.request('assessment.run', { userId, cvText: CV });
    expect(builtIn.input.analyzers).toEqual(['built-in']);
    expect(builtIn.skillsExtracted).not.toContain('liaise with port users');

    const llm = await pollUntil(() => running.harness.log.of('cv.analysis.completed', userId).find((e) => e.data.analyzer === 'llm') ?? null, { timeoutMs: 15_000 });
    expect(llm.data.skills.map((s) => s.name)).toContain('liaise with port users');
    // Not evidenced by the CV, or unknown to the taxonomy: dropped.
    expect(llm.data.skills.map((s) => s.name)).not.toEqual(expect.arrayContaining(['nuclear fusion']));
    expect(llm.data.skills.map((s) => s.name.toLowerCase())).not.toContain('synergy leveraging');

    const { assessment } = await running.harness.bus.request('assessment.latest', { userId });
    expect(assessment).toMatchObject({ id: builtIn.id, input: { analyzers: ['built-in', 'llm'] } });
    expect(assessment!.skills.find((s) => s.name === 'liaise with port users')?.evidence).toMatch(/harbour master/);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ authorization: 'Bearer sk-test-key', body: { model: 'stand-in-1', response_format: { type: 'json_schema' } } });
  }, 30_000);

  it('keeps the built-in result when the LLM endpoint fails', async () => {
    standIn.failWith = 500;
    try {
      const userId = randomUUID();
      const assessment = await running.harness.bus.request('assessment.run', { userId, cvText: CV });
      expect(assessment.status).toBe('completed');
      await pollUntil(() => standIn.requests.length >= 2 || null, { timeoutMs: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(running.harness.log.of('cv.analysis.completed', userId).map((e) => e.data.analyzer)).toEqual(['built-in']);
      await expect(running.harness.bus.request('assessment.latest', { userId })).resolves.toMatchObject({ assessment: { input: { analyzers: ['built-in'] } } });
    } finally {
      standIn.failWith = null;
    }
  }, 30_000);
});
