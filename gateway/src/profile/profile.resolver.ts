import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UseGuards } from '@nestjs/common';
import { validationError } from '@ecp/contracts';
import { ServiceClient } from '../graphql/service-client.js';
import { CurrentUser, GqlAuthGuard } from '../auth/gql-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { Profile, UpdateProfileInput } from './profile.types.js';
import { toGraphqlProfile } from './profile.mapper.js';

@Resolver(() => Profile)
@UseGuards(GqlAuthGuard)
export class ProfileResolver {
  constructor(private readonly services: ServiceClient) {}

  /** The signed-in user's profile; the sign-in routing rule reads onboardingCompleted from it. */
  @Query(() => Profile)
  async myProfile(@CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    return toGraphqlProfile(await this.services.request('profile.get', { userId: user.userId }, user));
  }

  @Mutation(() => Profile)
  async updateProfile(@Args('input') input: UpdateProfileInput, @CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    const { onboardingCompleted, yearsOfExperience, ...texts } = input;
    if (onboardingCompleted === null) throw validationError('onboardingCompleted cannot be null');
    if (yearsOfExperience != null && yearsOfExperience < 0) throw validationError('Years of experience cannot be negative');
    if (texts.linkedinUrl && !/^https?:\/\/\S+$/i.test(texts.linkedinUrl.trim())) throw validationError('Please enter a valid URL');
    const updates = { ...texts, ...(yearsOfExperience !== undefined ? { yearsOfExperience } : {}), ...(onboardingCompleted !== undefined ? { onboardingCompleted } : {}) };
    return toGraphqlProfile(await this.services.request('profile.update', { userId: user.userId, updates }, user));
  }

  /** Removes the signed-in user's CV (file and cv_file_path). */
  @Mutation(() => Profile)
  async deleteCv(@CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    return toGraphqlProfile(await this.services.request('profile.delete-cv', { userId: user.userId }, user));
  }
}
