import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { makeUser, pollUntil } from '@ecp/testing';
import { startTracing, type Tracing } from '@ecp/telemetry';
import { startEmbeddedGateway } from './embedded-app.js';
import { SIGN_UP } from './skeleton.operations.js';

/**
 * With tracing on, one CV upload is one trace: the gateway's HTTP span, its bus request to the profile service, the
 * profile's outbox relay publishing cv.uploaded in the same trace (the context was stored with the outbox row), and
 * the assessment service consuming it. (Database spans are PostgreSQL's: scripts/replicas.mjs checks them in
 * distributed mode, with an OTLP/HTTP receiver.)
 */
describe('tracing a CV upload (embedded mode)', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing | undefined;
  let gateway: Awaited<ReturnType<typeof startEmbeddedGateway>>;

  beforeAll(async () => {
    tracing = await startTracing({ serviceName: 'embedded', env: {}, exporter });
    gateway = await startEmbeddedGateway('tracing');
  }, 240_000);

  afterAll(async () => {
    await gateway?.close();
    await tracing?.shutdown();
  });

  it('follows one upload from the gateway through the bus to the profile and assessment services', async () => {
    const signUp = await gateway.graphql<{ signUp: { accessToken: string } }>(SIGN_UP, { input: { ...makeUser(), role: 'beneficiary', beneficiaryType: 'professional' } });
    const token = signUp.data!.signUp.accessToken;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(join(import.meta.dirname, '../../../libs/cv-files/test/fixtures/cv.txt')))]), 'cv.txt');
    const res = await fetch(`${gateway.url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);

    const upload = exporter.getFinishedSpans().find((s) => s.name === 'POST /api/profile/cv')!;
    expect(upload).toBeDefined();
    const traceId = upload.spanContext().traceId;
    const inTrace = () => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const consumed = await pollUntil(
      () => inTrace().find((s) => s.name === 'cv.uploaded process' && s.attributes['messaging.consumer.group.name'] === 'assessment-cv-uploaded'),
      { timeoutMs: 60_000, description: "the assessment service's cv.uploaded span" },
    );

    const trace = inTrace();
    const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
    const ancestry = (span: ReadableSpan) => {
      const names = [span.name];
      for (let parent = byId.get(span.parentSpanContext?.spanId ?? ''); parent; parent = byId.get(parent.parentSpanContext?.spanId ?? '')) names.unshift(parent.name);
      return names;
    };
    // gateway → bus request → profile → its outbox → relay publish → assessment
    expect(ancestry(consumed)).toEqual(['POST /api/profile/cv', 'profile.attach-cv send', 'profile.attach-cv process', 'cv.uploaded publish', 'cv.uploaded process']);
    // The analysis' own events continue it (completed, or failed on a machine too slow for the analysis timeout).
    await pollUntil(() => inTrace().some((s) => s.name === 'cv.analysis.completed publish' || s.name === 'cv.analysis.failed publish'), { timeoutMs: 30_000, description: "the analysis' outcome in the trace" });
    console.log(`one CV upload's trace: ${[...new Set(inTrace().map((s) => s.name))].join(', ')}`);
  }, 180_000);
});
