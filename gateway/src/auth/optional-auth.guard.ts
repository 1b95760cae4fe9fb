import { Injectable } from '@nestjs/common';
import { GqlAuthGuard } from './gql-auth.guard.js';

/** Lets anonymous calls through (the user is then null) but still verifies a token when one is sent. */
@Injectable()
export class OptionalGqlAuthGuard extends GqlAuthGuard {
  override handleRequest<T>(_error: unknown, user: T): T {
    return (user || null) as T;
  }
}
