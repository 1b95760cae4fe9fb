import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

/**
 * Lets every handler error reach the bus as thrown. Nest's default RPC filter turns anything that is not an
 * RpcException into `{ status: 'error', message: 'Internal server error' }`, which would erase a DomainError's
 * code. Register it on every microservice served by BusTransport: `app.useGlobalFilters(new BusExceptionFilter())`.
 */
@Catch()
export class BusExceptionFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}
