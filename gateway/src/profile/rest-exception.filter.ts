import { Catch, HttpException, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '@ecp/contracts';
import { CV_UPLOAD_FAILED_MESSAGE } from '@ecp/cv-files';
import { LOGGER, type Logger } from '@ecp/logger';
import { graphqlCodeFor } from '../errors/graphql-code.js';
import { clientMessage, UNEXPECTED_ERROR } from '../errors/graphql-exception.filter.js';

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
      const retryAfter = exception.details?.retryAfterSeconds;
      if (code === 'RATE_LIMITED' && typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      void reply.status(status).send({ message: clientMessage(exception.message), code });
      return;
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      void reply.status(exception.getStatus()).send({ message: exception.message, code: 'BAD_REQUEST' });
      return;
    }
    // Fastify's and @fastify/multipart's own 4xx errors (a body they cannot parse, a limit passed): the request's
    // fault, answered as a failed upload (the only body these endpoints read), not a 500 logged as our error.
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      this.logger.warn({ err: exception }, 'file endpoint refused a malformed request');
      void reply.status(400).send({ message: CV_UPLOAD_FAILED_MESSAGE, code: 'BAD_USER_INPUT' });
      return;
    }
    this.logger.error({ err: exception }, 'unexpected file endpoint error');
    void reply.status(500).send({ message: UNEXPECTED_ERROR, code: 'INTERNAL_SERVER_ERROR' });
  }
}
