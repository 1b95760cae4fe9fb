import 'reflect-metadata';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { busStreams, NatsBus } from '@ecp/messaging';
import { natsStreamNames, startService, type RunningService } from '@ecp/runtime';
import { FilesystemBlobStore } from '@ecp/storage';
import { createTempPostgresDatabase, describeWithServer, pollUntil, postgresLockHolder, terminatePostgresBackends, testNatsUrl, type TempPostgresDatabase } from '@ecp/testing';
import {
  analyzeAndLinkedinFlow, analyzerBuilt, lateUploadAfterErasureFlow, textRunLimitFlow, badInputFlow, cvFile, EventLog, heldSkillsFlow, importedSkillsFlow, runAndHistoryFlow, scannedCvFlow, staleAssessmentFlow, twoUploadsFlow, uploadCv, uploadedCvFlow, type Harness,
} from '../../test/assessment-flows.js';
import { assessmentService } from '../index.js';

/** The same flows on PostgreSQL and NATS JetStream, on a database, subject prefix and stream of their own. */
await describeWithServer(['postgres', 'nats'], 'assessment service (PostgreSQL + NATS)', () => {
  const names = natsStreamNames(`assessment-test-${randomBytes(4).toString('hex')}`);
  let dir: string;
  let bus: NatsBus;
  let database: TempPostgresDatabase;
  let service: RunningService;
  let h: Harness;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ecp-assessment-pg-'));
    database = await createTempPostgresDatabase();
    bus = new NatsBus({ servers: testNatsUrl(), ...names, name: 'assessment-test' });
    await bus.start();
    const blobs = new FilesystemBlobStore(dir);
    await blobs.createBucket('cvs');
    h = { bus, blobs, bucket: 'cvs', log: new EventLog() };
    await h.log.listen(bus, 'assessment-test');
    service = await startService(assessmentService, { bus, database: { engine: 'postgres', url: database.url }, env: { BLOB_DIR: dir }, relayPollMs: 50 });
    await analyzerBuilt(service.app);
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await bus?.close();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
    const nc = await connect({ servers: testNatsUrl() });
    const jsm = await jetstreamManager(nc);
    for (const stream of busStreams(names.streamName)) await jsm.streams.delete(stream).catch(() => undefined);
    await nc.close();
  });

  it.each(['03-pv-design-engineer.pdf', '07-hydrogen-process-engineer.docx', '08-nuclear-reactor-operator.doc', '14-graduate-energy-engineer.txt'])(
    'assesses an uploaded %s',
    (fileName) => uploadedCvFlow(h, fileName),
    60_000,
  );
  it('fails a scanned CV cleanly', () => scannedCvFlow(h), 30_000);
  it('analyses and keeps nothing of an upload that arrives after the person was erased', () => lateUploadAfterErasureFlow(h), 60_000);
  it('fails an assessment abandoned in processing after ASSESSMENT_STALE_MINUTES, once', () => staleAssessmentFlow(h, service.app), 30_000);
  it('limits runs on text to TEXT_RUNS_PER_HOUR a person an hour', () => textRunLimitFlow(h, service.app), 60_000);
  it('keeps a history that explains each change', () => runAndHistoryFlow(h), 30_000);
  it('refuses empty input with the spec message and stores nothing', () => badInputFlow(h), 30_000);
  it('analyses CV text and professional-network data', () => analyzeAndLinkedinFlow(h), 30_000);
  it('tells two uploads in a row apart by their upload ids', () => twoUploadsFlow(h), 60_000);
  it("keeps its own projection of the user's skills from skill events; a redelivery changes nothing", () => heldSkillsFlow(h), 60_000);
  it("takes an analysis's skills from its skills.imported, all at once; a skill removed first stays removed", () => importedSkillsFlow(h), 60_000);

  it('resumes an analysis whose completing write lost its connection: completed after redelivery, never stuck in processing', async () => {
    const userId = randomUUID();
    const holder = await postgresLockHolder(database.url);
    const terminated: number[] = [];
    try {
      // The completing transaction writes the history snapshot last but its events: with that table locked, it waits
      // there, mid-transaction, for the outage to reach it.
      await holder.lock('lock table assessment.assessment_history in share mode');
      await uploadCv(h, userId, 'cv.txt', await cvFile('14-graduate-energy-engineer.txt'));
      await pollUntil(async () => (await holder.waiting()).length > 0, { timeoutMs: 30_000, description: 'the completing write waits' });
      // Every event write waits too (recording a failure emits cv.analysis.failed), so no write of this service gets through.
      await holder.lock('lock table assessment.outbox in share mode');
      // The outage: for 1 s, each connection of the service that is writing is terminated as soon as it waits.
      const until = Date.now() + 1_000;
      while (Date.now() < until) {
        terminated.push(...(await terminatePostgresBackends(database.name, { except: [holder.pid], waitingOnLock: true })));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await holder.release();
    }
    expect(terminated.length).toBeGreaterThan(0);
    const settled = await pollUntil(() => h.log.of('assessment.completed', userId)[0] ?? h.log.of('cv.analysis.failed', userId)[0] ?? null, {
      timeoutMs: 20_000,
      description: 'the assessment completed or failed (not stuck in processing)',
    });
    expect(settled.type).toBe('assessment.completed');
    const { entries } = await h.bus.request('assessment.history', { userId });
    expect(entries.map((entry) => entry.assessment.status)).toEqual(['completed']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.log.of('cv.analysis.started', userId)).toHaveLength(1);
    expect(h.log.of('assessment.completed', userId)).toHaveLength(1);
    expect(h.log.of('cv.analysis.failed', userId)).toHaveLength(0);
  }, 60_000);
});
