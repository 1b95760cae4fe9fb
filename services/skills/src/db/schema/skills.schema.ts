import { pgSchema } from 'drizzle-orm/pg-core';

/** Every skills table lives in this PostgreSQL schema; no other service reads it. */
export const skills = pgSchema('skills');
