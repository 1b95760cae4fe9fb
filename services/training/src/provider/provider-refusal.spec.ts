import { describe, expect, it } from '@jest/globals';
import { isProviderRefusal, LearningProviderError } from './learning-provider.js';

describe('isProviderRefusal (what gives an enrollment its place back)', () => {
  it('is a 4xx the provider answered, other than 408 and 429 (marked transient)', () => {
    expect(isProviderRefusal(new LearningProviderError('Unknown course', 404, 'Not Found', false))).toBe(true);
    expect(isProviderRefusal(new LearningProviderError('bad request', 400, 'Bad Request', false))).toBe(true);
    expect(isProviderRefusal(new LearningProviderError('slow down', 429, 'Too Many Requests', true))).toBe(false);
  });

  it('is not an outage, nor a 2xx whose body could not be read (the provider may have registered it)', () => {
    expect(isProviderRefusal(new LearningProviderError('unavailable', 503, 'Service Unavailable', true))).toBe(false);
    expect(isProviderRefusal(new LearningProviderError('connect ECONNREFUSED', null, null, true))).toBe(false);
    expect(isProviderRefusal(new LearningProviderError('unexpected answer', 201, 'Created', false))).toBe(false);
    expect(isProviderRefusal(new Error('bug'))).toBe(false);
  });
});
