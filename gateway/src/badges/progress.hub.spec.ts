import { describe, expect, it } from '@jest/globals';
import { createEvent } from '@ecp/contracts';
import { ProgressEventKind } from './badges.types.js';
import { toProgressEvent } from './progress.hub.js';

const userId = '6f1d1c52-8d0e-4a51-9a0f-4a3c8c0b7d11';

describe('progress events from the bus', () => {
  it('names an awarded badge from the catalogue and passes an activity on with its description', () => {
    const awarded = toProgressEvent(createEvent('badge.awarded', { userId, badgeType: 'skill_collector', badgeCategory: 'skill', earnedAt: '2026-03-01T10:00:00.000Z' }, { correlationId: 'c' }));
    expect(awarded).toMatchObject({ kind: ProgressEventKind.BADGE_AWARDED, badgeType: 'skill_collector', badgeName: 'Skill Collector', badgeDescription: 'Extracted 10+ skills', activityType: null });
    expect(awarded.occurredAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    const logged = toProgressEvent(createEvent('activity.logged', {
      userId, activityId: '0b7f3a2e-5c55-4a9c-8f6e-1d2b3c4d5e6f', activityType: 'course_completed', description: 'Completed a course', createdAt: '2026-03-01T10:00:00.000Z',
    }, { correlationId: 'c' }));
    expect(logged).toMatchObject({ kind: ProgressEventKind.ACTIVITY_LOGGED, activityType: 'course_completed', description: 'Completed a course', badgeType: null });
  });
});
