import { Controller, Get, Header, Inject, NotFoundException, Req } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { extractTraceContext, initProcessMetrics, metricsRegistry, openSpan, SpanKind, SpanStatusCode, tracingEnabled, writeMetrics, type OpenSpan } from '@ecp/telemetry';

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

/**
 * /metrics on the public port, for this machine only: a loopback peer with no forwarding header, and only when no
 * proxy is declared in front (TRUST_PROXY 0): a proxy on the same host forwards the world's requests from loopback, and
 * not every one says so in a header. With METRICS_PORT set they are served there instead, never here. Anyone else gets
 * the same 404 as an unknown path: per-operation counts and timings are not for users.
 */
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get()
  @Header('content-type', metricsRegistry.contentType)
  metrics(@Req() request: FastifyRequest) {
    if (this.config.METRICS_PORT !== undefined || this.config.TRUST_PROXY > 0 || !isLocalUnforwarded(request)) throw new NotFoundException();
    return metricsRegistry.metrics();
  }
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'via', 'cf-connecting-ip', 'true-client-ip'];

function isLocalUnforwarded(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  // The socket's own peer, never request.ip (which a trusted proxy's header sets).
  const peer = request.raw.socket.remoteAddress ?? '';
  const address = peer.startsWith('::ffff:') && isIP(peer.slice(7)) === 4 ? peer.slice(7) : peer;
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));
}

/**
 * The metrics alone on METRICS_PORT, opened as the gateway initialises (so a port in use fails start-up, where an
 * onListen hook's error is only logged) and closed with it.
 */
export function serveMetricsOnOwnPort(fastify: FastifyInstance, port: number, host: string): void {
  let server: Server | undefined;
  fastify.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      writeMetrics(res);
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', (error: NodeJS.ErrnoException) =>
        reject(new Error(`METRICS_PORT ${port}: ${error.code ?? error.message}`, { cause: error })),
      );
      server!.listen(port, host, () => resolve());
    });
  });
  fastify.addHook('onClose', async () => {
    if (!server) return;
    const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
    server.closeAllConnections(); // a scrape in flight is retried at the next interval
    await closed;
  });
}
