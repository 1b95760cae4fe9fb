import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/graphql', '/api/', '/health', '/metrics'];

/**
 * Serves the built SPA: hashed assets as immutable files (brotli or gzip copies made at build time where the client
 * accepts them), and index.html for every other GET
 * (history fallback) so deep links like /dashboard load the app. API paths keep their JSON 404s.
 */
export async function serveSpa(fastify: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile);
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (web/vite.config.ts): sent as the client accepts.
    preCompressed: true,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  fastify.get('/*', (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  fastify.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml));
  return true;
}
