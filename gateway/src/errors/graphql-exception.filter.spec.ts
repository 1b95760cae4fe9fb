import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import { GraphqlExceptionFilter, INVALID_REQUEST, UNEXPECTED_ERROR } from './graphql-exception.filter.js';

describe('GraphqlExceptionFilter', () => {
  const filter = new GraphqlExceptionFilter(createLogger('test'));
  const host = {} as never;

  it('keeps a service\'s message, and never names an internal bus request', () => {
    expect(filter.catch(new DomainError('VALIDATION_ERROR', 'Failed to add skill'), host).message).toBe('Failed to add skill');
    const refused = filter.catch(new DomainError('VALIDATION_ERROR', 'Invalid request for skills.search-skills'), host);
    expect(refused.message).toBe(INVALID_REQUEST);
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', domainCode: 'VALIDATION_ERROR' });
    expect(filter.catch(new DomainError('SERVICE_ERROR', 'Invalid response for skills.search-skills'), host).message).toBe(UNEXPECTED_ERROR);
  });

  it('answers anything unexpected with the spec\'s message', () => {
    expect(filter.catch(new Error('connection reset by peer at 10.0.0.4'), host).message).toBe(UNEXPECTED_ERROR);
  });
});
