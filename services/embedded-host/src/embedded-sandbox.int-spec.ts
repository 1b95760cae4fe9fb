import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { startEmbeddedSandbox } from './embedded.js';

it("gives the embedded sandbox provider a key of this start's own, not the demo key everyone knows", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ecp-embedded-sandbox-'));
  const env: Record<string, string | undefined> = {};
  const sandbox = await startEmbeddedSandbox({ SANDBOX_PROVIDER_PORT: 0, SANDBOX_PROVIDER_HOST: '127.0.0.1' }, env, dataDir, 0);
  try {
    const key = env['LEARNING_PROVIDER_API_KEY']!;
    expect(env['LEARNING_PROVIDER_URL']).toBe(sandbox!.url);
    expect(key).toMatch(/^[\w-]{32}$/);
    const read = (bearer: string) => fetch(`${sandbox!.url}/enrollments/sbx-enr-none`, { headers: { authorization: `Bearer ${bearer}` } });
    expect((await read('sandbox-demo-key')).status).toBe(401);
    expect((await read(key)).status).toBe(404);
  } finally {
    await sandbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
