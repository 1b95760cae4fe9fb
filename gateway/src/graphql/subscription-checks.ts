import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { QUERY_LIMITS } from './query-limits.js';

/** The most one socket message may carry (Mercurius' own default is 1 MB); every SPA subscription is under 1 KB. */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

/**
 * Mercurius starts a subscription sent over the socket without validating it: it parses the document (or takes one
 * already parsed, as JSON) and subscribes. These hooks hold it to what every HTTP request passes before it runs: a
 * document sent as text is parsed again with the token limit, and every document is checked against the query
 * limits (depth, aliases, cost: linear, so first) and then graphql's own rules, whose overlapping-fields check is
 * quadratic in the fields. `messageOf` words an error as HTTP answers would.
 */
export function subscriptionChecks(validationRules: readonly ValidationRule[], messageOf: (message: string) => string) {
  const refuse = (errors: readonly GraphQLError[]) => {
    if (errors.length) throw new GraphQLError(messageOf(errors[0]!.message));
  };
  return {
    preSubscriptionParsing: async (_schema: GraphQLSchema, source: string) => {
      if (source.length > QUERY_LIMITS.maxQueryChars) refuse([new GraphQLError(`The query is too large: more than ${QUERY_LIMITS.maxQueryChars} characters`)]);
      try {
        parse(source, { maxTokens: QUERY_LIMITS.maxTokens });
      } catch (error) {
        refuse([error instanceof GraphQLError ? error : new GraphQLError('The query could not be parsed')]);
      }
    },
    preSubscriptionExecution: async (schema: GraphQLSchema, document: DocumentNode) => {
      let errors: readonly GraphQLError[];
      try {
        errors = validate(schema, document, validationRules);
        if (!errors.length) errors = validate(schema, document, specifiedRules);
      } catch {
        // A syntax tree sent as JSON that is no document: graphql's own words ("documentAST.definitions is not
        // iterable") name its internals.
        errors = [new GraphQLError('The query could not be parsed')];
      }
      refuse(errors);
    },
  };
}
