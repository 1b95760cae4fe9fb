import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import type { ResponseOf } from '@ecp/contracts';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { AddSkillInput, CareerInterestChange, CareerPath, SkillSource, SkillSuggestion, UserSkill } from './skills.types.js';

const toUserSkill = (s: ResponseOf<'skills.add-skill'>): UserSkill => ({ ...s, source: s.source as SkillSource, createdAt: new Date(s.createdAt) });

/** The caller's skills, skill search and career paths; every call is scoped to the verified user. */
@Resolver(() => UserSkill)
@UseGuards(GqlAuthGuard)
export class SkillsResolver {
  constructor(private readonly services: ServiceClient) {}

  @Query(() => [UserSkill])
  async mySkills(@CurrentUser() user: AuthenticatedUser): Promise<UserSkill[]> {
    return (await this.services.request('skills.list-user-skills', { userId: user.userId }, user)).skills.map(toUserSkill);
  }

  @Query(() => Boolean)
  async hasSkills(@CurrentUser() user: AuthenticatedUser): Promise<boolean> {
    return (await this.services.request('skills.has-skills', { userId: user.userId }, user)).hasSkills;
  }

  @Query(() => [SkillSuggestion], { description: 'Built-in suggestions (empty query) or taxonomy search; held skills excluded; at most 50.' })
  async skillSuggestions(
    @CurrentUser() user: AuthenticatedUser,
    @Args('query', { type: () => String, defaultValue: '' }) query: string,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number | null,
  ): Promise<SkillSuggestion[]> {
    return (await this.services.request('skills.search-skills', { userId: user.userId, query, ...(limit ? { limit } : {}) }, user)).results;
  }

  @Mutation(() => UserSkill)
  async addSkill(@CurrentUser() user: AuthenticatedUser, @Args('input') input: AddSkillInput): Promise<UserSkill> {
    // The skills service accepts source assessment only once a CV analysis of the user exists (spec §5's panel).
    return toUserSkill(await this.services.request('skills.add-skill', { userId: user.userId, skillName: input.skillName, source: input.source ?? SkillSource.manual }, user));
  }

  @Mutation(() => UserSkill)
  async deleteSkill(@CurrentUser() user: AuthenticatedUser, @Args('skillId', { type: () => ID }) skillId: string): Promise<UserSkill> {
    return toUserSkill((await this.services.request('skills.delete-skill', { userId: user.userId, skillId }, user)).deleted);
  }

  @Query(() => [CareerPath])
  async careerPaths(@CurrentUser() user: AuthenticatedUser): Promise<CareerPath[]> {
    return (await this.services.request('skills.list-career-paths', { userId: user.userId }, user)).careerPaths.map((p) => ({ ...p, createdAt: new Date(p.createdAt) }));
  }

  @Query(() => [ID])
  async myCareerInterests(@CurrentUser() user: AuthenticatedUser): Promise<string[]> {
    return (await this.services.request('skills.list-career-interests', { userId: user.userId }, user)).careerPathIds;
  }

  @Mutation(() => CareerInterestChange, { description: 'Toggles from the current flag: interested becomes not interested, and back.' })
  toggleCareerInterest(
    @CurrentUser() user: AuthenticatedUser,
    @Args('careerPathId', { type: () => ID }) careerPathId: string,
    @Args('interested', { description: 'The current flag.' }) interested: boolean,
  ): Promise<CareerInterestChange> {
    return this.services.request('skills.toggle-career-interest', { userId: user.userId, careerPathId, interested }, user);
  }
}
