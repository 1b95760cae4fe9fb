import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '@ecp/contracts';
import { assertValidBucket, assertValidKey, joinObjectUrl, type BlobInfo, type BlobStore, type UploadOptions } from './blob-store.js';

const META_SUFFIX = '.meta.json';
const TEMP_PREFIX = '.upload-';

/**
 * Embedded mode's object store: `<root>/<bucket>/<key>`, with the content type in a `.meta.json`
 * sidecar. A write goes to a temporary file first and is renamed into place, so a reader never sees
 * half an object and a failed upload leaves the previous object intact.
 */
export class FilesystemBlobStore implements BlobStore {
  readonly kind = 'filesystem' as const;

  constructor(
    private readonly root: string,
    private readonly publicBaseUrl = '/blobs',
  ) {}

  async createBucket(bucket: string): Promise<void> {
    assertValidBucket(bucket);
    await mkdir(join(this.root, bucket), { recursive: true });
  }

  async upload(bucket: string, key: string, body: Readable | Buffer, options: UploadOptions): Promise<BlobInfo> {
    const file = await this.pathOf(bucket, key);
    if (!options.upsert && (await this.stat(bucket, key))) throw new DomainError('CONFLICT', 'The object already exists');
    await mkdir(dirname(file), { recursive: true });
    const temp = join(dirname(file), `${TEMP_PREFIX}${randomUUID()}`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body);
      else await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      if (options.upsert) {
        await writeFile(`${file}${META_SUFFIX}`, JSON.stringify({ contentType: options.contentType }));
        await rename(temp, file);
      } else {
        // Without upsert the key is taken atomically (a hard link fails if it exists), so of two writers racing
        // past the check above one gets CONFLICT and neither replaces the other's object or its content type.
        try {
          await link(temp, file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new DomainError('CONFLICT', 'The object already exists');
          throw error;
        }
        const meta = `${temp}${META_SUFFIX}`;
        await writeFile(meta, JSON.stringify({ contentType: options.contentType }));
        await rename(meta, `${file}${META_SUFFIX}`);
        await rm(temp, { force: true });
      }
    } catch (error) {
      await rm(temp, { force: true });
      await rm(`${temp}${META_SUFFIX}`, { force: true });
      throw error;
    }
    return (await this.stat(bucket, key))!;
  }

  async download(bucket: string, key: string): Promise<Readable> {
    const file = await this.pathOf(bucket, key);
    if (!(await this.stat(bucket, key))) throw new DomainError('NOT_FOUND', 'File not found');
    return createReadStream(file);
  }

  async stat(bucket: string, key: string): Promise<BlobInfo | null> {
    const file = await this.pathOf(bucket, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { key, size: info.size, contentType: await this.contentTypeOf(file), lastModified: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(bucket: string, keys: string[]): Promise<void> {
    for (const key of keys) {
      const file = await this.pathOf(bucket, key);
      await rm(file, { force: true });
      await rm(`${file}${META_SUFFIX}`, { force: true });
    }
  }

  async list(bucket: string, prefix = ''): Promise<BlobInfo[]> {
    assertValidBucket(bucket);
    const base = join(this.root, bucket);
    let entries: string[];
    try {
      entries = (await readdir(base, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && !entry.name.endsWith(META_SUFFIX) && !entry.name.startsWith(TEMP_PREFIX))
        .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const keys = entries.filter((key) => key.startsWith(prefix)).sort();
    const infos = await Promise.all(keys.map((key) => this.stat(bucket, key)));
    return infos.filter((info): info is BlobInfo => info !== null);
  }

  publicUrl(bucket: string, key: string): string {
    assertValidKey(key);
    return joinObjectUrl(this.publicBaseUrl, bucket, key);
  }

  private async pathOf(bucket: string, key: string): Promise<string> {
    assertValidBucket(bucket);
    assertValidKey(key);
    if (key.endsWith(META_SUFFIX) || key.split('/').some((segment) => segment.startsWith(TEMP_PREFIX))) {
      throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
    }
    return join(this.root, bucket, ...key.split('/'));
  }

  private async contentTypeOf(file: string): Promise<string> {
    try {
      return (JSON.parse(await readFile(`${file}${META_SUFFIX}`, 'utf8')) as { contentType?: string }).contentType ?? 'application/octet-stream';
    } catch {
      return 'application/octet-stream';
    }
  }
}
