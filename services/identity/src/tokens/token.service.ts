import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { secretKeyId } from '@ecp/config';
import { ACCESS_TOKEN, type Role } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { SessionRepository } from '../sessions/session.repository.js';

export interface IssuedTokens {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
/** 256 random bits, URL-safe. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

@Injectable()
export class TokenService {
  private readonly key: Uint8Array;
  private readonly keyId: string;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly sessions: SessionRepository,
  ) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
    this.keyId = secretKeyId(config.JWT_SECRET);
  }

  /**
   * A short-lived access JWT plus an opaque refresh token stored as a hash (a new family unless one is
   * given). `mfa` (a second factor was proven for this session) goes into the token's `amr` claim and
   * onto the stored refresh token, so the next rotation can carry it on. `sessionEndsAt`: a rotation keeps its
   * session's end, so a session lasts REFRESH_TOKEN_TTL_DAYS from its sign-in however often it is refreshed.
   */
  async issue(tx: AppTransaction, user: { id: string; roles: Role[] }, familyId: string = randomUUID(), options: { mfa?: boolean; sessionEndsAt?: Date } = {}): Promise<IssuedTokens> {
    const now = Math.floor(Date.now() / 1000);
    const accessExp = now + this.config.ACCESS_TOKEN_TTL_SECONDS;
    // `sid`: the session (refresh-token family) the token belongs to, so ending the session ends the token at once.
    const accessToken = await new SignJWT({ roles: user.roles, sid: familyId, ...(options.mfa ? { amr: ['pwd', 'otp'] } : {}) })
      .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: 'JWT', kid: this.keyId })
      .setSubject(user.id)
      .setIssuer(ACCESS_TOKEN.issuer)
      .setAudience(ACCESS_TOKEN.audience)
      .setIssuedAt(now)
      .setExpirationTime(accessExp)
      .setJti(randomUUID())
      .sign(this.key);
    const refreshToken = newOpaqueToken();
    const refreshExpiresAt = options.sessionEndsAt ?? new Date((now + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400) * 1000);
    await this.sessions.insert(tx, { userId: user.id, familyId, tokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt, mfa: options.mfa ?? false });
    return {
      accessToken,
      accessTokenExpiresAt: new Date(accessExp * 1000).toISOString(),
      refreshToken,
      refreshTokenExpiresAt: refreshExpiresAt.toISOString(),
    };
  }
}
