import { describe, expect, it } from '@jest/globals';
import { MAX_FULL_NAME_LENGTH } from '../auth.js';
import { identityRequests } from './identity.requests.js';

describe('identity.sign-up request', () => {
  const signUp = identityRequests['identity.sign-up'].request;
  const input = { email: 'dana@example.test', password: 'Turbine-1', fullName: 'Dana Field', role: 'beneficiary', beneficiaryType: 'grad' };

  // The abuse suite signed up with a 10,000-character name, which the profile service (200 at most) cannot keep.
  it("refuses a full name longer than the profile's limit, and takes one at it", () => {
    expect(signUp.safeParse({ ...input, fullName: 'x'.repeat(10_000) }).success).toBe(false);
    expect(signUp.safeParse({ ...input, fullName: 'x'.repeat(MAX_FULL_NAME_LENGTH + 1) }).success).toBe(false);
    expect(signUp.safeParse({ ...input, fullName: 'x'.repeat(MAX_FULL_NAME_LENGTH) }).success).toBe(true);
    expect(MAX_FULL_NAME_LENGTH).toBe(200);
  });

  it('refuses a blank full name', () => {
    expect(signUp.safeParse({ ...input, fullName: '   ' }).success).toBe(false);
  });
});
