import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEvent, CV_TEXT_MAX_CHARS, cvTextTruncatedNote } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import { InProcessBus } from '@ecp/messaging';
import type { AppDatabase } from '@ecp/database';
import { DATABASE, startService, type ServiceDefinition } from '@ecp/runtime';
import { FilesystemBlobStore } from '@ecp/storage';
import { pollUntil } from '@ecp/testing';
import {
  analyzeAndLinkedinFlow, analyzerBuilt, lateUploadAfterErasureFlow, textRunLimitFlow, backToBackUploadsFlow, badInputFlow, cvFile, EventLog, heldSkillsFlow, importedSkillsFlow, outOfOrderUploadsFlow, runAndHistoryFlow, scannedCvFlow, staleAssessmentFlow, twoUploadsFlow, uploadCv, uploadedCvFlow, type Harness,
} from '../../test/assessment-flows.js';
import { OpenAiStandIn } from '../../test/openai-stand-in.js';
import { AssessmentModule, type AssessmentModuleOverrides } from '../assessment.module.js';
import { assessmentHistory } from '../db/schema/index.js';
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
  await analyzerBuilt(service.app);
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

// As the gateway asks (its runAssessment waits 30 s), of a service whose analyzer is built.
const ANALYSIS = { timeoutMs: 30_000 };

