import type { ResponseOf } from '@ecp/contracts';
import type { Profile } from './profile.types.js';

export function toGraphqlProfile(profile: ResponseOf<'profile.get'>): Profile {
  return {
    ...profile,
    cvUploadedAt: profile.cvUploadedAt ? new Date(profile.cvUploadedAt) : null,
    createdAt: new Date(profile.createdAt),
    updatedAt: new Date(profile.updatedAt),
  };
}
