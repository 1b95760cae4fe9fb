import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Inject, UseGuards } from '@nestjs/common';
import { DomainError, type ResponseOf } from '@ecp/contracts';
import { AuthPayload, Role, SignInInput, SignUpInput, User } from '../graphql/types.js';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from './gql-auth.guard.js';
import { OptionalGqlAuthGuard } from './optional-auth.guard.js';
import { sessionOf, type AuthenticatedUser } from './jwt.strategy.js';
import { clearRefreshCookie, clientInfo, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import type { GraphqlContext } from '../graphql/graphql-engine.js';
import { ProfessionalNetworkData, ResetPasswordInput, SignInOptions, SignOutScope, TotpEnrollment, VerifyMfaInput } from './auth.types.js';
import { OidcClient } from './oidc.client.js';
import { SessionCheck } from './session-check.js';

type IdentityUser = ResponseOf<'identity.get-user'>;
type Outcome =
  | ResponseOf<'identity.refresh'>
  | ResponseOf<'identity.sign-in'>
  | ResponseOf<'identity.sign-up'>;

@Resolver(() => User)
export class AuthResolver {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly oidc: OidcClient,
    private readonly sessionCheck: SessionCheck,
  ) {}

  @Query(() => SignInOptions, { description: 'Public: the sign-in methods offered here.' })
  signInOptions(): SignInOptions {
    return { linkedin: this.oidc.enabled };
  }

  @Mutation(() => AuthPayload)
  async signUp(@Args('input') input: SignUpInput, @Context() { req, reply }: GraphqlContext): Promise<AuthPayload> {
    const outcome = await this.services.request('identity.sign-up', {
      ...input, beneficiaryType: input.beneficiaryType ?? null, redirectTo: requestOrigin(req.headers), ...clientInfo(req),
    });
    return this.deliver(outcome, reply);
  }

  @Mutation(() => AuthPayload)
  async signIn(@Args('input') input: SignInInput, @Context() { req, reply }: GraphqlContext): Promise<AuthPayload> {
    return this.deliver(await this.services.request('identity.sign-in', { ...input, ...clientInfo(req) }), reply);
  }

  /** Second sign-in step when the account has two-factor sign-in on. */
  @Mutation(() => AuthPayload)
  async verifyMfa(@Args('input') input: VerifyMfaInput, @Context() { req, reply }: GraphqlContext): Promise<AuthPayload> {
    return this.deliver(await this.services.request('identity.verify-mfa', { ...input, ...clientInfo(req) }), reply);
  }

  /** Rotates the refresh cookie and returns a new access token. A reused cookie ends the whole session family. */
  @Mutation(() => AuthPayload)
  async refreshSession(@Context() { req, reply }: GraphqlContext): Promise<AuthPayload> {
    const refreshToken = readRefreshCookie(req);
    if (!refreshToken) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue');
    try {
      return this.deliver(await this.services.request('identity.refresh', { refreshToken, ...clientInfo(req) }), reply);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') clearRefreshCookie(reply, this.secure);
      throw error;
    }
  }

  /** Ends the session: by default on every device (all refresh tokens), `local` only this browser's. Always clears the cookie. */
  @Mutation(() => Boolean)
  @UseGuards(OptionalGqlAuthGuard)
  async signOut(
    @Args('scope', { type: () => SignOutScope, defaultValue: SignOutScope.global }) scope: SignOutScope,
    @CurrentUser() user: AuthenticatedUser | null,
    @Context() { req, reply }: GraphqlContext,
  ): Promise<boolean> {
    const refreshToken = readRefreshCookie(req);
    clearRefreshCookie(reply, this.secure);
    if (!refreshToken && !user) return true;
    await this.services.request('identity.sign-out', { scope, ...(refreshToken ? { refreshToken } : {}), ...(user ? { userId: user.userId, ...sessionOf(user) } : {}) });
    // This gateway stops taking the ended sessions' access tokens now; others on sessions.revoked.
    if (user) this.sessionCheck.forget(user.userId);
    return true;
  }

  /**
   * Confirms an address with the token its confirmation mail carried (EMAIL_CONFIRMATION on): the sign-in page sends
   * it when the mailed link opens it. A POST, never the link's GET: a mail scanner opening every link must not confirm
   * an address for whoever signed it up. Signs no one in (the link may be opened in someone else's browser).
   */
  @Mutation(() => Boolean)
  async confirmEmail(@Args('token') token: string, @Context() { req }: GraphqlContext): Promise<boolean> {
    await this.services.request('identity.confirm-email', { token, ...clientInfo(req) });
    return true;
  }

  /** Emails a reset link (to an allowed origin). Answers true whether or not the address has an account. */
  @Mutation(() => Boolean)
  async requestPasswordReset(@Args('email') email: string, @Context() { req }: GraphqlContext): Promise<boolean> {
    await this.services.request('identity.request-password-reset', { email, redirectTo: requestOrigin(req.headers), ...clientInfo(req) });
    return true;
  }

  /** Sets a new password with the emailed token and signs in (every other session ends). */
  @Mutation(() => AuthPayload)
  async resetPassword(@Args('input') input: ResetPasswordInput, @Context() { req, reply }: GraphqlContext): Promise<AuthPayload> {
    const outcome = await this.services.request('identity.update-password', { resetToken: input.token, password: input.password, ...clientInfo(req) });
    this.sessionCheck.forget(outcome.user.id);
    return this.deliver(outcome, reply);
  }

  /**
   * The signed-in user changes their password, giving the current one (counted like a sign-in; wrong: FORBIDDEN
   * 'Current password is incorrect'); other sessions end, this one continues with a fresh token.
   */
  @Mutation(() => AuthPayload)
  @UseGuards(GqlAuthGuard)
  async updatePassword(
    @Args('password') password: string,
    @Args('currentPassword', { type: () => String, nullable: true, description: 'Required unless the account has no password yet (professional-network sign-up)' }) currentPassword: string | null | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Context() { req, reply }: GraphqlContext,
  ): Promise<AuthPayload> {
    const outcome = await this.services.request('identity.update-password', {
      userId: user.userId, password, ...(typeof currentPassword === 'string' ? { currentPassword } : {}), mfa: user.mfa ?? false, ...sessionOf(user), ...clientInfo(req),
    }, user);
    this.sessionCheck.forget(user.userId);
    return this.deliver(outcome, reply);
  }

  /**
   * Emails the signed-in user's unproven address a link that proves it by choosing the password (two-factor set-up
   * needs a proven address). True also when the address is proven already (nothing is sent).
   */
  @Mutation(() => Boolean)
  @UseGuards(GqlAuthGuard)
  async requestEmailProof(@CurrentUser() user: AuthenticatedUser, @Context() { req }: GraphqlContext): Promise<boolean> {
    await this.services.request('identity.request-email-proof', { userId: user.userId, redirectTo: requestOrigin(req.headers), ...clientInfo(req) }, user);
    return true;
  }

  /** Refused (FORBIDDEN) until the address is proven: see requestEmailProof. */
  @Mutation(() => TotpEnrollment)
  @UseGuards(GqlAuthGuard)
  enrollTotp(@CurrentUser() user: AuthenticatedUser): Promise<TotpEnrollment> {
    return this.services.request('identity.totp-enroll', { userId: user.userId }, user);
  }

  /** Turns two-factor sign-in on with a first code and the current password; returns the recovery codes (shown once). */
  @Mutation(() => [String])
  @UseGuards(GqlAuthGuard)
  async activateTotp(
    @Args('code') code: string,
    @Args('currentPassword', { type: () => String, nullable: true, description: 'Required unless the account has no password (professional-network sign-up)' }) currentPassword: string | null | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Context() { req }: GraphqlContext,
  ): Promise<string[]> {
    const request = { userId: user.userId, code, ...(typeof currentPassword === 'string' ? { currentPassword } : {}), ...sessionOf(user), ip: clientInfo(req).ip };
    return (await this.services.request('identity.totp-activate', request, user)).recoveryCodes;
  }

  @Mutation(() => Boolean)
  @UseGuards(GqlAuthGuard)
  async disableTotp(@Args('code') code: string, @CurrentUser() user: AuthenticatedUser, @Context() { req }: GraphqlContext): Promise<boolean> {
    await this.services.request('identity.totp-disable', { userId: user.userId, code, ip: clientInfo(req).ip }, user);
    return true;
  }

  @Query(() => User)
  @UseGuards(GqlAuthGuard)
  me(@CurrentUser() user: AuthenticatedUser): Promise<User> {
    return this.services.request('identity.get-user', { userId: user.userId }, user) as Promise<User>;
  }

  /** The spec's has_role(user, role) for the signed-in user; false on any error. */
  @Query(() => Boolean)
  @UseGuards(OptionalGqlAuthGuard)
  async hasRole(@Args('role', { type: () => Role }) role: Role, @CurrentUser() user: AuthenticatedUser | null): Promise<boolean> {
    if (!user) return false;
    try {
      return (await this.services.request('identity.has-role', { userId: user.userId, role }, user)).hasRole;
    } catch {
      return false;
    }
  }

  @ResolveField(() => Role, { nullable: true, description: 'A partner or admin role waiting for approval' })
  pendingRole(@Parent() user: Partial<IdentityUser>): Role | null {
    return (user.pendingRole ?? null) as Role | null;
  }

  @ResolveField(() => Boolean, { description: 'Two-factor sign-in is on' })
  mfaEnabled(@Parent() user: Partial<IdentityUser>): boolean {
    return user.mfaEnabled ?? false;
  }

  @ResolveField(() => Boolean, { nullable: true, description: 'The email address was proven by a mailed link or a provider that verified it (read on `me`; null on a sign-in answer, which does not carry it)' })
  emailConfirmed(@Parent() user: Partial<IdentityUser>): boolean | null {
    return user.emailConfirmed ?? null;
  }

  @ResolveField(() => ProfessionalNetworkData, { nullable: true, description: 'Headline and experience from a professional-network sign-in' })
  professionalNetwork(@Parent() user: Partial<IdentityUser>): ProfessionalNetworkData | null {
    const data = user.metadata?.['linkedin'] as Record<string, unknown> | undefined;
    if (!data) return null;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return { headline: text(data['headline']), experience: text(data['experience']), profileUrl: text(data['profileUrl']) };
  }

  private get secure(): boolean {
    return this.config.NODE_ENV === 'production';
  }

  /** Sets the refresh cookie when there is a session; the payload carries only what the page may see. */
  private deliver(outcome: Outcome, reply: GraphqlContext['reply']): AuthPayload {
    const none = { user: null, pendingRole: null, mfaRequired: false, mfaToken: null, confirmationRequired: false, accessToken: null, accessTokenExpiresAt: null };
    // Only the password is proven: the account's name, roles and id wait for the code (verifyMfa answers them).
    if ('mfaRequired' in outcome) return { ...none, mfaRequired: true, mfaToken: outcome.mfaToken };
    // Nothing of the account either: the answer is the same whether or not the address already had one.
    if ('confirmationRequired' in outcome) return { ...none, confirmationRequired: true };
    setRefreshCookie(reply, outcome.refreshToken, outcome.refreshTokenExpiresAt, this.secure);
    const pendingRole = ('pendingRole' in outcome ? outcome.pendingRole : null) as Role | null;
    return { ...none, user: outcome.user as User, pendingRole, accessToken: outcome.accessToken, accessTokenExpiresAt: new Date(outcome.accessTokenExpiresAt) };
  }
}

/** The page's origin (from the Origin header browsers send with POSTs); the identity service checks it against its allow-list. */
function requestOrigin(headers: Record<string, string | string[] | undefined>): string | undefined {
  const origin = headers['origin'];
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : undefined;
}
