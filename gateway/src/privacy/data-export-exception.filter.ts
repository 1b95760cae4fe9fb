import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@ecp/contracts';
import { LOGGER, type Logger } from '@ecp/logger';
import { RestExceptionFilter } from '../profile/rest-exception.filter.js';

/** Why an export link did not download, as the SPA's /profile reads it (`?dataExport=`): a fixed word, never a text. */
export type DataExportProblem = 'expired' | 'busy' | 'failed';

export const dataExportProblem = (exception: unknown): DataExportProblem => {
  if (!(exception instanceof DomainError)) return 'failed';
  if (exception.code === 'UNAUTHENTICATED') return 'expired';
  return exception.code === 'RATE_LIMITED' ? 'busy' : 'failed';
};

/** A browser following a link (the SPA assigns the export link to window.location), not a script's request. */
const isNavigation = (request: FastifyRequest) => {
  const mode = request.headers['sec-fetch-mode'];
  return mode ? mode === 'navigate' : /\btext\/html\b/.test(request.headers.accept ?? '');
};

/**
 * The export link's errors. A browser that followed the link is sent back to /profile with the problem named
 * (303), where the SPA says it in its own words, rather than leaving the person on a page of JSON; any other
 * client gets the JSON error every file endpoint answers.
 */
@Catch()
export class DataExportExceptionFilter implements ExceptionFilter {
  private readonly rest: RestExceptionFilter;

  constructor(@Inject(LOGGER) private readonly logger: Logger) {
    this.rest = new RestExceptionFilter(logger);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    if (reply.sent || !isNavigation(http.getRequest<FastifyRequest>())) {
      this.rest.catch(exception, host);
      return;
    }
    const problem = dataExportProblem(exception);
    if (problem === 'failed') this.logger.error({ err: exception }, 'data export failed');
    void reply.status(303).header('location', `/profile?dataExport=${problem}`).send();
  }
}
