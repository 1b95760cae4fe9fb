import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import jwt from 'jsonwebtoken';
import { ExtractJwt, Strategy, type SecretOrKeyProvider } from 'passport-jwt';
import { secretKeyId } from '@ecp/config';
import { ACCESS_TOKEN, type Role } from '@ecp/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { SessionCheck } from './session-check.js';
import { VerifiedTokens, type AccessTokenPayload } from './verified-tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();
type Request = Parameters<Strategy['authenticate']>[0];

export interface AuthenticatedUser {
  userId: string;
  roles: Role[];
  /** The session proved a second factor (`amr` holds `otp`). */
  mfa?: boolean;
  /** The session the access token belongs to (`sid`), and when the token expires (ms): live subscriptions end with either. */
  sessionId?: string;
  expiresAtMs?: number;
}

/** The caller's session, for a change that an account without a password may make only from a recent sign-in. */
export const sessionOf = (user: AuthenticatedUser): { sessionId?: string } => (user.sessionId ? { sessionId: user.sessionId } : {});

/**
 * Hands passport-jwt the key a token names in its `kid` header (JWT_SECRET, or JWT_SECRET_PREVIOUS while a rotation
 * settles), imported once; JWT_SECRET for a token naming none or another. Given the secret as a string, jsonwebtoken
 * imports it on every verification, first trying it as a public key and failing (a thrown error): 11 % of the
 * gateway's CPU on the `me` read path (services/embedded-host/bench/README.md). jsonwebtoken 9 takes a KeyObject;
 * passport-jwt passes it along untouched, though its types name string and Buffer only (hence the cast).
 */
export function secretKeyProvider(current: string, previous?: string): SecretOrKeyProvider {
  const keyFor = signingKeys(current, previous);
  return (_request, token, done) => done(null, keyFor(token) as unknown as Buffer);
}

/** The key a token names in its `kid` header (JWT_SECRET or JWT_SECRET_PREVIOUS), imported once; JWT_SECRET otherwise. */
function signingKeys(current: string, previous?: string): (token: string) => KeyObject {
  const keys = new Map<string, KeyObject>([...(previous ? [previous] : []), current].map((secret) => [secretKeyId(secret), createSecretKey(Buffer.from(secret))]));
  const fallback = keys.get(secretKeyId(current))!;
  return (token) => keys.get(keyIdOf(token)) ?? fallback;
}

/**
 * Whose access token a `Bearer …` value carries, if this gateway's identity service signed it (HS256, issuer,
 * audience): for the subscription socket's connection_init, which only strangers fail. Its expiry and session are
 * checked by each subscription as by any request (an expired token is refused there, and the SPA renews it).
 */
export function accessTokenSubject(config: Pick<GatewayConfig, 'JWT_SECRET' | 'JWT_SECRET_PREVIOUS'>): (authorization: unknown) => string | null {
  const keyFor = signingKeys(config.JWT_SECRET, config.JWT_SECRET_PREVIOUS);
  return (authorization) => {
    if (typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return null;
    const token = authorization.slice('Bearer '.length).trim();
    try {
      const payload = jwt.verify(token, keyFor(token), { algorithms: [ACCESS_TOKEN.algorithm], issuer: ACCESS_TOKEN.issuer, audience: ACCESS_TOKEN.audience, ignoreExpiration: true });
      return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  };
}

function keyIdOf(token: string): string {
  try {
    const header = JSON.parse(Buffer.from(token.slice(0, token.indexOf('.')), 'base64url').toString()) as { kid?: unknown };
    return typeof header.kid === 'string' ? header.kid : '';
  } catch {
    return '';
  }
}

/**
 * Verifies access tokens: HS256 only, signature, exp, iss and aud all checked, and the session the token
 * belongs to (`sid`) still live (SessionCheck), so a sign-out ends its access tokens at once. A token verified
 * before is not verified again, only its times (VerifiedTokens).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly sessions: SessionCheck,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKeyProvider: secretKeyProvider(config.JWT_SECRET, config.JWT_SECRET_PREVIOUS),
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** A token verified before skips passport-jwt's verification; any other goes through it (and validate). */
  override authenticate(request: Request, options?: unknown): void {
    const token = bearerToken(request);
    const payload = token ? this.verified.get(token) : undefined;
    if (!payload) return super.authenticate(request, options);
    this.validate(request, payload).then(
      (user) => (user ? this.success(user) : this.fail(401)),
      (error: unknown) => this.error(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** Called with a payload jsonwebtoken has just verified, or one VerifiedTokens kept. */
  async validate(request: Request, payload: AccessTokenPayload): Promise<AuthenticatedUser | false> {
    const token = bearerToken(request);
    if (token) this.verified.remember(token, payload);
    if (!payload.sub || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return false;
    if (!(await this.sessions.isActive(payload.sub, payload.sid))) return false;
    return {
      userId: payload.sub,
      roles: Array.isArray(payload.roles) ? (payload.roles as Role[]) : [],
      mfa: Array.isArray(payload.amr) && payload.amr.includes('otp'),
      sessionId: payload.sid,
      ...(typeof payload.exp === 'number' ? { expiresAtMs: payload.exp * 1000 } : {}),
    };
  }
}
