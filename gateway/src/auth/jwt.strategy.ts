import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_TOKEN, type Role } from '@ecp/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

export interface AuthenticatedUser {
  userId: string;
  roles: Role[];
  /** The session proved a second factor (`amr` holds `otp`). */
  mfa?: boolean;
}

/** Verifies access tokens: HS256 only, signature, exp, iss and aud all checked. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
      algorithms: [ACCESS_TOKEN.algorithm],
      issuer: ACCESS_TOKEN.issuer,
      audience: ACCESS_TOKEN.audience,
      ignoreExpiration: false,
    });
  }

  validate(payload: { sub?: string; roles?: Role[]; amr?: unknown }): AuthenticatedUser | false {
    if (!payload.sub) return false;
    return { userId: payload.sub, roles: Array.isArray(payload.roles) ? payload.roles : [], mfa: Array.isArray(payload.amr) && payload.amr.includes('otp') };
  }
}
