import { Module } from '@nestjs/common';
import { BadgesResolver } from './badges.resolver.js';
import { ProgressHub } from './progress.hub.js';

/** Badges, the activity feed, the dashboard and their live events (the gamification service's API). */
@Module({ providers: [BadgesResolver, ProgressHub] })
export class BadgesModule {}
