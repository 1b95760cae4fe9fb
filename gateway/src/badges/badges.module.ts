import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BadgesResolver } from './badges.resolver.js';
import { ProgressHub } from './progress.hub.js';

/** Badges, the activity feed, the dashboard and their live events (the gamification service's API). */
@Module({ imports: [AuthModule], providers: [BadgesResolver, ProgressHub] })
export class BadgesModule {}
