import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createEvent, type TypedEvent } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { startService, type RunningService } from '@ecp/runtime';
import { pollUntil } from '@ecp/testing';
import { gamificationService } from '../index.js';
import { BadgeService } from './badge.service.js';

const registered = (userId: string) =>
  createEvent('user.registered', {
    userId, email: `${userId}@example.test`, fullName: 'Ada Grid', requestedRole: 'beneficiary', beneficiaryType: 'professional', registeredAt: new Date().toISOString(),
  }, { correlationId: randomUUID() });

describe('gamification badges (PGlite)', () => {
  const bus = new InProcessBus();
  const awarded: TypedEvent<'badge.awarded'>[] = [];
  let service: RunningService;

  beforeAll(async () => {
    await bus.start();
    await bus.subscribe('badge.awarded', async (event) => void awarded.push(event), { durable: 'test-badge-awarded' });
    service = await startService(gamificationService, { bus, database: { engine: 'pglite' }, relayPollMs: 50 });
  });

  afterAll(async () => {
    await service?.close();
    await bus.close();
  });

  it('lists the nine-badge catalogue with nothing earned for a new user', async () => {
    const { badges } = await bus.request('gamification.list-badges', { userId: randomUUID() });
    expect(badges.map((b) => b.badgeType)).toEqual([
      'first_login', 'cv_uploaded', 'first_enrollment', 'skill_collector', 'course_completer', 'streak_7', 'career_explorer', 'certificate_earner', 'profile_complete',
    ]);
    expect(badges.every((b) => b.earnedDate === null)).toBe(true);
  });

  it('awards first_login once per user however often registration is delivered', async () => {
    const userId = randomUUID();
    const event = registered(userId);
    await bus.publish(event);
    await bus.publish(registered(userId)); // the same fact under another id
    await pollUntil(() => awarded.some((e) => e.data.userId === userId));
    // The inbox also guards a redelivery of the same envelope that slipped past dedupe.
    await service.app.get(BadgeService).onUserRegistered(event);
    await new Promise((r) => setTimeout(r, 300));
    expect(awarded.filter((e) => e.data.userId === userId)).toHaveLength(1);
    const { badges } = await bus.request('gamification.list-badges', { userId });
    expect(badges.filter((b) => b.earnedDate)).toEqual([expect.objectContaining({ badgeType: 'first_login', name: 'Welcome!', badgeCategory: 'milestone' })]);
  });
});
