import { it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithServer, useApp } from '@ecp/testing';
import { runAssessmentFlow, scannedCvFlow, twoUploadsFlow, uploadFormatsFlow } from './assessment-flows.js';
import { distributedApp } from './cluster-app.js';

/**
 * The CV → assessment journey in distributed mode: gateway, profile, assessment and skills as separate
 * processes over NATS JetStream and PostgreSQL, the CV files in one store all of them reach.
 */
await describeWithServer(['postgres', 'nats'], 'CV analysis and assessments (distributed mode)', () => {
  const app = useApp(distributedApp(async () => {
    const blobDir = await mkdtemp(join(tmpdir(), 'ecp-gw-assessment-blobs-'));
    return { env: { BLOB_DIR: blobDir }, close: () => rm(blobDir, { recursive: true, force: true }) };
  }));

  it('assesses PDF, DOCX and TXT uploads live, stores the skills and keeps the history', () =>
    uploadFormatsFlow(app, ['06-bess-commissioning-engineer.pdf', '11-ev-charging-technician.docx', '16-hydropower-plant-operator.txt']), 90_000);
  it('fails a scanned CV live with its reason', () => scannedCvFlow(app), 30_000);
  it('tells two uploads in a row apart by their upload ids', () => twoUploadsFlow(app), 60_000);
  it("runs an assessment on text; one user never sees another user's flow", () => runAssessmentFlow(app), 30_000);
});
