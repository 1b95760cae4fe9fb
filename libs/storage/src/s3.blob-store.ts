import type { Readable } from 'node:stream';
import type { Client } from 'minio';
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

/** The minio client's S3Error and a plain error alike carry the S3 error code as `code`. */
function isNotFound(error: unknown): boolean {
  return NOT_FOUND_CODES.has((error as { code?: string } | null)?.code ?? '');
}

/** Distributed mode's object store: any S3-compatible service (MinIO, AWS S3) through the `minio` client, path-style. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private client: Promise<Client> | undefined;

  constructor(private readonly options: S3BlobStoreOptions) {}

  /**
   * The minio client, loaded at the first call: the module (some 0.5 s and 45 MB) is imported by every process that
   * can use S3, including embedded mode, which keeps CV files on the filesystem.
   */
  private s3(): Promise<Client> {
    this.client ??= import('minio').then(({ Client }) => new Client({ ...this.options, pathStyle: true }));
    return this.client;
  }

  async createBucket(bucket: string): Promise<void> {
    assertValidBucket(bucket);
    const s3 = await this.s3();
    if (await s3.bucketExists(bucket)) return;
    try {
      await s3.makeBucket(bucket, this.options.region);
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
    const s3 = await this.s3();
    // Without upsert the write is conditional too (If-None-Match: *, honoured by S3 and MinIO): of two writers racing
    // past the check above, the second gets 412 and is answered CONFLICT rather than replacing the first's object.
    try {
      await s3.putObject(bucket, key, body, options.size ?? (Buffer.isBuffer(body) ? body.length : undefined), {
        'Content-Type': options.contentType,
        ...(options.upsert ? {} : { 'If-None-Match': '*' }),
      });
    } catch (error) {
      if ((error as { code?: string } | null)?.code === 'PreconditionFailed') throw new DomainError('CONFLICT', 'The object already exists');
      throw error;
    }
    return (await this.stat(bucket, key))!;
  }

  async download(bucket: string, key: string): Promise<Readable> {
    assertValidBucket(bucket);
    assertValidKey(key);
    const s3 = await this.s3();
    try {
      return await s3.getObject(bucket, key);
    } catch (error) {
      if (isNotFound(error)) throw new DomainError('NOT_FOUND', 'File not found');
      throw error;
    }
  }

  async stat(bucket: string, key: string): Promise<BlobInfo | null> {
    assertValidBucket(bucket);
    assertValidKey(key);
    const s3 = await this.s3();
    try {
      const info = await s3.statObject(bucket, key);
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
    const s3 = await this.s3();
    await s3.removeObjects(bucket, keys);
  }

  async list(bucket: string, prefix = ''): Promise<BlobInfo[]> {
    assertValidBucket(bucket);
    const s3 = await this.s3();
    const items: BlobInfo[] = [];
    for await (const item of s3.listObjectsV2(bucket, prefix, true)) {
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
