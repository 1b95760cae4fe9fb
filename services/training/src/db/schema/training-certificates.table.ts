import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { training } from './training.schema.js';
import { userEnrollments } from './user-enrollments.table.js';

/** Spec §3 training_certificates: one certificate per enrollment, as issued by the provider. */
export const trainingCertificates = training.table('training_certificates', {
  id: uuid('id').primaryKey().defaultRandom(),
  enrollmentId: uuid('enrollment_id').notNull().unique().references(() => userEnrollments.id),
  certificateNumber: text('certificate_number').notNull(),
  certificateUrl: text('certificate_url').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});
