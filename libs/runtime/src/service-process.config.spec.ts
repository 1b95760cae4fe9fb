import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@ecp/config';
import { loadServiceProcessConfig } from './service-process.config.js';

describe('service process configuration', () => {
  it('takes <SERVICE>_DATABASE_URL over DATABASE_URL', () => {
    expect(loadServiceProcessConfig('identity', {})).toEqual({
      natsUrl: 'nats://127.0.0.1:4222', databaseUrl: 'postgres://postgres@127.0.0.1:5432/ecp', busPrefix: 'ecp', healthPort: 0, ackWaitSeconds: 30, databasePoolSize: 10,
    });
    expect(loadServiceProcessConfig('identity', { DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(loadServiceProcessConfig('identity', { DATABASE_URL: 'postgres://db/ecp', IDENTITY_DATABASE_URL: 'postgres://identity-db/ecp' }).databaseUrl).toBe('postgres://identity-db/ecp');
    expect(loadServiceProcessConfig('skills', { DATABASE_URL: 'postgres://db/ecp', IDENTITY_DATABASE_URL: 'postgres://identity-db/ecp' }).databaseUrl).toBe('postgres://db/ecp');
  });

  it('stops start-up on a bad value with a line naming the variable', () => {
    expect(() => loadServiceProcessConfig('skills', { SKILLS_DATABASE_URL: '' })).toThrow(ConfigError);
    expect(() => loadServiceProcessConfig('skills', { SKILLS_DATABASE_URL: '' })).toThrow(/Invalid configuration for skills:\n {2}SKILLS_DATABASE_URL: /);
    expect(() => loadServiceProcessConfig('skills', { HEALTH_PORT: 'ninety' })).toThrow(/HEALTH_PORT: /);
    expect(() => loadServiceProcessConfig('skills', { DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE: /);
  });
});
