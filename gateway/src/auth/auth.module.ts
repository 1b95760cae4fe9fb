import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AUTH_CONFIG, loadAuthConfig } from './auth.config.js';
import { AuthResolver } from './auth.resolver.js';
import { JwtStrategy } from './jwt.strategy.js';
import { OidcClient } from './oidc.client.js';
import { OidcController } from './oidc.controller.js';
import { SessionCheck } from './session-check.js';

@Module({
  imports: [PassportModule],
  controllers: [OidcController],
  providers: [{ provide: AUTH_CONFIG, useFactory: () => loadAuthConfig(process.env) }, SessionCheck, JwtStrategy, AuthResolver, OidcClient],
  // The privacy area ends the sessions of a deleted account in this gateway at once.
  exports: [SessionCheck],
})
export class AuthModule {}
