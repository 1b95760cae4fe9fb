import { pgSchema } from 'drizzle-orm/pg-core';

/** Every gamification table lives in this PostgreSQL schema; no other service reads it. */
export const gamification = pgSchema('gamification');
