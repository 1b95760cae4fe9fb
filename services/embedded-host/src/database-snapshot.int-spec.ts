import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DATABASE_SNAPSHOT, openEmbeddedDatabase, unpackSnapshot } from './database-snapshot.js';

/** A one-entry ustar, gzipped: enough to feed the unpacker an entry it must refuse. */
function tarOf(name: string, type: string, content = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write('0000600\0', 100);
  header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  return gzipSync(Buffer.concat([header, content, Buffer.alloc((512 - (content.length % 512)) % 512), Buffer.alloc(1024)]));
}

describe('the embedded database snapshot', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ecp-snapshot-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('starts a new data dir with every service migrated and the taxonomy loaded, over what an interrupted start left', async () => {
    const dataDir = join(root, 'pglite');
    // An earlier start stopped while unpacking, and another before PGlite wrote PG_VERSION.
    await mkdir(`${dataDir}.unpacking/base`, { recursive: true });
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'postmaster.opts'), 'left over');
    const database = await openEmbeddedDatabase(dataDir);
    try {
      const { rows } = await database.client.query<{ concepts: number; migrated: number }>(
        `select (select count(*)::int from skills.taxonomy_concepts) as concepts, (select count(*)::int from identity.__drizzle_migrations) as migrated`,
      );
      expect(rows[0]!.concepts).toBeGreaterThan(20_000);
      expect(rows[0]!.migrated).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    expect(existsSync(`${dataDir}.unpacking`)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.opts'))).toBe(false);
    expect((await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).trim()).toMatch(/^\d+$/);
    expect(existsSync(DATABASE_SNAPSHOT)).toBe(true);
  }, 120_000);

  it('refuses entries outside the data dir and kinds it does not know, leaving no data dir', async () => {
    for (const [name, type] of [['../escaped', '0'], ['/link', '2']] as const) {
      const snapshot = join(root, 'bad.tar.gz');
      await writeFile(snapshot, tarOf(name, type, Buffer.from('x')));
      const dataDir = join(root, `bad-${type}`);
      await expect(unpackSnapshot(snapshot, dataDir)).rejects.toThrow(type === '0' ? /outside the data dir/ : /unsupported snapshot entry/);
      expect(existsSync(dataDir)).toBe(false);
      expect(existsSync(join(root, 'escaped'))).toBe(false);
    }
  });
});
