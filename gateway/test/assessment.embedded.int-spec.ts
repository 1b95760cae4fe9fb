import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { InProcessBus } from '@ecp/messaging';
import type { RunningService } from '@ecp/runtime';
import { graphqlClient } from '@ecp/testing';
import { createGatewayApp } from '../src/app.js';
import { startEmbeddedServices } from '../src/embedded.js';
import { loadGatewayConfig } from '../src/gateway.config.js';
import { anonymousSubscriptionFlow, runAssessmentFlow, scannedCvFlow, uploadFormatsFlow, type GatewayUnderTest } from './assessment-flows.js';

/** CV upload → live flow states → assessment and skills, through the real gateway in embedded mode. */
describe('CV analysis and assessments (embedded mode)', () => {
  let dataDir: string;
  let bus: InProcessBus;
  let services: RunningService[];
  let app: NestFastifyApplication;
  let gw: GatewayUnderTest;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ecp-gw-assessment-'));
    const env = { NODE_ENV: 'test', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', DATA_DIR: dataDir };
    bus = new InProcessBus();
    await bus.start();
    services = await startEmbeddedServices(bus, undefined, env);
    app = await createGatewayApp(loadGatewayConfig(env), bus);
    await app.listen(0, '127.0.0.1');
    const url = await app.getUrl();
    gw = { url, graphql: graphqlClient(url) };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    for (const service of services ?? []) await service.close();
    await bus?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('assesses PDF, DOCX, DOC and TXT uploads, stores the skills and keeps the history', () =>
    uploadFormatsFlow(gw, ['01-offshore-wind-technician.pdf', '04-protection-engineer.docx', '15-army-to-wind-technician.doc', '19-solar-om-technician.txt']), 90_000);
  it('fails a scanned CV live with its reason', () => scannedCvFlow(gw), 30_000);
  it('runs an assessment on text; one user never sees another user\'s flow', () => runAssessmentFlow(gw), 30_000);
  it('refuses a subscription without an access token', () => anonymousSubscriptionFlow(gw), 15_000);
});
