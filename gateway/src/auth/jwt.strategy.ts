import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy, type SecretOrKeyProvider } from 'passport-jwt';
import { ACCESS_TOKEN, type Role } from '@ecp/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { SessionCheck } from './session-check.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthenticatedUser {
  userId: string;
  roles: Role[];
  /** The session proved a second factor (`amr` holds `otp`). */
  mfa?: boolean;
}

/**
 * Hands passport-jwt the key imported once. Given the secret as a string, jsonwebtoken imports it on every
 * verification, first trying it as a public key and failing (a thrown error): 11 % of the gateway's CPU on the `me`
 * read path (services/embedded-host/bench/README.md). jsonwebtoken 9 takes a KeyObject; passport-jwt passes it
 * along untouched, though its types name string and Buffer only (hence the cast).
 */
function secretKeyProvider(key: KeyObject): SecretOrKeyProvider {
  const material = key as unknown as Buffer;
  return (_request, _token, done) => done(null, material);
}

/**
 * Verifies access tokens: HS256 only, signature, exp, iss and aud all checked, and the session the token
 * belongs to (`sid`) still live (SessionCheck), so a sign-out ends its access tokens at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly sessions: SessionCheck,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: secretKeyProvider(createSecretKey(Buffer.from(config.JWT_SECRET))),
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: string; sid?: unknown; roles?: Role[]; amr?: unknown }): Promise<AuthenticatedUser | false> {
    if (!payload.sub || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return false;
    if (!(await this.sessions.isActive(payload.sub, payload.sid))) return false;
    return { userId: payload.sub, roles: Array.isArray(payload.roles) ? payload.roles : [], mfa: Array.isArray(payload.amr) && payload.amr.includes('otp') };
  }
}
