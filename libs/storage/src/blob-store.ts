import type { Readable } from 'node:stream';

/** What a stored object is. `contentType` is what it was uploaded with. */
export interface BlobInfo {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface UploadOptions {
  contentType: string;
  /** Size in bytes when known (S3 streams it in one request instead of guessing a multipart size). */
  size?: number;
  /** Replace an existing object at the key (the spec's "upload with upsert"); without it an existing key is a CONFLICT. */
  upsert?: boolean;
}

/**
 * The object-storage port (spec §7 "Storage": upload with upsert, download, delete, list, create a
 * bucket, public URL). Embedded mode uses the filesystem adapter, distributed mode the S3 adapter;
 * both pass the same contract suite (`test/blob-store.contract.ts`). Keys are `/`-separated relative paths.
 */
export interface BlobStore {
  readonly kind: 'filesystem' | 's3';
  /** Creates the bucket if it does not exist (idempotent). */
  createBucket(bucket: string): Promise<void>;
  upload(bucket: string, key: string, body: Readable | Buffer, options: UploadOptions): Promise<BlobInfo>;
  /** The object's bytes; DomainError NOT_FOUND when there is none. */
  download(bucket: string, key: string): Promise<Readable>;
  /** The object's metadata, or null when there is none. */
  stat(bucket: string, key: string): Promise<BlobInfo | null>;
  /** Deletes the objects; missing keys are ignored. */
  delete(bucket: string, keys: string[]): Promise<void>;
  /** Objects whose key starts with `prefix`, sorted by key. */
  list(bucket: string, prefix?: string): Promise<BlobInfo[]>;
  /** The address of the object for buckets that are public (the cvs bucket is private: CVs go through the gateway). */
  publicUrl(bucket: string, key: string): string;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._() -]+$/;

/** Refuses keys that could escape a bucket or confuse a path: empty, absolute, `..`, odd characters. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const ok = key.length > 0 && key.length <= 1024 && segments.every((s) => s.length > 0 && s !== '.' && s !== '..' && SAFE_SEGMENT.test(s));
  if (!ok) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
}

export function assertValidBucket(bucket: string): void {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`Invalid bucket name: ${JSON.stringify(bucket)}`);
}

/** Joins a base URL, bucket and key with each key segment URL-encoded. */
export function joinObjectUrl(base: string, bucket: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
