import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { ProfileModule } from './profile.module.js';

/** Profiles, completeness, CV files and the onboarding flag. */
export const profileService: ServiceDefinition = {
  name: 'profile',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => ProfileModule.forRoot(deps),
};

// The gateway checks uploads with the same rules before it streams them into the store (@ecp/storage).
export { CvFileInspector, type InspectedCv } from './cv/cv-file-inspector.js';
export { CV_MAX_BYTES, CV_TOO_LARGE_MESSAGE, CV_TYPE_MESSAGE, CV_UPLOAD_FAILED_MESSAGE, CvRejectedError, cvStorageKey } from './cv/cv-rules.js';
export { COMPLETENESS_WEIGHTS, profileCompleteness } from './profiles/completeness.js';
