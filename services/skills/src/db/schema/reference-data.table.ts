import { text, timestamp } from 'drizzle-orm/pg-core';
import { skills } from './skills.schema.js';

/** Which version of each shipped reference data set (taxonomy, career paths) the tables hold. */
export const referenceData = skills.table('reference_data', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
