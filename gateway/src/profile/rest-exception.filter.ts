import { Catch, HttpException, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '@ecp/contracts';
import { LOGGER, type Logger } from '@ecp/logger';
import { graphqlCodeFor } from '../errors/graphql-code.js';
import { UNEXPECTED_ERROR } from '../errors/graphql-exception.filter.js';

/** JSON errors `{ message, code }` for the REST file endpoints, with the same code mapping as GraphQL. */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.sent) return;
    if (exception instanceof DomainError) {
      const { code, status } = graphqlCodeFor(exception.code);
      if (status >= 500) this.logger.error({ err: exception }, 'file endpoint error');
      void reply.status(status).send({ message: exception.message, code });
      return;
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      void reply.status(exception.getStatus()).send({ message: exception.message, code: 'BAD_REQUEST' });
      return;
    }
    this.logger.error({ err: exception }, 'unexpected file endpoint error');
    void reply.status(500).send({ message: UNEXPECTED_ERROR, code: 'INTERNAL_SERVER_ERROR' });
  }
}
