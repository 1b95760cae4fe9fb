import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@ecp/config';
import { loadLoggerConfig } from './logger.config.js';

describe('logging configuration', () => {
  it('reads LOG_LEVEL and LOG_PRETTY', () => {
    expect(loadLoggerConfig({})).toEqual({ LOG_PRETTY: false });
    expect(loadLoggerConfig({ LOG_LEVEL: 'debug', LOG_PRETTY: 'true', NODE_ENV: 'production' })).toEqual({ LOG_LEVEL: 'debug', LOG_PRETTY: true, NODE_ENV: 'production' });
  });

  it('stops start-up on a bad value with a line naming the variable', () => {
    expect(() => loadLoggerConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadLoggerConfig({ LOG_LEVEL: 'loud' })).toThrow(/Invalid configuration for logging:\n {2}LOG_LEVEL: /);
    expect(() => loadLoggerConfig({ LOG_PRETTY: 'yes' })).toThrow(/LOG_PRETTY: /);
  });
});
