import 'reflect-metadata';
import { afterAll, beforeAll, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { busStreams, NatsBus } from '@ecp/messaging';
import { natsStreamNames, startService, type RunningService } from '@ecp/runtime';
import { createTempPostgresDatabase, describeWithServer, testNatsUrl, type TempPostgresDatabase } from '@ecp/testing';
import { addRemoveFlow, EventLog, importAnalysisFlow, lateAnalysisAfterErasureFlow } from '../test/skills-flows.js';
import { skillsService } from './index.js';

/** The same flows on PostgreSQL and NATS JetStream, on a database, subject prefix and stream of their own. */
await describeWithServer(['postgres', 'nats'], 'skills service (PostgreSQL + NATS)', () => {
  const names = natsStreamNames(`skills-test-${randomBytes(4).toString('hex')}`);
  const log = new EventLog();
  let bus: NatsBus;
  let database: TempPostgresDatabase;
  let service: RunningService;

  beforeAll(async () => {
    database = await createTempPostgresDatabase();
    bus = new NatsBus({ servers: testNatsUrl(), ...names, name: 'skills-test' });
    await bus.start();
    await log.listen(bus, 'skills-test');
    service = await startService(skillsService, { bus, database: { engine: 'postgres', url: database.url }, relayPollMs: 50 });
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await bus?.close();
    await database?.drop();
    const nc = await connect({ servers: testNatsUrl() });
    const jsm = await jetstreamManager(nc);
    for (const stream of busStreams(names.streamName)) await jsm.streams.delete(stream).catch(() => undefined);
    await nc.close();
  });

  it('adds and removes skills and toggles interests, announcing each change with the new totals', async () => {
    await addRemoveFlow(bus, log);
  }, 60_000);

  it('stores the skills of a CV analysis once, with source assessment, leaving held ones alone', async () => {
    await importAnalysisFlow(bus, log);
  }, 60_000);

  it("keeps nothing of an analysis that arrives after the person was erased (no skill, no event)", async () => {
    await lateAnalysisAfterErasureFlow(bus, log);
  }, 60_000);
});
