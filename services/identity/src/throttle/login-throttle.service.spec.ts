import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from '@ecp/logger';
import type { IdentityConfig } from '../identity.config.js';
import type { RoleService } from '../roles/role.service.js';
import type { LoginThrottleRepository } from './login-throttle.repository.js';
import { LoginThrottleService, type LoginAttempt } from './login-throttle.service.js';

describe('LoginThrottleService.verifying', () => {
  const attempt: LoginAttempt = { pairKey: 'pair:a@example.test|203.0.113.1', charges: [], waitedMs: 0 };
  const service = (refund: () => Promise<void>, warn = jest.fn()) =>
    new LoginThrottleService({ refund } as unknown as LoginThrottleRepository, {} as RoleService, {} as IdentityConfig, { warn } as unknown as Logger);

  it('answers what the check committed even when taking the attempt back fails (the failure stays counted, logged)', async () => {
    const warn = jest.fn();
    const throttle = service(async () => Promise.reject(new Error('database gone')), warn);
    await expect(throttle.verifying(attempt, async (proven) => (proven(), 'session'))).resolves.toBe('session');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes back a proven attempt once, and an unproven one never', async () => {
    const refund = jest.fn(async () => undefined);
    const throttle = service(refund);
    await throttle.verifying(attempt, async (proven) => proven());
    await expect(throttle.verifying(attempt, async () => Promise.reject(new Error('Invalid verification code')))).rejects.toThrow('Invalid verification code');
    expect(refund).toHaveBeenCalledTimes(1);
  });
});
