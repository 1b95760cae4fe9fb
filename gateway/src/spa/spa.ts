import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/graphql', '/api/', '/health', '/metrics'];

/** An HTML page as built, with the build's brotli and gzip copies where it made them, and its inline scripts' CSP hashes. */
type Page = { plain: Buffer; br?: Buffer; gz?: Buffer; scriptHashes: string[] };

function readPage(file: string): Page {
  const copy = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined);
  const plain = readFileSync(file);
  // Inline scripts (the theme set before the first paint) run under `script-src 'self'` only with their hash.
  const scriptHashes = [...plain.toString('utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  return { plain, br: copy('.br'), gz: copy('.gz'), scriptHashes };
}

/**
 * Serves the built SPA: hashed assets as immutable files (brotli or gzip copies made at build time where the client
 * accepts them), and HTML for every other GET (history fallback) so deep links like /dashboard load the app: the
 * route's own page from `routes/` where the build made one (its chunks preloaded, the public pages pre-rendered),
 * index.html otherwise. API paths keep their JSON 404s.
 */
export async function serveSpa(fastify: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexPage = readPage(indexFile);
  const routesDir = join(root, 'routes');
  // `routes/dashboard.html` answers /dashboard, `routes/index.html` answers /.
  const routePages = new Map<string, Page>(
    existsSync(routesDir)
      ? readdirSync(routesDir)
          .filter((name) => name.endsWith('.html'))
          .map((name) => [name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, readPage(join(routesDir, name))])
      : [],
  );
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!.replace(/(.)\/+$/, '$1');
    const page = routePages.get(path) ?? indexPage;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = page.br && /\bbr\b/.test(accepts) ? 'br' : page.gz && /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && page.scriptHashes.length > 0) {
      reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${page.scriptHashes.join(' ')}`));
    }
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gz : page.plain);
  };
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
    return sendPage(request, reply);
  });
  fastify.get('/', sendPage);
  return true;
}
