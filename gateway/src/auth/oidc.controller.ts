import { Body, Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, INVALID_VERIFICATION_CODE } from '@ecp/contracts';
import { LOGGER, type Logger } from '@ecp/logger';
import { ServiceClient } from '../graphql/service-client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { openPending, OidcClient, sealPending } from './oidc.client.js';
import { oidcMfaPage } from './oidc-mfa-page.js';
import { clientInfo, refreshCookie } from './refresh-cookie.js';

const PENDING_COOKIE = 'ecp_oidc';
const PENDING_PATH = '/api/auth/oidc';
/** The open code challenge of a professional-network sign-in (the identity service's single-use, 5-minute token). */
const MFA_COOKIE = 'ecp_oidc_mfa';
const MFA_COOKIE_SECONDS = 300;
const MAX_CODE_LENGTH = 64;
export const OIDC_SUCCESS_PATH = '/onboarding?linkedin=true';
export const OIDC_FAILURE_PATH = '/auth?error=linkedin';
/** A mailed one-time token: 256 random bits, base64url (newOpaqueToken in the identity service). */
const CONFIRM_TOKEN = /^[\w-]{43}$/;
export const OIDC_MFA_PATH = '/api/auth/oidc/linkedin/verify';

/**
 * Browser redirects of the sign-in flows: professional-network sign-in (OpenID Connect), which ends with the
 * refresh cookie set and a redirect into the SPA, which restores the session from the cookie; and the email
 * confirmation link, which only opens the sign-in page with its token. A professional-network sign-in to an account with two-factor sign-in on
 * first asks for the code (`OIDC_MFA_PATH`, see oidc-mfa-page.ts), and only then sets the cookie.
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
    const pending = openPending(readCookie(req, PENDING_COOKIE), this.config.JWT_SECRET, this.config.JWT_SECRET_PREVIOUS);
    const clearPending = `${PENDING_COOKIE}=; Path=${PENDING_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`;
    try {
      if (!pending) throw new Error('no pending sign-in (cookie missing, expired or altered)');
      const identity = await this.oidc.finish(new URL(req.url, pending.redirectUri), pending);
      const outcome = await this.services.request('identity.oidc-sign-in', {
        issuer: identity.issuer,
        subject: identity.subject,
        ...(identity.email ? { email: identity.email } : {}),
        emailVerified: identity.emailVerified,
        ...(identity.fullName ? { fullName: identity.fullName } : {}),
        metadata: Object.keys(identity.linkedin).length ? { linkedin: identity.linkedin } : {},
        ...clientInfo(req),
      });
      if ('mfaRequired' in outcome) {
        // No session yet: the code comes first, as after a password.
        reply.header('set-cookie', [clearPending, this.mfaCookie(outcome.mfaToken, MFA_COOKIE_SECONDS)]);
        return void reply.redirect(OIDC_MFA_PATH, 302);
      }
      reply.header('set-cookie', [clearPending, refreshCookie(outcome.refreshToken, outcome.refreshTokenExpiresAt, this.secure)]);
      return void reply.redirect(OIDC_SUCCESS_PATH, 302);
    } catch (error) {
      this.logger.warn({ err: error }, 'professional-network sign-in failed');
      reply.header('set-cookie', clearPending);
      return void reply.redirect(OIDC_FAILURE_PATH, 302);
    }
  }

  /** The code prompt, while a challenge is open (else back to /auth with the LinkedIn failure). */
  @Get('oidc/linkedin/verify')
  mfaPrompt(@Req() req: FastifyRequest, @Res() reply: FastifyReply): void {
    if (!readCookie(req, MFA_COOKIE)) return void reply.redirect(OIDC_FAILURE_PATH, 302);
    this.sendMfaPage(reply, 200, null);
  }

  /**
   * The code for the open challenge (`identity.verify-mfa`: counted by the sign-in throttle). Right: the session cookie
   * and on to /onboarding?linkedin=true; wrong or locked: the prompt again with the message; an expired or used
   * challenge: back to /auth with the LinkedIn failure. The challenge cookie is SameSite=Lax: another site's form
   * post arrives without it.
   */
  @Post('oidc/linkedin/verify')
  async verifyMfa(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown): Promise<void> {
    const mfaToken = readCookie(req, MFA_COOKIE);
    if (!mfaToken) return void reply.redirect(OIDC_FAILURE_PATH, 303);
    const given = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['code'] : undefined;
    const code = typeof given === 'string' ? given.trim() : '';
    if (!code || code.length > MAX_CODE_LENGTH) return this.sendMfaPage(reply, 400, INVALID_VERIFICATION_CODE);
    try {
      const session = await this.services.request('identity.verify-mfa', { mfaToken, code, ...clientInfo(req) });
      reply.header('set-cookie', [this.mfaCookie('', 0), refreshCookie(session.refreshToken, session.refreshTokenExpiresAt, this.secure)]);
      return void reply.redirect(OIDC_SUCCESS_PATH, 303);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') return this.sendMfaPage(reply, 429, error.message);
      if (error instanceof DomainError && error.message === INVALID_VERIFICATION_CODE) return this.sendMfaPage(reply, 400, error.message);
      this.logger.warn({ err: error }, 'professional-network sign-in: second factor failed');
      reply.header('set-cookie', this.mfaCookie('', 0));
      return void reply.redirect(OIDC_FAILURE_PATH, 303);
    }
  }

  /**
   * The emailed confirmation link (when EMAIL_CONFIRMATION is on) opens the sign-in page with its token, which the
   * page confirms by POST (the confirmEmail mutation). The GET itself changes nothing: mail scanners open the links of
   * every mail they pass, and one must not confirm an address for whoever signed it up.
   */
  @Get('confirm')
  confirm(@Query('token') token: string | undefined, @Res() reply: FastifyReply): void {
    if (!token || !CONFIRM_TOKEN.test(token)) return void reply.redirect('/auth?error=confirmation', 302);
    return void reply.header('referrer-policy', 'no-referrer').redirect(`/auth?confirm=${token}`, 302);
  }

  private get secure(): boolean {
    return this.config.NODE_ENV === 'production';
  }

  /** SameSite=Lax: set in the answer to the provider's cross-site redirect and read by the top-level GET that follows. */
  private mfaCookie(token: string, maxAgeSeconds: number): string {
    return `${MFA_COOKIE}=${token}; Path=${PENDING_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`;
  }

  private sendMfaPage(reply: FastifyReply, status: number, error: string | null): void {
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(oidcMfaPage(OIDC_MFA_PATH, error));
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
