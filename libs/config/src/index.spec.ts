import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, portSchema, z } from './index.js';

describe('loadConfig', () => {
  const schema = z.object({ PORT: portSchema.default(3000), NATS_URL: z.url() });

  it('returns typed values with defaults applied', () => {
    expect(loadConfig(schema, { NATS_URL: 'nats://127.0.0.1:4222' })).toEqual({ PORT: 3000, NATS_URL: 'nats://127.0.0.1:4222' });
  });

  it('fails with one line per bad variable', () => {
    expect(() => loadConfig(schema, { PORT: 'abc' }, 'gateway')).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: 'abc' }, 'gateway');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration for gateway:/);
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/NATS_URL:/);
    }
  });
});
