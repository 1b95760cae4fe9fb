import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profile } from './profile.schema.js';

/** How many CVs a user has attached in their current upload window (CV_UPLOADS_PER_HOUR), one row a user. */
export const cvUploadWindows = profile.table('cv_upload_windows', {
  userId: uuid('user_id').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  uploads: integer('uploads').notNull(),
});
