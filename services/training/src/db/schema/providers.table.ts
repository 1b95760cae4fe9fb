import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { training } from './training.schema.js';

/** Organisations that author programs (spec: training_programs.provider_id → provider with a name). */
export const providers = training.table('providers', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  website: text('website'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
