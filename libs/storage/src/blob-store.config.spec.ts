import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@ecp/config';
import { createCvStorage, loadBlobStoreConfig } from './blob-store.config.js';
import { FilesystemBlobStore } from './filesystem.blob-store.js';
import { S3BlobStore } from './s3.blob-store.js';

describe('CV storage configuration', () => {
  it('uses the filesystem under DATA_DIR/blobs and the cvs bucket by default', () => {
    expect(loadBlobStoreConfig({}, 'test')).toEqual({ kind: 'filesystem', dir: '.data/blobs', bucket: 'cvs' });
    expect(loadBlobStoreConfig({ DATA_DIR: '/srv/ecp' }, 'test')).toMatchObject({ dir: '/srv/ecp/blobs' });
    expect(loadBlobStoreConfig({ DATA_DIR: '/srv/ecp', BLOB_DIR: '/mnt/cvs' }, 'test')).toMatchObject({ dir: '/mnt/cvs' });
    expect(createCvStorage(loadBlobStoreConfig({}, 'test')).blobs).toBeInstanceOf(FilesystemBlobStore);
  });

  it('uses S3 when an endpoint is given, with MinIO-style defaults', () => {
    const config = loadBlobStoreConfig({ S3_ENDPOINT: 'minio', S3_ACCESS_KEY: 'ecp', S3_SECRET_KEY: 'secret', S3_BUCKET: 'cv-files' }, 'test');
    expect(config).toEqual({ kind: 's3', bucket: 'cv-files', s3: { endPoint: 'minio', port: 9000, useSSL: false, accessKey: 'ecp', secretKey: 'secret', region: 'us-east-1' } });
    expect(loadBlobStoreConfig({ S3_ENDPOINT: 's3.amazonaws.com', S3_USE_SSL: 'true', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' }, 'test')).toMatchObject({ s3: { port: 443, useSSL: true } });
    expect(createCvStorage(config).blobs).toBeInstanceOf(S3BlobStore);
  });

  it('names every missing S3 variable', () => {
    expect(() => loadBlobStoreConfig({ BLOB_STORE: 's3' }, 'profile')).toThrow(ConfigError);
    expect(() => loadBlobStoreConfig({ BLOB_STORE: 's3' }, 'profile')).toThrow(/S3_ENDPOINT[\s\S]*S3_ACCESS_KEY[\s\S]*S3_SECRET_KEY/);
  });
});
