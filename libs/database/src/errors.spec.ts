import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@ecp/contracts';
import { databaseErrorCode, isConnectionLost, isUniqueViolation, toRepositoryError, withRepositoryErrors } from './errors.js';

// The shapes the drivers throw: pg and PGlite both put the SQLSTATE on `code`, Drizzle wraps them as `cause`.
const pgUniqueViolation = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
  code: '23505',
  constraint: 'users_email_unique',
});
const wrappedByDrizzle = new Error('Failed query: insert into "users" …', { cause: pgUniqueViolation });

describe('database errors', () => {
  it('finds the SQLSTATE on the error itself or behind Drizzle’s wrapper', () => {
    expect(databaseErrorCode(pgUniqueViolation)).toBe('23505');
    expect(databaseErrorCode(wrappedByDrizzle)).toBe('23505');
    expect(databaseErrorCode(new Error('Failed query', { cause: wrappedByDrizzle }))).toBe('23505');
  });

  it('does not take a network error code for a SQLSTATE', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseErrorCode(refused)).toBeUndefined();
    expect(isUniqueViolation(refused)).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('tells unique violations apart, optionally by constraint', () => {
    expect(isUniqueViolation(wrappedByDrizzle)).toBe(true);
    expect(isUniqueViolation(wrappedByDrizzle, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(wrappedByDrizzle, 'users_pkey')).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
  });

  it('maps database errors to REPOSITORY_ERROR without leaking the query', () => {
    const mapped = toRepositoryError(wrappedByDrizzle, 'Failed to add skill');
    expect(mapped.toJSON()).toEqual({ code: 'REPOSITORY_ERROR', message: 'Failed to add skill', details: { sqlState: '23505' } });
    expect(mapped.cause).toBe(wrappedByDrizzle);
    expect(toRepositoryError(new Error('socket hang up'), 'Failed to add skill').toJSON()).toEqual({
      code: 'REPOSITORY_ERROR',
      message: 'Failed to add skill',
    });
  });

  it('maps a unique violation to the domain error the repository names, of its constraint only', async () => {
    const conflict = () => new DomainError('CONFLICT', 'Failed to add skill', { reason: 'This skill is already in your profile' });
    await expect(withRepositoryErrors('Failed to add skill', () => Promise.reject(wrappedByDrizzle), { error: conflict })).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'This skill is already in your profile' },
    });
    await expect(
      withRepositoryErrors('Failed to add skill', () => Promise.reject(wrappedByDrizzle), { constraint: 'users_email_unique', error: conflict }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      withRepositoryErrors('Failed to add skill', () => Promise.reject(wrappedByDrizzle), { constraint: 'users_pkey', error: conflict }),
    ).rejects.toMatchObject({ code: 'REPOSITORY_ERROR', details: { sqlState: '23505' } });
    await expect(
      withRepositoryErrors('Failed to add skill', () => Promise.reject(Object.assign(new Error('fk'), { code: '23503' })), { error: conflict }),
    ).rejects.toMatchObject({ code: 'REPOSITORY_ERROR', details: { sqlState: '23503' } });
  });

  it('lets domain errors thrown inside a repository call through unchanged', async () => {
    const notFound = new DomainError('NOT_FOUND', 'Profile not found');
    await expect(withRepositoryErrors('Failed to load profile', () => Promise.reject(notFound))).rejects.toBe(notFound);
    await expect(withRepositoryErrors('Failed to load profile', async () => 42)).resolves.toBe(42);
  });

  it('tells a lost connection from a failed statement, behind any wrapping', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const rollbackOnDeadConnection = new Error('Failed query: rollback', { cause: new Error('Client has encountered a connection error and is not queryable') });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const lost of [terminated, rollbackOnDeadConnection, refused, new Error('Connection terminated unexpectedly'), Object.assign(new Error('x'), { code: '08006' })]) {
      expect(isConnectionLost(lost)).toBe(true);
      expect(isConnectionLost(toRepositoryError(new Error('Failed query: update …', { cause: lost }), 'Failed to complete assessment'))).toBe(true);
    }
    expect(isConnectionLost(wrappedByDrizzle)).toBe(false);
    expect(isConnectionLost(toRepositoryError(wrappedByDrizzle, 'Failed'))).toBe(false);
    expect(isConnectionLost(new DomainError('CONFLICT', 'Failed to complete assessment'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
