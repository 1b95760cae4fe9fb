import type { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import { DomainError } from '@ecp/contracts';
import { assertValidBucket, assertValidKey, joinObjectUrl, type BlobInfo, type BlobStore, type UploadOptions } from './blob-store.js';

export interface S3BlobStoreOptions {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  region: string;
}

const NOT_FOUND_CODES = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);

function isNotFound(error: unknown): boolean {
  return error instanceof S3Error ? NOT_FOUND_CODES.has(error.code ?? '') : NOT_FOUND_CODES.has((error as { code?: string })?.code ?? '');
}

/** Distributed mode's object store: any S3-compatible service (MinIO, AWS S3) through the `minio` client, path-style. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client = new Client({ ...options, pathStyle: true });
  }

  async createBucket(bucket: string): Promise<void> {
    assertValidBucket(bucket);
    if (await this.client.bucketExists(bucket)) return;
    try {
      await this.client.makeBucket(bucket, this.options.region);
    } catch (error) {
      // Another instance created it between the check and the call.
      const code = (error as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  async upload(bucket: string, key: string, body: Readable | Buffer, options: UploadOptions): Promise<BlobInfo> {
    assertValidBucket(bucket);
    assertValidKey(key);
    if (!options.upsert && (await this.stat(bucket, key))) throw new DomainError('CONFLICT', 'The object already exists');
    await this.client.putObject(bucket, key, body, options.size ?? (Buffer.isBuffer(body) ? body.length : undefined), {
      'Content-Type': options.contentType,
    });
    return (await this.stat(bucket, key))!;
  }

  async download(bucket: string, key: string): Promise<Readable> {
    assertValidBucket(bucket);
    assertValidKey(key);
    try {
      return await this.client.getObject(bucket, key);
    } catch (error) {
      if (isNotFound(error)) throw new DomainError('NOT_FOUND', 'File not found');
      throw error;
    }
  }

  async stat(bucket: string, key: string): Promise<BlobInfo | null> {
    assertValidBucket(bucket);
    assertValidKey(key);
    try {
      const info = await this.client.statObject(bucket, key);
      const contentType = info.metaData['content-type'] ?? info.metaData['Content-Type'];
      return { key, size: info.size, contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream', lastModified: info.lastModified };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(bucket: string, keys: string[]): Promise<void> {
    assertValidBucket(bucket);
    keys.forEach(assertValidKey);
    if (keys.length === 0) return;
    await this.client.removeObjects(bucket, keys);
  }

  async list(bucket: string, prefix = ''): Promise<BlobInfo[]> {
    assertValidBucket(bucket);
    const items: BlobInfo[] = [];
    for await (const item of this.client.listObjectsV2(bucket, prefix, true)) {
      if (item.name) items.push({ key: item.name, size: item.size, contentType: 'application/octet-stream', lastModified: item.lastModified });
    }
    // Listings carry no content type; ask for each (lists here are one user's few files).
    const detailed = await Promise.all(items.map(async (item) => (await this.stat(bucket, item.key)) ?? item));
    return detailed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  publicUrl(bucket: string, key: string): string {
    assertValidKey(key);
    const { useSSL, endPoint, port } = this.options;
    const defaultPort = useSSL ? 443 : 80;
    return joinObjectUrl(`${useSSL ? 'https' : 'http'}://${endPoint}${port === defaultPort ? '' : `:${port}`}`, bucket, key);
  }
}
