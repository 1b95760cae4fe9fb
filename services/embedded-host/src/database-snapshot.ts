import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { openDatabase, openSharedPglite, type SharedPglite } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import type { ServiceDefinition } from '@ecp/runtime';

/**
 * Embedded mode's database as a new data dir needs it (every service's migrations applied and its shipped reference
 * data loaded), dumped once by the host's build. A fresh start unpacks it instead of running initdb, the
 * migrations and the taxonomy load (most of a fresh start's time). It only saves work: the services still run their
 * migrations and reference-data check at start, so a snapshot older than the code is brought up to date, not trusted.
 * Same path from src/ (tests) and dist/.
 */
export const DATABASE_SNAPSHOT = fileURLToPath(new URL('../dist/pglite-snapshot.tar.gz', import.meta.url));

/** Builds the snapshot for these services into `file` (written whole, then renamed into place). */
export async function buildDatabaseSnapshot(services: readonly ServiceDefinition[], file: string, logger: Logger): Promise<number> {
  const database = await openSharedPglite();
  try {
    for (const definition of services) {
      const { db } = await openDatabase({ engine: 'pglite', shared: database, schemaName: definition.name, migrationsFolder: definition.migrationsFolder, logger });
      await definition.loadReferenceData?.(db);
    }
    await database.client.exec('VACUUM FREEZE');
    await database.client.exec('CHECKPOINT');
    const tarball = await database.client.dumpDataDir('gzip');
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    await writeFile(`${file}.tmp`, bytes);
    await rename(`${file}.tmp`, file);
    return bytes.byteLength;
  } finally {
    await database.close();
  }
}

/**
 * Opens embedded mode's one PGlite: the existing database in dataDir, or a new one from the snapshot (when the build
 * made one), or a new empty one. In memory when dataDir is undefined (tests), from the snapshot too.
 */
export async function openEmbeddedDatabase(dataDir: string | undefined, snapshotFile = DATABASE_SNAPSHOT): Promise<SharedPglite> {
  const isNew = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  if (!isNew || !existsSync(snapshotFile)) return openSharedPglite(dataDir);
  return openSharedPglite(dataDir, { snapshot: new Blob([await readFile(snapshotFile)]) });
}
