import { Controller, Get, Header } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';
import { extractTraceContext, initProcessMetrics, metricsRegistry, openSpan, SpanKind, SpanStatusCode, tracingEnabled, type OpenSpan } from '@ecp/telemetry';

// The process's registry (@ecp/telemetry): besides HTTP, it holds the bus metrics (requests the gateway sends per
// pattern) and, in embedded mode, those of every service in the process (events, consumer lag, outbox backlog).
initProcessMetrics('gateway');

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

/** Times every request by its route pattern (never the raw URL, to keep label cardinality bounded). */
export function instrumentHttp(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', async (request, reply) => {
    endHttpSpan(request, reply.statusCode);
    httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

const requestSpans = new WeakMap<object, OpenSpan>();

/**
 * With tracing on (README "Observability"): a server span per HTTP request, continuing a caller's `traceparent`,
 * active while the request is handled (`run`, the rest of the request) so the bus requests it makes, and the
 * services answering them, join its trace. Just `run()` when tracing is off.
 */
export function traceHttpRequest(request: FastifyRequest, run: () => void): void {
  // Not even the span's name and attributes are built per request when tracing is off.
  if (!tracingEnabled()) return run();
  const opened = openSpan(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`, {
    kind: SpanKind.SERVER,
    parent: extractTraceContext(request.headers),
    attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?')[0] ?? '', 'http.route': request.routeOptions.url ?? '' },
  });
  if (!opened) return run();
  requestSpans.set(request, opened);
  opened.run(run);
}

/** Ends the request's span with its status. */
export function endHttpSpan(request: FastifyRequest, statusCode: number): void {
  const opened = requestSpans.get(request);
  if (!opened) return;
  requestSpans.delete(request);
  opened.span.setAttribute('http.response.status_code', statusCode);
  if (statusCode >= 500) opened.span.setStatus({ code: SpanStatusCode.ERROR });
  opened.span.end();
}

@Controller('metrics')
export class MetricsController {
  @Get()
  @Header('content-type', metricsRegistry.contentType)
  metrics() {
    return metricsRegistry.metrics();
  }
}
