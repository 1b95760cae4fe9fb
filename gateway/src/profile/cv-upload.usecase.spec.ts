import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomainError } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import type { CvStorage } from '@ecp/storage';
import type { ServiceClient } from '../graphql/service-client.js';
import type { GatewayConfig } from '../gateway.config.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { CvUploadUseCase } from './cv-upload.usecase.js';

/** The use case with a store that records deletions and a profile service answering `attach`. */
async function useCase(dataDir: string, attach: () => Promise<unknown>) {
  const deleted: string[] = [];
  const storage = {
    bucket: 'cvs',
    blobs: {
      upload: async (_bucket: string, _key: string, body: Readable) => void (await body.resume().toArray()),
      delete: async (_bucket: string, keys: string[]) => void deleted.push(...keys),
    },
  } as unknown as CvStorage;
  const services = { request: attach } as unknown as ServiceClient;
  const upload = new CvUploadUseCase(services, storage, createLogger('test'), { DATA_DIR: dataDir, CV_UPLOADS_IN_FLIGHT: 16, CV_UPLOAD_PROGRESS_SECONDS: 15 } as GatewayConfig);
  await upload.onModuleInit();
  return { upload, deleted };
}

const user = { userId: '00000000-0000-4000-8000-000000000001' } as AuthenticatedUser;
const cv = () => ({ uploadId: 'up-1', fileName: 'cv.txt', stream: Readable.from([Buffer.from('Wind turbine technician, GWO, SCADA.\n')]) });

describe('CV upload when the profile service does not attach', () => {
  let dataDir: string;
  beforeAll(async () => (dataDir = await mkdtemp(join(tmpdir(), 'cv-upload-'))));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('deletes the stored file after a refusal (nothing points at it)', async () => {
    const { upload, deleted } = await useCase(dataDir, async () => {
      throw new DomainError('VALIDATION_ERROR', 'Failed to upload CV');
    });
    await expect(upload.execute(user, cv())).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(deleted).toHaveLength(1);
  });

  it.each(['TIMEOUT', 'UNAVAILABLE'] as const)('keeps it after %s: the profile may have attached it (the retention sweep deletes it if not)', async (code) => {
    const { upload, deleted } = await useCase(dataDir, async () => {
      throw new DomainError(code, 'Failed to upload CV');
    });
    await expect(upload.execute(user, cv())).rejects.toMatchObject({ code });
    expect(deleted).toEqual([]);
  });
});
