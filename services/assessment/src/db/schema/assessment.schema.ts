import { pgSchema } from 'drizzle-orm/pg-core';

/** Every assessment table lives in this PostgreSQL schema; no other service reads it. */
export const assessment = pgSchema('assessment');
