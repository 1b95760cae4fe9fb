import { join } from 'node:path';
import { booleanFromEnv, loadConfig, portSchema, z } from '@ecp/config';
import type { BlobStore } from './blob-store.js';
import { FilesystemBlobStore } from './filesystem.blob-store.js';
import { S3BlobStore } from './s3.blob-store.js';

/**
 * Where CV files live. The gateway (which streams uploads in), the profile service and the assessment
 * service (which reads CVs to analyse them) read the same variables, so all reach the same place in either run mode:
 * - `BLOB_STORE=filesystem` (the default without S3_ENDPOINT): `BLOB_DIR`, default `DATA_DIR/blobs`.
 * - `BLOB_STORE=s3` (the default with S3_ENDPOINT): S3_ENDPOINT, S3_PORT, S3_USE_SSL, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION.
 */
export const blobStoreConfigSchema = z
  .object({
    BLOB_STORE: z.enum(['filesystem', 's3']).optional(),
    DATA_DIR: z.string().default('./.data'),
    BLOB_DIR: z.string().optional(),
    S3_ENDPOINT: z.string().min(1).optional(),
    S3_PORT: portSchema.optional(),
    S3_USE_SSL: booleanFromEnv.default(false),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().default('cvs'),
  })
  .transform((env, ctx) => {
    const kind = env.BLOB_STORE ?? (env.S3_ENDPOINT ? 's3' : 'filesystem');
    if (kind === 'filesystem') {
      return { kind, dir: env.BLOB_DIR ?? join(env.DATA_DIR, 'blobs'), bucket: env.S3_BUCKET } as const;
    }
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when BLOB_STORE is s3' });
    }
    return {
      kind,
      bucket: env.S3_BUCKET,
      s3: {
        endPoint: env.S3_ENDPOINT ?? '',
        port: env.S3_PORT ?? (env.S3_USE_SSL ? 443 : 9000),
        useSSL: env.S3_USE_SSL,
        accessKey: env.S3_ACCESS_KEY ?? '',
        secretKey: env.S3_SECRET_KEY ?? '',
        region: env.S3_REGION,
      },
    } as const;
  });
export type BlobStoreConfig = z.infer<typeof blobStoreConfigSchema>;

export const loadBlobStoreConfig = (env: Record<string, string | undefined>, appName: string) => loadConfig(blobStoreConfigSchema, env, appName);

export function createBlobStore(config: BlobStoreConfig): BlobStore {
  return config.kind === 'filesystem' ? new FilesystemBlobStore(config.dir) : new S3BlobStore(config.s3);
}

/** The CV store and its bucket (S3_BUCKET, `cvs` by default as the spec names it). */
export interface CvStorage {
  blobs: BlobStore;
  bucket: string;
}

export function createCvStorage(config: BlobStoreConfig): CvStorage {
  return { blobs: createBlobStore(config), bucket: config.bucket };
}
