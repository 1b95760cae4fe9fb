import { describe, expect, it } from '@jest/globals';
import { MAX_FULL_NAME_LENGTH } from '../auth.js';
import { invalidRequestMessage } from '../requests.js';
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

  it('answers a bad field with what the person can fix, the first bad field first', () => {
    const message = (payload: Record<string, unknown>) => {
      const result = signUp.safeParse(payload);
      return result.success ? undefined : invalidRequestMessage('identity.sign-up', result.error.issues.map((issue) => issue.path[0]!));
    };
    expect(message({ ...input, email: 'not-an-email' })).toBe('Please enter a valid email address');
    expect(message({ ...input, fullName: '' })).toBe(`Please enter your full name (at most ${MAX_FULL_NAME_LENGTH} characters)`);
    expect(message({ ...input, role: 'wizard' })).toBe('Please select your role');
    expect(message({ ...input, beneficiaryType: 'astronaut' })).toBe('Please select your category');
    // A field the form does not have keeps the generic message.
    expect(message({ ...input, redirectTo: 42 })).toBe('Invalid request for identity.sign-up');
  });
});
