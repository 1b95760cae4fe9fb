import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { loadTelemetryConfig } from './telemetry.config.js';

export { SpanKind, SpanStatusCode } from '@opentelemetry/api';
export type { Span } from '@opentelemetry/api';

/** Message headers as the bus and the outbox carry them. */
export type TraceCarrier = Record<string, string>;

// Off by default: every helper below checks this first and does nothing more, so a process without an
// OTLP endpoint neither loads the SDK nor creates spans or headers.
let enabled = false;

const tracer = () => trace.getTracer('ecp');

export function tracingEnabled(): boolean {
  return enabled;
}

export interface Tracing {
  /** Exports what is buffered and stops tracing. */
  shutdown(): Promise<void>;
}

export interface StartTracingOptions {
  /** `service.name` of the spans, e.g. `skills`, `gateway`, `embedded`. */
  serviceName: string;
  /** Environment to read OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_SERVICE_NAME from. Default process.env. */
  env?: Record<string, string | undefined>;
  /** Tests: spans go here (synchronously) instead of to an OTLP endpoint, which then is not needed. */
  exporter?: SpanExporter;
}

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test passes an exporter): W3C trace context
 * carried in message headers, AsyncLocalStorage context, batched OTLP/HTTP export. Resolves undefined when off.
 * Call it before anything opens a connection, once per process.
 */
export async function startTracing(options: StartTracingOptions): Promise<Tracing | undefined> {
  const config = loadTelemetryConfig(options.env);
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT && !options.exporter) return undefined;
  if (enabled) throw new Error('tracing is already started in this process');
  // Loaded only when on: the SDK and exporter are not part of a process that does not trace.
  const [{ TracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
    ]);
  let processor;
  if (options.exporter) {
    processor = new SimpleSpanProcessor({ exporter: options.exporter });
  } else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    const url = `${config.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, '')}/v1/traces`;
    processor = new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }), scheduledDelayMillis: 1000 });
  }
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME ?? options.serviceName }),
    spanProcessors: [processor],
  });
  // The context follows async work (AsyncLocalStorage) and travels as W3C `traceparent` headers.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  enabled = true;
  return {
    async shutdown() {
      enabled = false;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent; default the active context. */
  parent?: Context;
}

/** Runs `work` in a new active span that ends when it settles (an error marks the span failed). Just `work()` when tracing is off. */
export function inSpan<T>(name: string, options: SpanOptions, work: (span?: Span) => Promise<T>): Promise<T> {
  if (!enabled) return work();
  return tracer().startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, options.parent ?? context.active(), async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed with the error's message. */
export function failSpan(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** A span started now and ended by the caller, for work that is not one promise (an HTTP request between hooks). */
export interface OpenSpan {
  span: Span;
  /** Runs `fn` with this span active, so what it starts (bus requests, log lines) belongs to it. */
  run<T>(fn: () => T): T;
}

export function openSpan(name: string, options: SpanOptions): OpenSpan | undefined {
  if (!enabled) return undefined;
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent);
  const active = trace.setSpan(parent, span);
  return { span, run: (fn) => context.with(active, fn) };
}

/** Adds the active trace context (`traceparent`, `tracestate`) to `headers`; returns them. No change when tracing is off. */
export function injectTraceContext(headers: TraceCarrier): TraceCarrier {
  if (enabled) propagation.inject(context.active(), headers);
  return headers;
}

/** The trace context `headers` carry (a message's, an outbox row's, an HTTP request's), as a parent for a span. */
export function extractTraceContext(headers: Record<string, string | string[] | undefined>): Context {
  return enabled ? propagation.extract(ROOT_CONTEXT, headers) : ROOT_CONTEXT;
}
