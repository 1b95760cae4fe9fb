import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { blobStoreContract } from '../test/blob-store.contract.js';
import { S3BlobStore } from './s3.blob-store.js';

/**
 * The S3 adapter over real HTTP against s3rver, an S3-compatible server (signature v4, path-style),
 * started on a free port for the suite.
 */
async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'ecp-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const options = { endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };
  return {
    options,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

blobStoreContract('s3 (minio client against s3rver)', async () => {
  const server = await startS3Server();
  return { store: new S3BlobStore(server.options), dispose: () => server.stop() };
});

describe('S3BlobStore', () => {
  it('builds a path-style public URL without the default port', () => {
    const store = new S3BlobStore({ endPoint: 's3.eu-central-1.amazonaws.com', port: 443, useSSL: true, accessKey: 'a', secretKey: 'b', region: 'eu-central-1' });
    expect(store.publicUrl('cvs', 'u/1_cv.pdf')).toBe('https://s3.eu-central-1.amazonaws.com/cvs/u/1_cv.pdf');
  });
});
