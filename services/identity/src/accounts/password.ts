import { hash, verify } from '@node-rs/argon2';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, validationError } from '@ecp/contracts';
import { COMMON_PASSWORDS } from './common-passwords.js';

// argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane. (2 = Algorithm.Argon2id; the
// package's const enum can't be imported under isolatedModules.)
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function assertAcceptablePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw validationError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw validationError(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw validationError('This password is too common. Please choose a different one.');
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not reveal which emails exist. */
export const DUMMY_PASSWORD_HASH = await hashPassword('not-a-real-password-0x5f3759df');
