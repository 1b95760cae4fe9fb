import { describe, expect, it } from '@jest/globals';
import { invalidRequestMessage, operationMessage, requestSchemas, type RequestPattern } from '../requests.js';

/** The message a request that breaks its pattern's schema is answered with, as the bus edge answers it. */
const refusal = (pattern: RequestPattern, payload: Record<string, unknown>) => {
  const result = requestSchemas[pattern].request.safeParse(payload);
  return result.success ? undefined : invalidRequestMessage(pattern, result.error.issues.map((issue) => issue.path[0]!));
};
const userId = '7d8e6a8c-3c1b-4e0e-9a57-3f1f4d5a2b10';

describe("a malformed request is answered with its operation's spec message (§8)", () => {
  it('skills: removing a skill and toggling a career interest', () => {
    expect(refusal('skills.delete-skill', { userId, skillId: 'not-a-uuid' })).toBe('Failed to delete skill');
    expect(refusal('skills.toggle-career-interest', { userId, careerPathId: 'x', interested: true })).toBe('Failed to update career interest');
  });

  it('assessment: CV text past the limit says so; another bad field gets the operation message', () => {
    const tooLong = 'x'.repeat(200_001);
    expect(refusal('assessment.analyze-cv', { userId, cvText: tooLong })).toBe('CV text must be plain text of at most 200,000 characters');
    expect(refusal('assessment.run', { userId, cvText: tooLong })).toBe('CV text must be plain text of at most 200,000 characters');
    expect(refusal('assessment.run', { userId, cvText: 'Wind technician', assessmentType: '' })).toBe('Failed to create assessment record');
    expect(refusal('assessment.analyze-cv', { userId: 'nobody', cvText: 'Wind technician' })).toBe('Failed to analyze CV');
  });
});

describe('what a person is told when an operation fails on our side (operationMessage)', () => {
  it("is the operation's spec failure message, never a refusal of what was sent", () => {
    expect(operationMessage('skills.add-skill')).toBe('Failed to add skill');
    expect(operationMessage('training.enroll')).toBe('Failed to enroll in training program');
    // 'This confirmation link is invalid or has expired' would tell someone with a good link to give up on it.
    expect(operationMessage('identity.confirm-email')).toBeUndefined();
    expect(operationMessage('assessment.suggest-skills')).toBeUndefined();
  });

  it("a read says what failed to be retrieved (spec §8's service messages), not a generic unavailability", () => {
    expect(operationMessage('skills.list-user-skills')).toBe('Failed to retrieve skills');
    expect(operationMessage('skills.list-career-paths')).toBe('Failed to retrieve career paths');
    expect(operationMessage('skills.list-career-interests')).toBe('Failed to retrieve user interests');
    expect(operationMessage('profile.get')).toBe('Failed to retrieve profile');
    expect(operationMessage('gamification.list-badges')).toBe('Failed to retrieve badges');
    expect(operationMessage('training.list-enrollments')).toBe('Failed to retrieve enrollments');
  });
});
