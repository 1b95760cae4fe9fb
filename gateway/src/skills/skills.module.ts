import { Module } from '@nestjs/common';
import { SkillsResolver } from './skills.resolver.js';

/** Skills, skill search and career paths (the skills service's API). */
@Module({ providers: [SkillsResolver] })
export class SkillsModule {}