describe('assessment service (PGlite + in-process bus)', () => {
  let running: Awaited<ReturnType<typeof startHarness>>;
  let h: Harness;

  beforeAll(async () => {
    running = await startHarness('assessment-embedded');
    h = running.harness;
  }, 120_000);

  afterAll(() => running?.close());

  it.each(['01-offshore-wind-technician.pdf', '04-protection-engineer.docx', '05-substation-technician.doc', '02-solar-pv-installer.txt'])(
    'assesses an uploaded %s: skills with evidence, score, gaps, recommendations and job matches',
    (fileName) => uploadedCvFlow(h, fileName),
    60_000,
  );

  it('fails a scanned CV cleanly', () => scannedCvFlow(h), 30_000);
  it('analyses and keeps nothing of an upload that arrives after the person was erased', () => lateUploadAfterErasureFlow(h), 60_000);
  it('fails an assessment abandoned in processing after ASSESSMENT_STALE_MINUTES, once', () => staleAssessmentFlow(h, running.service.app), 30_000);
  it('limits runs on text to TEXT_RUNS_PER_HOUR a person an hour', () => textRunLimitFlow(h, running.service.app), 60_000);
  it('keeps a history that explains each change', () => runAndHistoryFlow(h), 30_000);
  it("tells each history entry's change against the entry below it, whatever its completion stored", async () => {
    const userId = randomUUID();
    const first = await h.bus.request('assessment.run', { userId, cvText: 'Solar PV installer\n\nSkills\nsolar panels, electrical wiring' }, ANALYSIS);
    const second = await h.bus.request('assessment.run', { userId, cvText: 'Wind turbine technician\n\nSkills\nSCADA, hydraulics, working at heights' }, ANALYSIS);
    // What two analyses completing at once leave: the second also diffed against no assessment at all.
    const db = running.service.app.get<AppDatabase>(DATABASE);
    const [row] = await db.select().from(assessmentHistory).where(eq(assessmentHistory.assessmentId, second.id));
    await db.update(assessmentHistory)
      .set({ snapshotData: { ...row!.snapshotData, previousAssessmentId: null, previousScore: null, scoreChange: null, addedSkills: second.skillsExtracted, removedSkills: [] } })
      .where(eq(assessmentHistory.assessmentId, second.id));

    const { entries } = await h.bus.request('assessment.history', { userId });
    expect(entries.map((e) => e.assessment.id)).toEqual([second.id, first.id]);
    expect(entries[0]).toMatchObject({
      previousAssessmentId: first.id,
      scoreChange: second.marketAlignmentScore - first.marketAlignmentScore,
      removedSkills: first.skillsExtracted.filter((name) => !second.skillsExtracted.includes(name)),
    });
    expect(entries[1]).toMatchObject({ previousAssessmentId: null, scoreChange: null, addedSkills: first.skillsExtracted });
  }, 60_000);
  it('refuses empty input with the spec message and stores nothing', () => badInputFlow(h));
  it('analyses CV text and professional-network data', () => analyzeAndLinkedinFlow(h), 30_000);
  it('tells two uploads in a row apart by their upload ids', () => twoUploadsFlow(h), 60_000);
  it("keeps one person's back-to-back uploads in order: the one uploaded last is the latest", () => backToBackUploadsFlow(h), 90_000);
  it('takes the CV uploaded last as the latest when its upload was analysed first', () => outOfOrderUploadsFlow(h), 90_000);
  it("keeps its own projection of the user's skills from skill events; a redelivery changes nothing", () => heldSkillsFlow(h), 60_000);
  it("takes an analysis's skills from its skills.imported, all at once; a skill removed first stays removed", () => importedSkillsFlow(h), 60_000);

  it('assesses a stored CV once however often its cv.uploaded is delivered', async () => {
    const userId = randomUUID();
    const { path, uploadId } = await uploadCv(h, userId, 'cv.txt', await cvFile('10-energy-auditor.txt'));
    await pollUntil(() => h.log.of('assessment.completed', userId)[0] ?? null, { timeoutMs: 30_000 });
    // The profile service relays the same fact again (a new envelope, as after a crash before its outbox marked it sent).
    await h.bus.publish(createEvent('cv.uploaded', { userId, uploadId, path, fileName: 'cv.txt', contentType: 'text/plain', sizeBytes: 1, uploadedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(h.log.of('cv.analysis.started', userId)).toHaveLength(1);
    expect(h.log.of('assessment.completed', userId)).toHaveLength(1);
  }, 30_000);

  it('analyses an uploaded TXT longer than 200,000 characters in its first 200,000, and says so', async () => {
    const userId = randomUUID();
    const cv = (await cvFile('02-solar-pv-installer.txt')).toString('utf8');
    // 1 MB of text (a 10 MB TXT is refused by nothing else): only the first 200,000 characters are analysed.
    const text = `${cv}\n${'Maintained inverters and string combiners on utility-scale solar farms. '.repeat(Math.ceil(1_000_000 / 72))}`.slice(0, 1_000_000);
    await uploadCv(h, userId, 'long.txt', Buffer.from(text, 'utf8'));
    await pollUntil(() => h.log.of('assessment.completed', userId)[0] ?? null, { timeoutMs: 90_000 });
    const { assessment: latest } = await h.bus.request('assessment.latest', { userId });
    // The extracted text is at most the file's length (line ends and runs of spaces are normalised).
    expect(latest?.input).toMatchObject({ origin: 'cv_upload', fileName: 'long.txt', textLength: CV_TEXT_MAX_CHARS, note: expect.stringMatching(/^Only the first 200,000 characters of this CV's (?:99\d,\d{3}|1,000,000) were analysed\.$/) });
    expect(cvTextTruncatedNote(1_000_000)).toBe("Only the first 200,000 characters of this CV's 1,000,000 were analysed.");
    expect(latest?.skillsExtracted.length).toBeGreaterThan(0);
  }, 120_000);

  it('fails with "Failed to read file" when the CV was removed before it was read', async () => {
    const userId = randomUUID();
    await h.bus.publish(createEvent('cv.uploaded', { userId, uploadId: null, path: `${userId}/1_gone.pdf`, fileName: 'gone.pdf', contentType: 'application/pdf', sizeBytes: 10, uploadedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
    const failed = await pollUntil(() => h.log.of('cv.analysis.failed', userId)[0] ?? null, { timeoutMs: 15_000 });
    expect(failed.data).toMatchObject({ message: 'Failed to read file', uploadId: null });
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
  }, 120_000);

  afterAll(() => running?.close());

  it('logs and skips the failing provider; the assessment completes from the others', async () => {
    const assessment = await running.harness.bus.request('assessment.run', { userId: randomUUID(), cvText: 'Wind turbine technician\n\nSkills\nSCADA, hydraulics, maintain wind turbines' }, ANALYSIS);
    expect(assessment.status).toBe('completed');
    expect(assessment.marketAlignmentScore).toBeGreaterThan(0);
    expect(assessment.dataSources.map((s) => s.provider)).not.toContain('broken-feed');
    expect(assessment.dataSources.length).toBeGreaterThan(0);
  }, 30_000);
});

describe('assessment service with the optional LLM analyzer (OpenAI-compatible stand-in)', () => {
  // The stand-in accepts the SCADA candidates first, then the crew/vessel ones; it rejects every other candidate.
  const SCADA = /SCADA/;
  const CREW = /ship crew|itineraries of vessels/i;
  const standIn = new OpenAiStandIn([{ label: SCADA, proficiency: 'advanced' }, { label: CREW, proficiency: 'intermediate' }], 'sk-test-key');
  let running: Awaited<ReturnType<typeof startHarness>>;

  beforeAll(async () => {
    const baseUrl = await standIn.start();
    running = await startHarness('assessment-llm', { env: { LLM_BASE_URL: baseUrl, LLM_MODEL: 'stand-in-1', LLM_API_KEY: 'sk-test-key' } });
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await standIn.close();
  });

  const CV = [
    'Offshore wind technician',
    '',
    'Experience',
    '- Coordinated crew transfers with the harbour master and vessel operators',
    '- Monitored turbines through SCADA',
    '- Replaced hydraulic hoses and maintained wind turbine gearboxes',
  ].join('\n');

  const llmEvent = (userId: string, nth: number) =>
    pollUntil(() => running.harness.log.of('cv.analysis.completed', userId).filter((e) => e.data.analyzer === 'llm')[nth - 1] ?? null, { timeoutMs: 15_000 });

  it('re-ranks the built-in candidates: the LLM\'s accepted ids in its order, grounded, rejected built-in skills gone', async () => {
    const userId = randomUUID();
    const sent = standIn.requests.length;
    const builtIn = await running.harness.bus.request('assessment.run', { userId, cvText: CV }, ANALYSIS);
    expect(builtIn.input.analyzers).toEqual(['built-in']);
    const llm = await llmEvent(userId, 1);

    // The request: the CV and stage 1's ranked candidates, every built-in skill among them, below the threshold too.
    const request = standIn.requests[sent]!;
    expect(request).toMatchObject({ authorization: 'Bearer sk-test-key', body: { model: 'stand-in-1', response_format: { type: 'json_schema' } } });
    const listed = request.candidates.map((c) => c.label);
    expect(listed.length).toBeGreaterThan(builtIn.skillsExtracted.length);
    expect(listed).toEqual(expect.arrayContaining(builtIn.skillsExtracted));
    expect(request.candidates.map((c) => c.id)).toEqual(listed.map((_, i) => i + 1));
    // The stand-in also answered an id not in the list and one id twice.
    const answered = request.answer.map((a) => a.id);
    expect(answered.some((id) => id > listed.length)).toBe(true);
    expect(new Set(answered).size).toBeLessThan(answered.length);

    // The refined report: exactly the accepted candidates in the LLM's order (unknown and repeated ids dropped).
    const accepted = [...request.candidates.filter((c) => SCADA.test(c.label)), ...request.candidates.filter((c) => CREW.test(c.label))];
    const { assessment } = await running.harness.bus.request('assessment.latest', { userId });
    expect(assessment).toMatchObject({ id: builtIn.id, input: { analyzers: ['built-in', 'llm'] } });
    expect(assessment!.skillsExtracted).toEqual(accepted.map((c) => c.label));
    expect(assessment!.keyStrengths).toEqual(accepted.slice(0, 5).map((c) => c.label));
    for (const skill of assessment!.skills) expect(skill.evidence).toBe(accepted.find((c) => c.label === skill.name)!.line);
    expect(assessment!.skills[0]).toMatchObject({ name: expect.stringMatching(SCADA), proficiency: 'advanced' });

    // A candidate below the built-in threshold the LLM accepts is added (and announced); a built-in skill it rejects is gone.
    const added = accepted.filter((c) => !builtIn.skillsExtracted.includes(c.label));
    expect(added.some((c) => CREW.test(c.label))).toBe(true);
    expect(assessment!.skills.find((s) => CREW.test(s.name))?.evidence).toMatch(/harbour master/);
    expect(llm.data.skills.map((s) => s.name)).toEqual(added.map((c) => c.label));
    const rejected = builtIn.skillsExtracted.filter((name) => !SCADA.test(name) && !CREW.test(name));
    expect(rejected.length).toBeGreaterThan(0);
    expect(assessment!.skillsExtracted).not.toEqual(expect.arrayContaining([rejected[0]]));

    // History: the first assessment's snapshot lists the refined skills as added; a second run of the same CV,
    // refined alike, changes nothing against it.
    const first = await running.harness.bus.request('assessment.history', { userId });
    expect(first.entries[0]).toMatchObject({ addedSkills: assessment!.skillsExtracted, removedSkills: [] });
    await running.harness.bus.request('assessment.run', { userId, cvText: CV }, ANALYSIS);
    await llmEvent(userId, 2);
    const second = await running.harness.bus.request('assessment.history', { userId });
    expect(second.entries).toHaveLength(2);
    expect(second.entries[0]).toMatchObject({ previousAssessmentId: builtIn.id, addedSkills: [], removedSkills: [], scoreChange: 0 });
  }, 60_000);

  it('keeps the built-in result when the LLM endpoint fails', async () => {
    standIn.failWith = 500;
    try {
      const userId = randomUUID();
      const sent = standIn.requests.length;
      const assessment = await running.harness.bus.request('assessment.run', { userId, cvText: CV }, ANALYSIS);
      expect(assessment.status).toBe('completed');
      await pollUntil(() => standIn.requests.length > sent || null, { timeoutMs: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(running.harness.log.of('cv.analysis.completed', userId).map((e) => e.data.analyzer)).toEqual(['built-in']);
      await expect(running.harness.bus.request('assessment.latest', { userId })).resolves.toMatchObject({
        assessment: { input: { analyzers: ['built-in'] }, skillsExtracted: assessment.skillsExtracted },
      });
    } finally {
      standIn.failWith = null;
    }
  }, 30_000);
});
