import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@ecp/database';

export async function isDatabaseHealthy(db: AppDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
