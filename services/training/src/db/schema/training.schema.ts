import { pgSchema } from 'drizzle-orm/pg-core';

/** Every training table lives in this PostgreSQL schema; no other service reads it. */
export const training = pgSchema('training');
