import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createGunzip } from 'node:zlib';
import { packageDir } from '@ecp/config';
import { openDatabase, openSharedPglite, type SharedPglite } from '@ecp/database';
import type { Logger } from '@ecp/logger';
import type { ServiceDefinition } from '@ecp/runtime';

/**
 * Embedded mode's database as a new data dir needs it (every service's migrations applied and its shipped reference
 * data loaded), dumped once by the host's build. A fresh start unpacks it instead of running initdb, the
 * migrations and the taxonomy load (most of a fresh start's time). It only saves work: the services still run their
 * migrations and reference-data check at start, so a snapshot older than the code is brought up to date, not trusted.
 * The same file from src/ (tests), dist/ and the bundle (dist/bundle).
 */
export const DATABASE_SNAPSHOT = join(packageDir('@ecp/embedded-host', import.meta.url), 'dist', 'pglite-snapshot.tar.gz');

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
  if (!dataDir) return openSharedPglite(undefined, { snapshot: new Blob([await readFile(snapshotFile)]) });
  // Unpacked here as a stream rather than by PGlite's loadDataDir, which holds the whole 70 MB tar in memory: the
  // process kept some 200 MB more resident after a fresh start than after a restart.
  await unpackSnapshot(snapshotFile, dataDir);
  return openSharedPglite(dataDir);
}

/**
 * Unpacks the snapshot (a gzipped ustar of directories and files, as PGlite's dumpDataDir writes it) into dataDir:
 * into a sibling folder first, renamed into place once complete, so an interrupted unpack leaves no half database.
 */
export async function unpackSnapshot(snapshotFile: string, dataDir: string): Promise<void> {
  const unpacking = `${dataDir}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { recursive: true, mode: 0o700 });
  await untar(createReadStream(snapshotFile).pipe(createGunzip({ chunkSize: 256 * 1024 })), unpacking);
  // A folder without PG_VERSION holds no database (an earlier start stopped before creating it).
  await rm(dataDir, { recursive: true, force: true });
  await rename(unpacking, dataDir);
}

const BLOCK = 512;
const text = (header: Buffer, start: number, length: number) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '');

/** Writes a ustar stream's directories and regular files under dir; any other entry (a link, a pax header) is refused. */
async function untar(tar: AsyncIterable<Buffer>, into: string): Promise<void> {
  const dir = resolve(into);
  let pending: Buffer = Buffer.alloc(0);
  let file: FileHandle | undefined;
  let remaining = 0;
  let padding = 0;
  try {
    for await (const chunk of tar) {
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      let offset = 0;
      for (;;) {
        if (remaining > 0) {
          const length = Math.min(remaining, pending.length - offset);
          if (length === 0) break;
          await file!.write(pending.subarray(offset, offset + length));
          offset += length;
          remaining -= length;
          if (remaining === 0) await closeFile();
        } else if (padding > 0) {
          const length = Math.min(padding, pending.length - offset);
          if (length === 0) break;
          offset += length;
          padding -= length;
        } else {
          if (pending.length - offset < BLOCK) break;
          const header = pending.subarray(offset, offset + BLOCK);
          offset += BLOCK;
          if (header.every((byte) => byte === 0)) continue;
          const name = [text(header, 345, 155), text(header, 0, 100)].filter(Boolean).join('/');
          const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
          const type = String.fromCharCode(header[156]!);
          const target = resolve(dir, `.${sep}${name}`);
          if (!target.startsWith(dir + sep)) throw new Error(`snapshot entry outside the data dir: ${name}`);
          if (type === '5') {
            await mkdir(target, { recursive: true, mode: 0o700 });
          } else if (type === '0' || type === '\0') {
            await mkdir(dirname(target), { recursive: true, mode: 0o700 });
            file = await open(target, 'w', 0o600);
            remaining = size;
            padding = (BLOCK - (size % BLOCK)) % BLOCK;
            if (size === 0) await closeFile();
          } else {
            throw new Error(`unsupported snapshot entry ${JSON.stringify(name)} of type ${JSON.stringify(type)}`);
          }
        }
      }
      pending = pending.subarray(offset);
    }
    if (remaining > 0) throw new Error('snapshot truncated');
  } finally {
    await file?.close();
  }

  async function closeFile() {
    const done = file!;
    file = undefined;
    await done.close();
  }
}
