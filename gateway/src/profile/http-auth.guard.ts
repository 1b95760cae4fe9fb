import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '@ecp/contracts';

/** The REST twin of GqlAuthGuard: a valid bearer access token or UNAUTHENTICATED. */
@Injectable()
export class HttpAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue');
    return user;
  }
}
