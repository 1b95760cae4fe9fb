import { QUERY_LIMITS } from './query-limits.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const GRAPHQL_PATH = '/graphql';

/** The plain messages a refused /graphql request is answered with (GraphQL-over-HTTP error shape). */
export const GRAPHQL_HTTP_MESSAGES = {
  contentType: 'GraphQL requests must be sent as POST with Content-Type: application/json',
  method: 'GraphQL requests must be sent as POST with Content-Type: application/json (GET is for the subscription socket only)',
  body: 'The request body must be a JSON object with a "query" string',
  query: 'The "query" must be a GraphQL document in a string',
  queryTooLong: `The query is too large: more than ${QUERY_LIMITS.maxQueryChars} characters`,
  variables: 'The "variables" must be a JSON object',
  operationName: 'The "operationName" must be a string',
  extensions: 'The "extensions" must be a JSON object',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || value === null || check(value);
// A GraphQL document never starts with `{"` or `[`: such a string is a JSON syntax tree, which Mercurius would
// execute as a pre-parsed document past the parser's limits.
const looksLikeJson = (query: string) => /^\s*(\[|\{\s*")/.test(query);

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  if (status === 405) reply.header('allow', 'POST');
  return reply.code(status).type('application/json; charset=utf-8').send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

/** The one problem with a parsed POST body, if any. */
export function graphqlBodyProblem(body: unknown): string | null {
  if (!isObject(body)) return GRAPHQL_HTTP_MESSAGES.body;
  if (typeof body['query'] !== 'string' || !body['query'].trim() || looksLikeJson(body['query'])) return GRAPHQL_HTTP_MESSAGES.query;
  if (body['query'].length > QUERY_LIMITS.maxQueryChars) return GRAPHQL_HTTP_MESSAGES.queryTooLong;
  if (!optional(body['variables'], isObject)) return GRAPHQL_HTTP_MESSAGES.variables;
  if (!optional(body['operationName'], (v) => typeof v === 'string')) return GRAPHQL_HTTP_MESSAGES.operationName;
  if (!optional(body['extensions'], isObject)) return GRAPHQL_HTTP_MESSAGES.extensions;
  return null;
}

/**
 * What reaches the GraphQL engine at /graphql, on either engine: only POST with `application/json` (a plain HTML
 * form can send form-urlencoded, multipart or text/plain cross-site: login CSRF; those are refused before their
 * body is read) whose body is a JSON object with a string query; GET only for the subscription socket's upgrade.
 * Everything else is a 4xx with a plain message. Register before the engine's routes.
 */
export function guardGraphqlHttp(fastify: FastifyInstance): void {
  const isGraphql = (request: FastifyRequest) => request.routeOptions.url === GRAPHQL_PATH;
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isGraphql(request)) return;
    if (request.method === 'GET') {
      if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
      return refuse(reply, 405, GRAPHQL_HTTP_MESSAGES.method);
    }
    if (request.method !== 'POST') return refuse(reply, 405, GRAPHQL_HTTP_MESSAGES.method);
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/json') return refuse(reply, 415, GRAPHQL_HTTP_MESSAGES.contentType);
  });
  fastify.addHook('preValidation', async (request, reply) => {
    if (!isGraphql(request)) return;
    // An Upgrade header alone is not a socket: only a request the WebSocket plugin took over (request.ws) is.
    if (request.method === 'GET') return (request as FastifyRequest & { ws?: boolean }).ws ? undefined : refuse(reply, 405, GRAPHQL_HTTP_MESSAGES.method);
    if (request.method !== 'POST') return;
    const problem = graphqlBodyProblem(request.body);
    if (problem) return refuse(reply, 400, problem);
  });
}
