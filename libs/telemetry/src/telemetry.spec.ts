import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { ConfigError } from '@ecp/config';
import { contextFields } from '@ecp/logger';
import { extractTraceContext, inSpan, injectTraceContext, metricsRegistry, openSpan, registerConsumerLag, registerOutbox, SpanKind, startTracing, tracingEnabled } from './index.js';
import { loadTelemetryConfig } from './telemetry.config.js';

describe('telemetry configuration', () => {
  it('is off without an endpoint and refuses a bad one naming the variable', async () => {
    expect(loadTelemetryConfig({})).toEqual({});
    await expect(startTracing({ serviceName: 'x', env: {} })).resolves.toBeUndefined();
    expect(tracingEnabled()).toBe(false);
    expect(() => loadTelemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(ConfigError);
    expect(() => loadTelemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('does nothing when off: no headers, no context, the work just runs', async () => {
    expect(injectTraceContext({ a: '1' })).toEqual({ a: '1' });
    expect(openSpan('x', {})).toBeUndefined();
    await expect(inSpan('x', {}, async (span) => span)).resolves.toBeUndefined();
  });
});

describe('metrics registry', () => {
  it('reads consumer lag and outbox backlog from their sources when scraped, and forgets unregistered ones', async () => {
    const unregisterLag = registerConsumerLag(async () => [{ durable: 'skills-user-registered', pending: 4, ackPending: 1 }]);
    const unregisterOutbox = registerOutbox('skills', async () => ({ backlog: 3, oldestAgeSeconds: 2.5 }));
    const text = await metricsRegistry.metrics();
    expect(text).toContain('ecp_bus_consumer_lag_messages{durable="skills-user-registered",state="pending"} 4');
    expect(text).toContain('ecp_bus_consumer_lag_messages{durable="skills-user-registered",state="ack_pending"} 1');
    expect(text).toContain('ecp_outbox_backlog_events{outbox="skills"} 3');
    expect(text).toContain('ecp_outbox_oldest_pending_age_seconds{outbox="skills"} 2.5');
    unregisterLag();
    unregisterOutbox();
    const after = await metricsRegistry.metrics();
    expect(after).not.toContain('durable="skills-user-registered"');
    expect(after).not.toContain('outbox="skills"');
  });
});

describe('tracing on', () => {
  const exporter = new InMemorySpanExporter();

  it('nests spans, carries the context through headers, and puts the trace id on log lines', async () => {
    const tracing = await startTracing({ serviceName: 'telemetry-test', env: {}, exporter });
    expect(tracingEnabled()).toBe(true);
    const lines: string[] = [];
    // The process logger's own mixin, on a logger that writes here.
    const logger = pino({ mixin: contextFields }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));

    let carried: Record<string, string> = {};
    await inSpan('outer', { kind: SpanKind.SERVER }, async () => {
      carried = injectTraceContext({});
      logger.info('inside');
    });
    await inSpan('remote', { kind: SpanKind.CONSUMER, parent: extractTraceContext(carried) }, async () => undefined);
    const [outer, remote] = [exporter.getFinishedSpans().find((s) => s.name === 'outer')!, exporter.getFinishedSpans().find((s) => s.name === 'remote')!];
    await tracing!.shutdown();

    expect(carried.traceparent).toBe(`00-${outer.spanContext().traceId}-${outer.spanContext().spanId}-01`);
    expect(remote.spanContext().traceId).toBe(outer.spanContext().traceId);
    expect(remote.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
    expect(JSON.parse(lines[0]!)).toMatchObject({ traceId: outer.spanContext().traceId, spanId: outer.spanContext().spanId });
    expect(tracingEnabled()).toBe(false);
  });
});
