import 'reflect-metadata';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { anonymousSubscriptionFlow, runAssessmentFlow, scannedCvFlow, twoUploadsFlow, uploadFormatsFlow } from './assessment-flows.js';
import { startEmbeddedGateway } from './embedded-app.js';

/** CV upload → live flow states → assessment and skills, through the real gateway in embedded mode. */
describe('CV analysis and assessments (embedded mode)', () => {
  let gw: Awaited<ReturnType<typeof startEmbeddedGateway>>;

  beforeAll(async () => {
    gw = await startEmbeddedGateway('assessment');
  }, 120_000);

  afterAll(() => gw?.close());

  it('assesses PDF, DOCX, DOC and TXT uploads, stores the skills and keeps the history', () =>
    uploadFormatsFlow(gw, ['01-offshore-wind-technician.pdf', '04-protection-engineer.docx', '15-army-to-wind-technician.doc', '19-solar-om-technician.txt']), 90_000);
  it('fails a scanned CV live with its reason', () => scannedCvFlow(gw), 30_000);
  it('tells two uploads in a row apart by their upload ids', () => twoUploadsFlow(gw), 60_000);
  it('runs an assessment on text; one user never sees another user\'s flow', () => runAssessmentFlow(gw), 30_000);
  it('refuses a subscription without an access token', () => anonymousSubscriptionFlow(gw), 15_000);
});
