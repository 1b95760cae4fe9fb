import { describe, expect, it } from '@jest/globals';
import { makeUser } from './factories.js';

describe('makeUser', () => {
  it('gives every user a unique email and a password the sign-up rules accept', () => {
    const users = Array.from({ length: 50 }, () => makeUser());
    expect(new Set(users.map((user) => user.email)).size).toBe(50);
    for (const user of users) {
      expect(user.email).toMatch(/^[^@\s]+@example\.test$/);
      expect(user.password.length).toBeGreaterThanOrEqual(6);
      expect(user.fullName).not.toBe('');
    }
  });

  it('takes overrides', () => {
    expect(makeUser({ fullName: 'Ada Lovelace' }).fullName).toBe('Ada Lovelace');
  });
});
