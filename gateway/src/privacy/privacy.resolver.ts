import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Inject, UseGuards } from '@nestjs/common';
import { DomainError } from '@ecp/contracts';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import { sessionOf, type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { clearRefreshCookie, clientInfo } from '../auth/refresh-cookie.js';
import { SessionCheck } from '../auth/session-check.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import type { GraphqlContext } from '../graphql/graphql-engine.js';
import { ServiceClient } from '../graphql/service-client.js';
import { EXPORT_PATH, ExportLinkSigner, setExportCookie } from './export-link.js';
import { DataExportLink } from './privacy.types.js';

@Resolver()
@UseGuards(GqlAuthGuard)
export class PrivacyResolver {
  private readonly links: ExportLinkSigner;

  constructor(
    private readonly services: ServiceClient,
    private readonly sessionCheck: SessionCheck,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.links = new ExportLinkSigner(config.JWT_SECRET, config.JWT_SECRET_PREVIOUS);
  }

  /**
   * A short-lived signed link to the caller's data export (GET it to download the ZIP), for this browser only: the
   * answer sets the `ecp_export` cookie the link is signed with (a new request replaces it, ending older links).
   */
  @Mutation(() => DataExportLink)
  requestDataExport(@CurrentUser() user: AuthenticatedUser, @Context() { reply }: GraphqlContext): DataExportLink {
    // Every access token names its session (JwtStrategy refuses one that does not).
    if (!user.sessionId) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    const browser = ExportLinkSigner.browserValue();
    const { token, expiresAt } = this.links.sign(user.userId, user.sessionId, browser);
    setExportCookie(reply, browser, this.config.NODE_ENV === 'production');
    return { url: `${EXPORT_PATH}/${token}`, expiresAt };
  }

  /**
   * Deletes the caller's account for good (password, and with two-factor sign-in a code, re-checked). Every
   * session ends now; each service then erases what it holds (`user.deleted`).
   */
  @Mutation(() => Boolean)
  async deleteAccount(
    @Args('password', { type: () => String, nullable: true }) password: string | null,
    @Args('code', { type: () => String, nullable: true }) code: string | null,
    @CurrentUser() user: AuthenticatedUser,
    @Context() { req, reply }: GraphqlContext,
  ): Promise<boolean> {
    await this.services.request('identity.delete-account', { userId: user.userId, ...(password ? { password } : {}), ...(code ? { code } : {}), ...sessionOf(user), ip: clientInfo(req).ip }, user);
    this.sessionCheck.forget(user.userId);
    clearRefreshCookie(reply, this.config.NODE_ENV === 'production');
    return true;
  }
}
