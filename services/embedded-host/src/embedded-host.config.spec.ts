import { describe, expect, it } from '@jest/globals';
import { loadEmbeddedHostConfig } from './embedded-host.config.js';

describe('embedded host configuration', () => {
  it('has defaults for a laptop install', () => {
    expect(loadEmbeddedHostConfig({})).toMatchObject({ RUN_MODE: 'embedded', DATA_DIR: './.data', SANDBOX_PROVIDER_HOST: '127.0.0.1' });
  });

  it('stops on a bad value with a line naming the variable', () => {
    expect(() => loadEmbeddedHostConfig({ SANDBOX_PROVIDER_PORT: 'eighty' })).toThrow(/SANDBOX_PROVIDER_PORT/);
    expect(() => loadEmbeddedHostConfig({ RUN_MODE: 'distributed' })).toThrow(/RUN_MODE/);
    expect(() => loadEmbeddedHostConfig({ SANDBOX_PROVIDER_PUBLIC_URL: 'not a url' })).toThrow(/SANDBOX_PROVIDER_PUBLIC_URL/);
  });
});
