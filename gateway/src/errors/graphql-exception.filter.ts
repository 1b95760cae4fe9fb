import { Catch, HttpException, Inject, type ArgumentsHost } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { DomainError, FAILURE_MESSAGES } from '@ecp/contracts';
import { LOGGER, type Logger } from '@ecp/logger';
import { graphqlCodeFor } from './graphql-code.js';

export const UNEXPECTED_ERROR = FAILURE_MESSAGES.unexpectedError;
/** What a client is told of a request a service refused by its schema alone, where no spec message applies. */
export const INVALID_REQUEST = 'The request is not valid';
/** The bus's own wording of a refused request names the internal request ('Invalid request for skills.search-skills'). */
const NAMES_A_BUS_REQUEST = /^Invalid request for [\w.-]+$/;
/** And of a service's answer that broke its contract: our fault, told as such. */
const NAMES_A_BUS_RESPONSE = /^Invalid response for [\w.-]+$/;
/** A service's message as a client may read it: never naming an internal request. */
export const clientMessage = (message: string) => (NAMES_A_BUS_REQUEST.test(message) ? INVALID_REQUEST : NAMES_A_BUS_RESPONSE.test(message) ? UNEXPECTED_ERROR : message);

/** Every resolver error leaves as a GraphQL error with a user-safe message and a code; never a stack. */
@Catch()
export class GraphqlExceptionFilter implements GqlExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): GraphQLError {
    if (exception instanceof GraphQLError) return exception;
    if (exception instanceof DomainError) {
      const mapped = graphqlCodeFor(exception.code);
      if (mapped.status >= 500) this.logger.error({ err: exception }, 'service error');
      return new GraphQLError(clientMessage(exception.message), { extensions: { code: mapped.code, domainCode: exception.code, status: mapped.status } });
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      return new GraphQLError(exception.message, { extensions: { code: 'BAD_REQUEST', status: exception.getStatus() } });
    }
    this.logger.error({ err: exception }, 'unexpected resolver error');
    return new GraphQLError(UNEXPECTED_ERROR, { extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } });
  }
}
