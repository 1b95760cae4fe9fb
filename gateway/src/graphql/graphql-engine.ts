import { join } from 'node:path';
import { packageDir } from '@ecp/config';
import type { DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule as noIntrospection, type DocumentNode } from 'graphql';
// mercurius is CommonJS: its helpers are properties of the default export under Node's ESM loader.
import mercurius, { type MercuriusContext } from 'mercurius';
import { documentProblems, QUERY_LIMITS, queryLimits } from './query-limits.js';
import { subscriptionChecks } from './subscription-checks.js';
import { accessTokenSubject } from '../auth/jwt.strategy.js';
import type { GatewayConfig } from '../gateway.config.js';

const SCHEMA_FILE = join(packageDir('@ecp/gateway', import.meta.url), 'schema.gql');

/** What resolvers find in their context on either engine. */
export interface GraphqlContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** graphql's own messages suggest field, argument and type names ("Did you mean …"): not in production. */
export const withoutSuggestions = (message: string) => message.replace(/ Did you mean .*$/s, '');
/** The parser's message when a document has too many tokens, in plain words. */
const plainMessage = (message: string) =>
  message.startsWith('Syntax Error: Document contains more that') ? `The query is too large: more than ${QUERY_LIMITS.maxTokens} tokens` : message;

const context = (request: FastifyRequest, reply: FastifyReply): GraphqlContext => ({ req: request, reply });

/**
 * Mercurius' preValidation hook: a document with too many fields or an unused fragment is refused before graphql's
 * rules run (their overlapping-fields check is quadratic), as a 400 like any refused document, and, thrown before
 * validation, is not kept in Mercurius' cache of failed documents (each entry holds the whole parsed document).
 */
async function refuseOversizedDocument(_schema: unknown, document: DocumentNode): Promise<void> {
  const problems = documentProblems(document);
  if (problems.length === 0) return;
  throw Object.assign(new Error('Graphql validation error'), {
    statusCode: 400,
    errors: problems.map((message) => new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } })),
  });
}

/**
 * Code-first GraphQL on either engine. Mercurius with graphql-jit is the default: it measured
 * faster on our read path (see `npm run bench -w gateway`); Apollo stays selectable for comparison
 * of queries and mutations (live subscriptions such as cvFlow need the Mercurius engine).
 * Outside production the schema is written to gateway/schema.gql for the web's codegen.
 */
/** GraphiQL at /graphiql: on by default outside production. */
export const graphqlIdeOn = (config: Pick<GatewayConfig, 'GRAPHQL_IDE' | 'NODE_ENV'>) => config.GRAPHQL_IDE ?? config.NODE_ENV !== 'production';

export function graphqlModule(config: GatewayConfig): DynamicModule | Promise<DynamicModule> {
  const subjectOf = accessTokenSubject(config);
  const ide = graphqlIdeOn(config);
  const production = config.NODE_ENV === 'production';
  const autoSchemaFile = production ? true : SCHEMA_FILE;
  const validationRules = [queryLimits(), ...(ide ? [] : [noIntrospection])];
  // No token locations kept in the parsed document: the engine caches documents, and a 3,000-token one kept its token
  // chain (about 800 KB); an error then names no line and column.
  const parseOptions = { maxTokens: QUERY_LIMITS.maxTokens, noLocation: true };
  if (config.GRAPHQL_ENGINE === 'apollo') {
    // Loaded only when chosen: Apollo Server and its driver are some 0.6 s and 30 MB of a start that never uses them.
    return import('@nestjs/apollo').then(({ ApolloDriver }) => GraphQLModule.forRoot<ApolloDriverConfig>({
      driver: ApolloDriver,
      autoSchemaFile,
      sortSchema: true,
      path: '/graphql',
      playground: false,
      introspection: ide,
      validationRules,
      parseOptions,
      hideSchemaDetailsFromClientErrors: production,
      context,
    }));
  }
  return GraphQLModule.forRoot<MercuriusDriverConfig>({
    driver: MercuriusDriver,
    autoSchemaFile,
    sortSchema: true,
    path: '/graphql',
    graphiql: ide,
    jit: 1,
    // Documents kept parsed and validated (and, apart, those refused), each at most QUERY_LIMITS: 1024 of each by
    // default, which a stranger filled with a new document every request. The SPA sends some 50.
    cache: 256,
    validationRules,
    graphql: { parseOptions },
    errorFormatter: (execution, ctx: MercuriusContext) => {
      const formatted = mercurius.defaultErrorFormatter(execution, ctx);
      const errors = formatted.response.errors?.map((error) => {
        const message = plainMessage(production ? withoutSuggestions(error.message) : error.message);
        return message === error.message ? error : { ...error, message };
      });
      // A refused document (parse or validation, however many errors it has) is a 400, not Mercurius' 200 for several.
      const refused = execution.errors?.length === 1 && !execution.data ? (execution.errors[0]?.originalError as { statusCode?: unknown } | undefined)?.statusCode : undefined;
      return { statusCode: typeof refused === 'number' ? refused : formatted.statusCode, response: { ...formatted.response, errors } };
    },
    context,
    hooks: {
      preValidation: refuseOversizedDocument,
      ...subscriptionChecks(validationRules, (message) => plainMessage(production ? withoutSuggestions(message) : message)),
    },
    // Subscriptions (graphql-ws over /graphql) authenticate with the access token in connection_init's payload
    // `{ authorization: 'Bearer …' }`: the socket is accepted only with a token this gateway's identity service signed
    // (an empty init had kept a stranger's socket open for good; subscription-sockets.ts counts each account's); each
    // subscription then checks it by the same guard as any request (expiry, session).
    subscription: {
      onConnect: ({ payload }: { payload?: { authorization?: unknown } }) =>
        subjectOf(payload?.authorization) === null ? false : { req: { headers: { authorization: payload!.authorization as string } } },
    },
  });
}
