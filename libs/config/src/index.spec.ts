import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, portSchema, previousSecretSchema, secretKeyId, secretSchema, z } from './index.js';

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

describe('secretSchema', () => {
  it('refuses a short key and a template placeholder, with the reason', () => {
    expect(secretSchema.safeParse('too-short').success).toBe(false);
    const placeholder = secretSchema.safeParse('CHANGE_ME_TO_A_RANDOM_STRING_OF_AT_LEAST_32_CHARS');
    expect(placeholder.success).toBe(false);
    expect(placeholder.error?.issues[0]?.message).toMatch(/placeholder/);
    expect(secretSchema.safeParse('replace-me-with-something-long-and-random-please').success).toBe(false);
  });

  it('takes a random key', () => {
    expect(secretSchema.safeParse('q7Vb1s0PZ0hS6k3JmW9x+4tLr2aYc8uN5eDfGhJkLmN=').success).toBe(true);
  });
});

describe('previousSecretSchema and secretKeyId (rotating a key)', () => {
  it('reads unset or empty as no previous key, and holds one that is set to the same rules', () => {
    expect(previousSecretSchema.parse(undefined)).toBeUndefined();
    expect(previousSecretSchema.parse('')).toBeUndefined();
    expect(previousSecretSchema.safeParse('too-short').success).toBe(false);
    expect(previousSecretSchema.parse('q7Vb1s0PZ0hS6k3JmW9x+4tLr2aYc8uN5eDfGhJkLmN=')).toBe('q7Vb1s0PZ0hS6k3JmW9x+4tLr2aYc8uN5eDfGhJkLmN=');
  });

  it('names a key by 16 characters that differ from key to key and never contain it', () => {
    const a = secretKeyId('q7Vb1s0PZ0hS6k3JmW9x+4tLr2aYc8uN5eDfGhJkLmN=');
    expect(a).toMatch(/^[\w-]{16}$/);
    expect(secretKeyId('q7Vb1s0PZ0hS6k3JmW9x+4tLr2aYc8uN5eDfGhJkLmN=')).toBe(a);
    expect(secretKeyId('q7Vb1s0PZ0hS6k3JmW9x+4tLr2aYc8uN5eDfGhJkLmM=')).not.toBe(a);
    expect('q7Vb1s0PZ0hS6k3JmW9x+4tLr2aYc8uN5eDfGhJkLmN=').not.toContain(a);
  });
});
