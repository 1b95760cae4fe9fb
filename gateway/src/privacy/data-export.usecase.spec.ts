import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { unzipSync, strFromU8 } from 'fflate';
import { serviceNames } from '@ecp/contracts';
import type { CvStorage } from '@ecp/storage';
import type { ServiceClient } from '../graphql/service-client.js';
import { DataExportUseCase, EXPORTS_AT_ONCE } from './data-export.usecase.js';

const MB = 1024 * 1024;

/** Every service answers an empty export; the profile's lists `sizes.length` CV files of those sizes. */
function useCase(sizes: number[]) {
  const files = sizes.map((size, i) => ({ bucket: 'cvs', key: `u/${i}_cv.txt`, fileName: `cv ${i}.txt`, size }));
  let read = 0;
  const services = {
    request: async (pattern: string) => {
      const service = pattern.split('.')[0]!;
      return { service, data: {}, files: service === 'profile' ? files : [] };
    },
  } as unknown as ServiceClient;
  const storage = {
    bucket: 'cvs',
    blobs: {
      download: async (_bucket: string, key: string) => {
        const size = files.find((file) => file.key === key)!.size;
        // 64 KB at a time, as a store streams; counts what the export pulled.
        return Readable.from((function* () {
          for (let at = 0; at < size; at += 64 * 1024) {
            const chunk = Buffer.alloc(Math.min(64 * 1024, size - at), 'a');
            read += chunk.length;
            yield chunk;
          }
        })());
      },
    },
  } as unknown as CvStorage;
  return { exporter: new DataExportUseCase(services, storage), read: () => read };
}

describe('data export', () => {
  it('holds every service document and the stored CV files', async () => {
    const { exporter } = useCase([10, 20]);
    const entries = unzipSync((await exporter.execute('u')).zip);
    expect(Object.keys(entries).sort()).toEqual(['README.txt', ...serviceNames.map((name) => `${name}.json`), 'files/1_cv 0.txt', 'files/2_cv 1.txt'].sort());
  });

  it('stops adding files at its size cap, reading no more than the cap, and names the files left out', async () => {
    const { exporter, read } = useCase([4 * MB, 4 * MB, 4 * MB, 1 * MB]);
    const entries = unzipSync((await exporter.execute('u', 9 * MB)).zip);
    expect(Object.keys(entries).filter((name) => name.startsWith('files/'))).toEqual(['files/1_cv 0.txt', 'files/2_cv 1.txt', 'files/4_cv 3.txt']);
    // Not the whole third file (12 MB): the cap, a chunk past it and what the stream had read ahead (16 chunks).
    expect(read()).toBeLessThan(11 * MB);
    expect(strFromU8(entries['README.txt']!)).toMatch(/Left out .*: cv 2\.txt\.$/m);
  });

  it(`builds one export a user at a time (replays share it) and ${EXPORTS_AT_ONCE} in all; the next user is refused until one ends`, async () => {
    const { exporter, read } = useCase([2 * MB]);
    const same = await Promise.all(Array.from({ length: 8 }, () => exporter.execute('u')));
    expect(new Set(same.map((result) => result.zip)).size).toBe(1);
    expect(read()).toBe(2 * MB);
    const others = Array.from({ length: EXPORTS_AT_ONCE }, (_, i) => exporter.execute(`other-${i}`));
    await expect(exporter.execute('one-too-many')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await Promise.all(others);
    await expect(exporter.execute('one-too-many')).resolves.toHaveProperty('zip');
  });
});
