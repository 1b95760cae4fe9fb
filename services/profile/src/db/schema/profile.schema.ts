import { pgSchema } from 'drizzle-orm/pg-core';

/** Every profile table lives in this PostgreSQL schema; no other service reads it. */
export const profile = pgSchema('profile');
