import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase, openSharedPglite, type SharedPglite } from '@ecp/database';
import { openEmbeddedDatabase } from './database-snapshot.js';
import type { Logger } from '@ecp/logger';
import type { ServiceDefinition } from '@ecp/runtime';

/**
 * Data dirs written before embedded mode shared one PGlite kept one PGlite per service under DATA_DIR/db/<service>.
 * The first start on such a data dir copies every service's tables into the one PGlite (each into its own schema,
 * both brought to this version's migrations first), then moves DATA_DIR/db aside to DATA_DIR/db.per-service (kept, never
 * read again; delete it once the import is trusted). The move is the commit point: an import interrupted before it
 * is started over from an empty database at the next start.
 */
export async function importPerServiceDatabases(
  dataDir: string,
  sharedDir: string,
  services: readonly ServiceDefinition[],
  logger: Logger,
): Promise<SharedPglite> {
  const legacyRoot = join(dataDir, 'db');
  const legacy = services.filter((definition) => existsSync(join(legacyRoot, definition.name, 'PG_VERSION')));
  if (legacy.length === 0) return openEmbeddedDatabase(sharedDir);

  const started = Date.now();
  await rm(sharedDir, { recursive: true, force: true });
  const shared = await openEmbeddedDatabase(sharedDir);
  try {
    const copied: Record<string, number> = {};
    for (const definition of legacy) copied[definition.name] = await importService(join(legacyRoot, definition.name), shared, definition, logger);
    // Flush what the import wrote before the move makes it the only copy.
    await shared.client.query('CHECKPOINT');
    await rename(legacyRoot, join(dataDir, 'db.per-service'));
    logger.info({ rows: copied, ms: Date.now() - started, movedTo: join(dataDir, 'db.per-service') }, 'per-service PGlite databases imported into the shared one');
    return shared;
  } catch (error) {
    await shared.close().catch(() => undefined);
    throw new Error(`Could not import the per-service databases under ${legacyRoot} into ${sharedDir}; they are unchanged`, { cause: error });
  }
}

/** Copies one service's tables (its schema only) from its own PGlite into the shared one; returns the rows copied. */
async function importService(dir: string, shared: SharedPglite, definition: ServiceDefinition, logger: Logger): Promise<number> {
  const schema = definition.name;
  const source = await openSharedPglite(dir);
  try {
    // Same migrations on both sides, so both have this version's tables.
    await openDatabase({ engine: 'pglite', shared: source, schemaName: schema, migrationsFolder: definition.migrationsFolder, logger });
    await openDatabase({ engine: 'pglite', shared, schemaName: schema, migrationsFolder: definition.migrationsFolder, logger });
    const tables = (
      await source.client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = $1 and tablename <> '__drizzle_migrations' order by 1`, [schema])
    ).rows.map((row) => `"${schema}"."${row.name}"`);
    const sequences = (
      await source.client.query<{ name: string; value: string | null }>(`select sequencename as name, last_value::text as value from pg_sequences where schemaname = $1`, [schema])
    ).rows;
    let rows = 0;
    await shared.client.transaction(async (tx) => {
      // Foreign keys are not checked while copying table by table: the source satisfied them.
      await tx.exec('set local session_replication_role = replica');
      if (tables.length) await tx.exec(`truncate ${tables.join(', ')}`);
      for (const table of tables) {
        const out = await source.client.query(`copy ${table} to '/dev/blob'`);
        if (!out.blob) continue;
        const copied = await tx.query(`copy ${table} from '/dev/blob'`, [], { blob: out.blob });
        rows += copied.affectedRows ?? 0;
      }
      for (const sequence of sequences) {
        if (sequence.value !== null) await tx.query(`select setval($1, $2::bigint)`, [`"${schema}"."${sequence.name}"`, sequence.value]);
      }
    });
    return rows;
  } finally {
    await source.close();
  }
}
