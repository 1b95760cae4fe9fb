import { createServer, type Server } from 'node:http';
import { initProcessMetrics, writeMetrics } from '@ecp/telemetry';

/**
 * The HTTP face of a service process in distributed mode, for orchestrators: liveness, readiness
 * (bus and database reachable) and Prometheus metrics (the process's registry: Node runtime, bus requests and
 * events, consumer lag, outbox backlog; README "Observability"). Embedded mode has the gateway's /health and /metrics instead.
 */
export async function startHealthServer(port: number, service: string, ready: () => Promise<boolean>): Promise<Server> {
  initProcessMetrics(service);
  const server = createServer((req, res) => {
    const respond = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (req.url === '/health/live') return respond(200, JSON.stringify({ status: 'ok', service }));
    if (req.url === '/health/ready' || req.url === '/health') {
      ready().then(
        (ok) => respond(ok ? 200 : 503, JSON.stringify({ status: ok ? 'ok' : 'unavailable', service })),
        () => respond(503, JSON.stringify({ status: 'unavailable', service })),
      );
      return;
    }
    if (req.url === '/metrics') return writeMetrics(res);
    respond(404, JSON.stringify({ error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve));
  return server;
}
