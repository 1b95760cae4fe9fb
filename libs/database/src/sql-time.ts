import { sql, type SQL } from 'drizzle-orm';

/** A span of `ms` milliseconds as a SQL interval, for times the database clock computes (`now() + millisecondsSql(…)`). */
export const millisecondsSql = (ms: number): SQL => sql`(${ms} * interval '1 millisecond')`;
