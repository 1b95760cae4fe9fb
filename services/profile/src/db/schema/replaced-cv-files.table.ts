import { boolean, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profile } from './profile.schema.js';

/** CV files a newer upload replaced: kept `CV_RETENTION_DAYS` after `replaced_at`, then the retention sweeper deletes them. */
export const replacedCvFiles = profile.table(
  'replaced_cv_files',
  {
    path: text('path').primaryKey(),
    userId: uuid('user_id').notNull(),
    fileName: text('file_name').notNull(),
    /** What the profile said of the file while it was the CV: it becomes the CV again when the upload replacing it cannot be read. */
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    /** Replaced by a newer upload before the analysis read it, or found unreadable: never the CV again. */
    neverRead: boolean('never_read').notNull().default(false),
  },
  (t) => [index('replaced_cv_files_user_idx').on(t.userId), index('replaced_cv_files_replaced_at_idx').on(t.replacedAt)],
);
