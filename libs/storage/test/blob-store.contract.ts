import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BlobStore } from '../src/blob-store.js';

/** A store for one suite and how to remove what it left behind. */
export interface BlobStoreUnderTest {
  store: BlobStore;
  dispose(): Promise<void>;
}

/** The one behaviour both adapters must have (ARCHITECTURE §2: both adapters of a port pass one contract suite). */
export function blobStoreContract(name: string, create: () => Promise<BlobStoreUnderTest>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore;
    const bucket = 'cvs';

    beforeAll(async () => {
      subject = await create();
      store = subject.store;
      await store.createBucket(bucket);
    });
    afterAll(async () => subject?.dispose());

    it('creates a bucket idempotently', async () => {
      await expect(store.createBucket(bucket)).resolves.toBeUndefined();
      await expect(store.createBucket('other-bucket')).resolves.toBeUndefined();
      await expect(store.list('other-bucket')).resolves.toEqual([]);
    });

    it('uploads a stream and downloads the same bytes with size and content type', async () => {
      const key = `${randomUUID()}/1700000000000_cv.pdf`;
      const bytes = Buffer.from('%PDF-1.7\n' + 'x'.repeat(200_000));
      const info = await store.upload(bucket, key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), { contentType: 'application/pdf', size: bytes.length });
      expect(info).toMatchObject({ key, size: bytes.length, contentType: 'application/pdf' });
      expect((await buffer(await store.download(bucket, key))).equals(bytes)).toBe(true);
      await expect(store.stat(bucket, key)).resolves.toMatchObject({ key, size: bytes.length, contentType: 'application/pdf' });
    });

    it('replaces an object only with upsert', async () => {
      const key = `${randomUUID()}/a.txt`;
      await store.upload(bucket, key, Buffer.from('first'), { contentType: 'text/plain' });
      await expect(store.upload(bucket, key, Buffer.from('second'), { contentType: 'text/plain' })).rejects.toMatchObject({ code: 'CONFLICT' });
      expect((await buffer(await store.download(bucket, key))).toString()).toBe('first');
      await store.upload(bucket, key, Buffer.from('second!'), { contentType: 'text/plain', upsert: true });
      expect((await buffer(await store.download(bucket, key))).toString()).toBe('second!');
      await expect(store.stat(bucket, key)).resolves.toMatchObject({ size: 7 });
    });

    it('lists by prefix in key order, and deletes (missing keys ignored)', async () => {
      const user = randomUUID();
      await store.upload(bucket, `${user}/2_b.txt`, Buffer.from('bb'), { contentType: 'text/plain' });
      await store.upload(bucket, `${user}/1_a.txt`, Buffer.from('a'), { contentType: 'text/plain' });
      await store.upload(bucket, `${randomUUID()}/other.txt`, Buffer.from('x'), { contentType: 'text/plain' });
      const listed = await store.list(bucket, `${user}/`);
      expect(listed.map((b) => [b.key, b.size])).toEqual([[`${user}/1_a.txt`, 1], [`${user}/2_b.txt`, 2]]);
      await store.delete(bucket, [`${user}/1_a.txt`, `${user}/missing.txt`]);
      expect((await store.list(bucket, `${user}/`)).map((b) => b.key)).toEqual([`${user}/2_b.txt`]);
      await expect(store.stat(bucket, `${user}/1_a.txt`)).resolves.toBeNull();
    });

    it('answers NOT_FOUND for a missing object and null from stat', async () => {
      await expect(store.download(bucket, `${randomUUID()}/nothing.pdf`)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(store.stat(bucket, `${randomUUID()}/nothing.pdf`)).resolves.toBeNull();
    });

    it('refuses keys that could escape the bucket', async () => {
      for (const key of ['../etc/passwd', '/abs.txt', 'a//b.txt', 'a/../b.txt', '']) {
        await expect(store.upload(bucket, key, Buffer.from('x'), { contentType: 'text/plain', upsert: true })).rejects.toThrow(/Invalid object key/);
      }
    });

    it('gives a public URL naming the bucket and the encoded key', () => {
      expect(store.publicUrl(bucket, 'u/1_my cv.pdf')).toMatch(/\/cvs\/u\/1_my%20cv\.pdf$/);
    });
  });
}
