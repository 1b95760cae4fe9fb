import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGGER, type Logger } from '@ecp/logger';
import { ServiceClient } from '../graphql/service-client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { openPending, OidcClient, sealPending } from './oidc.client.js';
import { clientInfo, refreshCookie, setRefreshCookie } from './refresh-cookie.js';

const PENDING_COOKIE = 'ecp_oidc';
const PENDING_PATH = '/api/auth/oidc';
export const OIDC_SUCCESS_PATH = '/onboarding?linkedin=true';
export const OIDC_FAILURE_PATH = '/auth?error=linkedin';

/**
 * Browser redirects of the sign-in flows: professional-network sign-in (OpenID Connect) and the email
 * confirmation link. Both end with the refresh cookie set and a redirect into the SPA, which restores
 * the session from the cookie.
 */
@Controller('api/auth')
export class OidcController {
  constructor(
    private readonly oidc: OidcClient,
    private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** "Connect with" LinkedIn: off to the provider (or straight back with the failure message when not configured). */
  @Get('oidc/linkedin')
  async start(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.oidc.enabled) return void reply.redirect(OIDC_FAILURE_PATH, 302);
    try {
      const { url, pending } = await this.oidc.start(this.oidc.redirectUri(originOf(req)));
      // SameSite=Lax: the provider's redirect back is a cross-site top-level navigation.
      reply.header('set-cookie', `${PENDING_COOKIE}=${sealPending(pending, this.config.JWT_SECRET)}; Path=${PENDING_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`);
      return void reply.redirect(url, 302);
    } catch (error) {
      this.logger.warn({ err: error }, 'professional-network sign-in could not start');
      return void reply.redirect(OIDC_FAILURE_PATH, 302);
    }
  }

  @Get('oidc/linkedin/callback')
  async callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const pending = openPending(readCookie(req, PENDING_COOKIE), this.config.JWT_SECRET);
    const clearPending = `${PENDING_COOKIE}=; Path=${PENDING_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`;
    try {
      if (!pending) throw new Error('no pending sign-in (cookie missing, expired or altered)');
      const identity = await this.oidc.finish(new URL(req.url, pending.redirectUri), pending);
      const session = await this.services.request('identity.oidc-sign-in', {
        issuer: identity.issuer,
        subject: identity.subject,
        ...(identity.email ? { email: identity.email } : {}),
        emailVerified: identity.emailVerified,
        ...(identity.fullName ? { fullName: identity.fullName } : {}),
        metadata: Object.keys(identity.linkedin).length ? { linkedin: identity.linkedin } : {},
        ...clientInfo(req),
      });
      reply.header('set-cookie', [clearPending, refreshCookie(session.refreshToken, session.refreshTokenExpiresAt, this.secure)]);
      return void reply.redirect(OIDC_SUCCESS_PATH, 302);
    } catch (error) {
      this.logger.warn({ err: error }, 'professional-network sign-in failed');
      reply.header('set-cookie', clearPending);
      return void reply.redirect(OIDC_FAILURE_PATH, 302);
    }
  }

  /** The emailed confirmation link (when EMAIL_CONFIRMATION is on): confirms, signs in and goes to the site origin. */
  @Get('confirm')
  async confirm(@Query('token') token: string | undefined, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    try {
      if (!token) throw new Error('missing token');
      const session = await this.services.request('identity.confirm-email', { token, ...clientInfo(req) });
      setRefreshCookie(reply, session.refreshToken, session.refreshTokenExpiresAt, this.secure);
      return void reply.redirect('/', 302);
    } catch {
      return void reply.redirect('/auth?error=confirmation', 302);
    }
  }

  private get secure(): boolean {
    return this.config.NODE_ENV === 'production';
  }
}

function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
