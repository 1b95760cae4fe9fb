import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { blobStoreContract } from '../test/blob-store.contract.js';
import { FilesystemBlobStore } from './filesystem.blob-store.js';

blobStoreContract('filesystem', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ecp-blobs-'));
  return { store: new FilesystemBlobStore(dir), dispose: () => rm(dir, { recursive: true, force: true }) };
});

describe('FilesystemBlobStore', () => {
  it('takes a key without upsert atomically: of writers racing for it one wins whole, the others get CONFLICT', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ecp-blobs-'));
    try {
      const store = new FilesystemBlobStore(dir);
      const writers = Array.from({ length: 8 }, (_, i) => store.upload('cvs', 'u/1_cv.txt', Buffer.from(`writer ${i}`), { contentType: `text/x-${i}` }));
      const results = await Promise.allSettled(writers);
      const won = results.flatMap((result, i) => (result.status === 'fulfilled' ? [i] : []));
      expect(won).toHaveLength(1);
      for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'CONFLICT' });
      await expect(store.stat('cvs', 'u/1_cv.txt')).resolves.toMatchObject({ size: 8, contentType: `text/x-${won[0]}` });
      expect((await readdir(join(dir, 'cvs', 'u'))).sort()).toEqual(['1_cv.txt', '1_cv.txt.meta.json']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the previous object and leaves no temporary file when a stream fails mid-upload', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ecp-blobs-'));
    try {
      const store = new FilesystemBlobStore(dir);
      await store.upload('cvs', 'u/cv.txt', Buffer.from('previous'), { contentType: 'text/plain' });
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial'));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(store.upload('cvs', 'u/cv.txt', failing, { contentType: 'text/plain', upsert: true })).rejects.toThrow('client went away');
      await expect(store.stat('cvs', 'u/cv.txt')).resolves.toMatchObject({ size: 8 });
      expect((await readdir(join(dir, 'cvs', 'u'))).sort()).toEqual(['cv.txt', 'cv.txt.meta.json']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
