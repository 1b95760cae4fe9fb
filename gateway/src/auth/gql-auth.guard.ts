import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '@ecp/contracts';
import type { AuthenticatedUser } from './jwt.strategy.js';

/** Class-level guard for resolvers that need a signed-in user. */
@Injectable()
export class GqlAuthGuard extends AuthGuard('jwt') {
  override getRequest(context: ExecutionContext) {
    return GqlExecutionContext.create(context).getContext().req;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue');
    return user;
  }
}

/** The user the gateway authenticated; the only user id services trust. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  return GqlExecutionContext.create(context).getContext().req.user;
});
