import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessBus } from '@ecp/messaging';
import { startService, type RunningService } from '@ecp/runtime';
import { skillsService } from './index.js';

describe('skills service', () => {
  const bus = new InProcessBus();
  let service: RunningService;

  beforeAll(async () => {
    await bus.start();
    service = await startService(skillsService, { bus, database: { engine: 'pglite' } });
  });

  afterAll(async () => {
    await service?.close();
    await bus.close();
  });

  it('applies its migrations and answers for itself and its database', async () => {
    await expect(bus.request('skills.health', {})).resolves.toEqual({ service: 'skills', ok: true, database: true });
  });
});
