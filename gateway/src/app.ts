import fastifyWebsocket from '@fastify/websocket';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { HEADER_CORRELATION_ID } from '@ecp/contracts';
import type { MessageBus } from '@ecp/messaging';
import { createLogger, PinoNestLogger, withContext, type Logger } from '@ecp/logger';
import type { GatewayConfig } from './gateway.config.js';
import { GatewayModule } from './gateway.module.js';
import { instrumentHttp, serveMetricsOnOwnPort, traceHttpRequest } from './health/metrics.js';
import { serveSpa } from './spa/spa.js';
import { registerMultipart } from './profile/cv-multipart.js';
import { guardGraphqlHttp } from './graphql/graphql-http.js';
import { graphqlIdeOn } from './graphql/graphql-engine.js';
import { MAX_SOCKET_MESSAGE_BYTES } from './graphql/subscription-checks.js';
import { limitSubscriptionSockets } from './graphql/subscription-sockets.js';
import { accessTokenSubject } from './auth/jwt.strategy.js';

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** Builds the gateway on a given bus; `main.ts` and the tests share it. */
export async function createGatewayApp(config: GatewayConfig, bus: MessageBus, logger: Logger = createLogger('gateway')): Promise<NestFastifyApplication> {
  // maxParamLength: a data export token (user, session, expiry, MAC) is 131 characters, past Fastify's default 100.
  // requestTimeout: a request must have arrived whole within 2 minutes (a 10 MB CV at under 1 Mbit/s), so a client
  // sending a byte a minute cannot hold a socket and an upload's spool file for ever (Fastify's default is no limit).
  const adapter = new FastifyAdapter({ bodyLimit: 1_048_576, routerOptions: { maxParamLength: 256 }, requestTimeout: 120_000, trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY });
  const fastify = adapter.getInstance();
  const ide = graphqlIdeOn(config);
  // Every request runs in its own correlation context, which the bus carries to the services.
  fastify.addHook('onRequest', (request, reply, done) => {
    const header = request.headers[HEADER_CORRELATION_ID];
    const correlationId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
    reply.header(HEADER_CORRELATION_ID, correlationId);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // GraphiQL's page (development only) needs inline scripts; the CSP applies everywhere else, including any other
      // path that starts the same way (the SPA answers those).
      if (name === 'content-security-policy' && ide && request.routeOptions.url === '/graphiql') continue;
      reply.header(name, value);
    }
    if (config.NODE_ENV === 'production') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    traceHttpRequest(request, () => withContext({ correlationId }, done));
  });
  instrumentHttp(fastify);
  if (config.METRICS_PORT !== undefined) serveMetricsOnOwnPort(fastify, config.METRICS_PORT, config.HOST);
  guardGraphqlHttp(fastify);
  // The subscription socket, registered here so its messages are capped: Mercurius registers its own (1 MB a
  // message) only when none is.
  await fastify.register(fastifyWebsocket, { options: { maxPayload: MAX_SOCKET_MESSAGE_BYTES } });
  limitSubscriptionSockets(fastify, accessTokenSubject(config));

  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot({ config, bus, logger }), adapter, {
    logger: new PinoNestLogger(logger),
  });
  if (config.WEB_DIST && !(await serveSpa(fastify, config.WEB_DIST))) {
    logger.warn({ dir: config.WEB_DIST }, 'web build not found: the SPA is not served (run npm run build)');
  }
  await registerMultipart(app);
  await app.init();
  return app;
}
