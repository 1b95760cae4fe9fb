import { Module } from '@nestjs/common';
import { BadgesResolver } from './badges.resolver.js';

@Module({ providers: [BadgesResolver] })
export class BadgesModule {}
