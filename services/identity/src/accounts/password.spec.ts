import { describe, expect, it } from '@jest/globals';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './password.js';

describe('password policy', () => {
  it('refuses passwords under 6 characters with the spec minimum in the message', () => {
    expect(() => assertAcceptablePassword('12345')).toThrow('Password must be at least 6 characters');
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(() => assertAcceptablePassword('Password')).toThrow(/too common/);
    expect(() => assertAcceptablePassword('qwerty123')).toThrow(/too common/);
  });

  // The abuse suite set a 10,000-character password through updatePassword (sign-up took one too).
  it('refuses passwords over 128 characters, and takes 128', () => {
    expect(() => assertAcceptablePassword(`Turbine-${'x'.repeat(121)}`)).toThrow('Password must be at most 128 characters');
    expect(() => assertAcceptablePassword('Turbine-'.repeat(1_250))).toThrow('Password must be at most 128 characters');
    expect(() => assertAcceptablePassword(`Turbine-${'x'.repeat(120)}`)).not.toThrow();
  });

  it('accepts a 6-character uncommon password', () => {
    expect(() => assertAcceptablePassword('gr1d-x')).not.toThrow();
  });

  it('hashes with argon2id at 19 MiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('wind-turbine');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(hash, 'wind-turbine')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'wind-turbinE')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  });
});
