import { pgSchema } from 'drizzle-orm/pg-core';

/** Every partners table lives in this PostgreSQL schema; no other service reads it. */
export const partners = pgSchema('partners');
