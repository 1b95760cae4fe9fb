import { fileURLToPath } from 'node:url';
import type { DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule as noIntrospection } from 'graphql';
import { depthLimit, MAX_QUERY_DEPTH } from './query-limits.js';
import type { GatewayConfig } from '../gateway.config.js';

const SCHEMA_FILE = fileURLToPath(new URL('../../schema.gql', import.meta.url));

/** What resolvers find in their context on either engine. */
export interface GraphqlContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

const context = (request: FastifyRequest, reply: FastifyReply): GraphqlContext => ({ req: request, reply });

/**
 * Code-first GraphQL on either engine. Mercurius with graphql-jit is the default: it measured
 * faster on our read path (see `npm run bench -w gateway`); Apollo stays selectable for comparison
 * of queries and mutations (live subscriptions such as cvFlow need the Mercurius engine).
 * Outside production the schema is written to gateway/schema.gql for the web's codegen.
 */
export function graphqlModule(config: GatewayConfig): DynamicModule {
  const ide = config.GRAPHQL_IDE ?? config.NODE_ENV !== 'production';
  const autoSchemaFile = config.NODE_ENV === 'production' ? true : SCHEMA_FILE;
  if (config.GRAPHQL_ENGINE === 'apollo') {
    return GraphQLModule.forRoot<ApolloDriverConfig>({
      driver: ApolloDriver,
      autoSchemaFile,
      sortSchema: true,
      path: '/graphql',
      playground: false,
      introspection: ide,
      validationRules: [depthLimit(MAX_QUERY_DEPTH), ...(ide ? [] : [noIntrospection])],
      context,
    });
  }
  return GraphQLModule.forRoot<MercuriusDriverConfig>({
    driver: MercuriusDriver,
    autoSchemaFile,
    sortSchema: true,
    path: '/graphql',
    graphiql: ide,
    jit: 1,
    queryDepth: MAX_QUERY_DEPTH,
    validationRules: ide ? [] : [noIntrospection],
    context,
    // Subscriptions (graphql-ws over /graphql) authenticate with the access token in connection_init's
    // payload `{ authorization: 'Bearer …' }`, checked by the same guard as any request.
    subscription: {
      onConnect: ({ payload }: { payload?: { authorization?: unknown } }) => ({
        req: { headers: { authorization: typeof payload?.authorization === 'string' ? payload.authorization : '' } },
      }),
    },
  });
}
