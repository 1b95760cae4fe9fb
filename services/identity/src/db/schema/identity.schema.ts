import { pgSchema } from 'drizzle-orm/pg-core';

/** Every identity table lives in this PostgreSQL schema; no other service reads it. */
export const identity = pgSchema('identity');
export const roleEnum = identity.enum('app_role', ['admin', 'partner', 'beneficiary']);
