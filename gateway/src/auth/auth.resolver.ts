import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Inject, UseGuards } from '@nestjs/common';
import type { ResponseOf, Role } from '@ecp/contracts';
import { AuthPayload, SignInInput, SignUpInput, User } from '../graphql/types.js';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from './gql-auth.guard.js';
import type { AuthenticatedUser } from './jwt.strategy.js';
import { setRefreshCookie } from './refresh-cookie.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import type { GraphqlContext } from '../graphql/graphql-engine.js';

@Resolver(() => User)
export class AuthResolver {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Mutation(() => AuthPayload)
  async signUp(@Args('input') input: SignUpInput, @Context() { reply }: GraphqlContext): Promise<AuthPayload> {
    const session = await this.services.request('identity.sign-up', { ...input, beneficiaryType: input.beneficiaryType ?? null });
    setRefreshCookie(reply, session.refreshToken, session.refreshTokenExpiresAt, this.config.NODE_ENV === 'production');
    return toAuthPayload(session);
  }

  @Mutation(() => AuthPayload)
  async signIn(@Args('input') input: SignInInput, @Context() { reply }: GraphqlContext): Promise<AuthPayload> {
    const session = await this.services.request('identity.sign-in', input);
    setRefreshCookie(reply, session.refreshToken, session.refreshTokenExpiresAt, this.config.NODE_ENV === 'production');
    return toAuthPayload(session);
  }

  @Query(() => User)
  @UseGuards(GqlAuthGuard)
  me(@CurrentUser() user: AuthenticatedUser): Promise<User> {
    return this.services.request('identity.get-user', { userId: user.userId }, user) as Promise<User>;
  }
}

/** The refresh token stays in its httpOnly cookie; the payload carries only what the page may see. */
function toAuthPayload(session: ResponseOf<'identity.sign-in'> & { pendingRole?: Role | null }): AuthPayload {
  return {
    user: session.user as User,
    accessToken: session.accessToken,
    accessTokenExpiresAt: new Date(session.accessTokenExpiresAt),
    pendingRole: (session.pendingRole ?? null) as AuthPayload['pendingRole'],
  };
}
