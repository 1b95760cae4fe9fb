import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { inSpan, metricsRegistry, startTracing, type Tracing } from '@ecp/telemetry';
import { makeSignedInEvent, waitFor } from '../test/bus.contract.js';
import { InProcessBus } from './in-process.bus.js';

/** A sample's value in the registry's text output (0 when absent). */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name.replace(/_count$/, ''))?.get();
  const value = metric?.values.find((v) => ((v as { metricName?: string }).metricName ?? name) === name && Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return value?.value ?? 0;
}

describe('bus telemetry (shared by both adapters: handler-runner)', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing | undefined;
  let bus: InProcessBus;
  let lastHeaders: Record<string, string> = {};
  beforeAll(async () => {
    tracing = await startTracing({ serviceName: 'messaging-test', env: {}, exporter });
    bus = new InProcessBus();
    await bus.start();
  });
  afterAll(async () => {
    await bus.close();
    await tracing?.shutdown();
  });

  it('counts and times requests per pattern on both sides, and traces the server span under the client span', async () => {
    await bus.handle('identity.has-role', async (request, headers) => ((lastHeaders = headers), { hasRole: request.role === 'admin' }), { queue: 'identity' });
    const before = await sample('ecp_bus_request_duration_seconds_count', { pattern: 'identity.has-role', outcome: 'ok' });
    await bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' });
    await bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' });
    await expect(bus.request('identity.has-role', { userId: 'not-a-uuid', role: 'admin' } as never)).rejects.toThrow();

    expect(await sample('ecp_bus_request_duration_seconds_count', { pattern: 'identity.has-role', outcome: 'ok' })).toBe(before + 2);
    expect(await sample('ecp_bus_request_duration_seconds_count', { pattern: 'identity.has-role', outcome: 'VALIDATION_ERROR' })).toBeGreaterThanOrEqual(1);
    expect(await sample('ecp_bus_client_request_duration_seconds_count', { pattern: 'identity.has-role', outcome: 'ok' })).toBeGreaterThanOrEqual(2);

    const spans = exporter.getFinishedSpans();
    const served = spans.find((s) => s.name === 'identity.has-role process')!;
    const sent = spans.find((s) => s.name === 'identity.has-role send' && s.spanContext().traceId === served.spanContext().traceId);
    expect(sent).toBeDefined();
    expect(served.parentSpanContext?.spanId).toBe(sent!.spanContext().spanId);
    expect(lastHeaders.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('counts redeliveries and dead letters per durable, and traces the consumer under the publisher', async () => {
    let attempts = 0;
    await bus.subscribe('user.signed-in', async () => {
      attempts += 1;
      throw new Error('poison');
    }, { durable: 'telemetry-poison', maxDeliver: 3, backoffMs: [1] });
    const labels = { subject: 'user.signed-in', durable: 'telemetry-poison' };
    await inSpan('publisher', {}, () => bus.publish(makeSignedInEvent()));
    await waitFor(async () => (await sample('ecp_bus_dead_letters_total', labels)) === 1, 'the dead letter');

    expect(attempts).toBe(3);
    expect(await sample('ecp_bus_event_redeliveries_total', labels)).toBe(2);
    expect(await sample('ecp_bus_event_duration_seconds_count', { ...labels, outcome: 'retry' })).toBe(2);
    expect(await sample('ecp_bus_event_duration_seconds_count', { ...labels, outcome: 'dead-letter' })).toBe(1);
    const consumed = exporter.getFinishedSpans().filter((s) => s.name === 'user.signed-in process');
    expect(consumed).toHaveLength(3);
    const publisher = exporter.getFinishedSpans().find((s) => s.name === 'publisher')!;
    for (const span of consumed) expect(span.parentSpanContext?.spanId).toBe(publisher.spanContext().spanId);
  });

  it('adds no trace headers and creates no spans when tracing is off', async () => {
    await tracing?.shutdown();
    tracing = undefined;
    exporter.reset();
    await bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' });
    expect(Object.keys(lastHeaders)).not.toContain('traceparent');
    expect(Object.keys(lastHeaders).length).toBeGreaterThan(0);
    expect(exporter.getFinishedSpans()).toHaveLength(0);
  });
});
