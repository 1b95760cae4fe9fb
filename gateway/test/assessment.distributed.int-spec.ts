import { it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTempPostgresDatabase, describeWithServer, testNatsUrl, useApp } from '@ecp/testing';
import { startCluster } from '../../scripts/cluster.mjs';
import { runAssessmentFlow, scannedCvFlow, uploadFormatsFlow } from './assessment-flows.js';
import { deleteStreams } from './nats-streams.js';

/**
 * The CV → assessment journey in distributed mode: gateway, profile, assessment and skills as separate
 * processes over NATS JetStream and PostgreSQL, the CV files in one store all of them reach.
 */
await describeWithServer(['postgres', 'nats'], 'CV analysis and assessments (distributed mode)', () => {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const app = useApp(async () => {
    const blobDir = await mkdtemp(join(tmpdir(), 'ecp-gw-assessment-blobs-'));
    const database = await createTempPostgresDatabase();
    const cluster = await startCluster({
      env: { DATABASE_URL: database.url, NATS_URL: testNatsUrl(), BUS_PREFIX: prefix, WEB_DIST: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', BLOB_DIR: blobDir },
      quiet: true,
    }).catch(async (error) => {
      await database.drop();
      throw error;
    });
    return {
      url: cluster.url,
      async close() {
        await cluster.stop();
        await database.drop();
        await deleteStreams(prefix);
        await rm(blobDir, { recursive: true, force: true });
      },
    };
  });

  it('assesses PDF, DOCX and TXT uploads live, stores the skills and keeps the history', () =>
    uploadFormatsFlow(app, ['06-bess-commissioning-engineer.pdf', '11-ev-charging-technician.docx', '16-hydropower-plant-operator.txt']), 90_000);
  it('fails a scanned CV live with its reason', () => scannedCvFlow(app), 30_000);
  it("runs an assessment on text; one user never sees another user's flow", () => runAssessmentFlow(app), 30_000);
});
