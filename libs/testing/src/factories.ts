import { randomBytes } from 'node:crypto';

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

let userCount = 0;

/** A new user's sign-up details; every call gets an email no other call (or test run) has used. */
export function makeUser(overrides: Partial<TestUser> = {}): TestUser {
  userCount += 1;
  const unique = `${userCount}-${randomBytes(4).toString('hex')}`;
  return {
    email: `user-${unique}@example.test`,
    password: `Turbine-${randomBytes(6).toString('hex')}`,
    fullName: `Test User ${userCount}`,
    ...overrides,
  };
}
