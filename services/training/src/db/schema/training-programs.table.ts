import { boolean, integer, jsonb, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { training } from './training.schema.js';
import { providers } from './providers.table.js';

/** Spec §3 training_programs. `external_id` is the learning provider's course id. */
export const trainingPrograms = training.table('training_programs', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  providerId: uuid('provider_id').notNull().references(() => providers.id),
  deliveryMethod: text('delivery_method').notNull(),
  description: text('description').notNull(),
  duration: text('duration').notNull(),
  level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
  targetSkills: jsonb('target_skills').$type<string[]>().notNull().default([]),
  prerequisites: jsonb('prerequisites').$type<string[]>().notNull().default([]),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('USD'),
  capacity: integer('capacity'),
  externalId: text('external_id').notNull().unique(),
  url: text('url'),
  contentUrl: text('content_url'),
  embedUrl: text('embed_url'),
  thumbnailUrl: text('thumbnail_url'),
  certificationOffered: text('certification_offered'),
  isActive: boolean('is_active').notNull().default(true),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
