import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
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
      secretOrKey: config.JWT_SECRET,
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
