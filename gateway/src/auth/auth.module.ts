import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthResolver } from './auth.resolver.js';
import { JwtStrategy } from './jwt.strategy.js';

@Module({ imports: [PassportModule], providers: [JwtStrategy, AuthResolver] })
export class AuthModule {}
