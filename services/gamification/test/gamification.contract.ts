import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, type EventSubject, type TypedEvent } from '@ecp/contracts';
import { InProcessBus, type MessageBus } from '@ecp/messaging';
import { EventOutbox, startService, type DatabaseTarget, type RunningService } from '@ecp/runtime';
import { pollUntil } from '@ecp/testing';
import { gamificationService } from '../src/index.js';
import { BackfillUseCase } from '../src/progress/backfill.usecase.js';
import { ProgressController } from '../src/progress/progress.controller.js';
import { ALL_BADGES, badgeJourney, userEvents } from './journey.js';

export type DatabaseFactory = () => Promise<{ target: DatabaseTarget; dispose(): Promise<void> }>;

/**
 * A bus whose subscribers lose the ack of every `failEvery`-th first delivery after the handler committed: the
 * handler runs, then the delivery fails, so the bus delivers the event again (as after a crash between commit
 * and ack). Counts the deliveries it sabotaged.
 */
export function ackLosingBus(bus: MessageBus, failEvery: number): MessageBus & { lostAcks(): number } {
  let seen = 0;
  let lost = 0;
  const subscribe: MessageBus['subscribe'] = (subject, handler, options) =>
    bus.subscribe(subject, async (event, ctx) => {
      await handler(event, ctx);
      if (ctx.attempt === 1 && (seen += 1) % failEvery === 0) {
        lost += 1;
        throw new Error('simulated crash after commit, before ack');
      }
    }, options);
  return {
    start: () => bus.start(),
    publish: (event, headers) => bus.publish(event, headers),
    subscribe,
    watch: (subjects, watcher) => bus.watch(subjects, watcher),
    request: (pattern, payload, options) => bus.request(pattern, payload, options),
    handle: (pattern, handler, options) => bus.handle(pattern, handler, options),
    eraseEventsAbout: (userId, options) => bus.eraseEventsAbout(userId, options),
    isHealthy: () => bus.isHealthy(),
    close: () => bus.close(),
    lostAcks: () => lost,
  };
}

/** Calls the service's own handler for an event, as a redelivery the bus did not dedupe would. */
async function deliverAgain(service: RunningService, event: TypedEvent<EventSubject>): Promise<void> {
  const controller = service.app.get(ProgressController);
  const handlers: Record<string, (event: never) => Promise<void>> = {
    'user.registered': (e) => controller.onUserRegistered(e),
    'user.signed-in': (e) => controller.onSignedIn(e),
    'profile.updated': (e) => controller.onProfileUpdated(e),
    'cv.uploaded': (e) => controller.onCvUploaded(e),
    'skill.added': (e) => controller.onSkillAdded(e),
    'skill.removed': (e) => controller.onSkillRemoved(e),
    'career-interest.changed': (e) => controller.onCareerInterestChanged(e),
    'enrollment.created': (e) => controller.onEnrollmentCreated(e),
    'enrollment.completed': (e) => controller.onEnrollmentCompleted(e),
    'certificate.issued': (e) => controller.onCertificateIssued(e),
  };
  await handlers[event.type]!(event as never);
}

/** The gamification service over a real (in-process) bus on a real database (PGlite or PostgreSQL). */
export function gamificationServiceSuite(name: string, database: DatabaseFactory): void {
  describe(`gamification service (${name})`, () => {
    const inner = new InProcessBus({ name: `gamification-${name}` });
    const bus = ackLosingBus(inner, 3);
    const awarded: TypedEvent<'badge.awarded'>[] = [];
    const logged: TypedEvent<'activity.logged'>[] = [];
    let service: RunningService;
    let disposeDatabase: () => Promise<void>;
    // Published before the service first starts: a new deployment on existing events (the bus keeps them for new durables).
    const earlyUser = randomUUID();

    const awardsOf = (userId: string) => awarded.filter((e) => e.data.userId === userId).map((e) => e.data.badgeType);
    const earned = async (userId: string) => (await inner.request('gamification.list-badges', { userId })).badges.filter((b) => b.earnedDate).map((b) => b.badgeType);

    beforeAll(async () => {
      const db = await database();
      disposeDatabase = db.dispose;
      await inner.start();
      await inner.subscribe('badge.awarded', async (event) => void awarded.push(event), { durable: 'test-badge-awarded' });
      await inner.subscribe('activity.logged', async (event) => void logged.push(event), { durable: 'test-activity-logged' });
      for (const event of badgeJourney(earlyUser)) await inner.publish(event);
      // No profile, skills or training service here to backfill from (the embedded-host suite tests the backfill).
      service = await startService(gamificationService, { bus, database: db.target, relayPollMs: 50, env: { GAMIFICATION_BACKFILL: 'false' } });
    });

    afterAll(async () => {
      await service?.close();
      await inner.close();
      await disposeDatabase?.();
    });

    it("backfills nothing for a person erased here whom another service's snapshot still lists", async () => {
      const [erasedUser, keptUser] = [randomUUID(), randomUUID()];
      await inner.publish(createEvent('user.deleted', { userId: erasedUser, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
      await pollUntil(() => service.app.get(EventOutbox).isErased(erasedUser), { timeoutMs: 5000, description: 'the erasure' });
      const now = new Date().toISOString();
      const skills = Array.from({ length: 10 }, (_, i) => ({ skillId: randomUUID(), skillName: `skill ${i}` }));
      const snapshots = [
        await inner.handle('profile.progress-snapshot', async () => ({ users: [erasedUser, keptUser].map((userId) => ({ userId, profileCompleteness: 100, cvUploadedAt: now, updatedAt: now })), nextAfterUserId: null }), { queue: 'profile' }),
        await inner.handle('skills.progress-snapshot', async () => ({ users: [erasedUser, keptUser].map((userId) => ({ userId, skills, careerPathIds: [] })), nextAfterUserId: null }), { queue: 'skills' }),
        await inner.handle('training.progress-snapshot', async () => ({ users: [], nextAfterUserId: null }), { queue: 'training' }),
      ];
      try {
        expect(await service.app.get(BackfillUseCase).execute()).toBe(true);
      } finally {
        for (const snapshot of snapshots) await snapshot.unsubscribe();
      }
      expect(await earned(keptUser)).toEqual(expect.arrayContaining(['cv_uploaded', 'skill_collector', 'profile_complete']));
      expect(await earned(erasedUser)).toEqual([]);
    });

    it('lists the nine-badge catalogue with nothing earned for a new user', async () => {
      const { badges } = await inner.request('gamification.list-badges', { userId: randomUUID() });
      expect(badges.map((b) => b.badgeType)).toEqual(ALL_BADGES);
      expect(badges.every((b) => b.earnedDate === null)).toBe(true);
    });

    it('awards the nine badges of a replayed history to a user who qualified before the service started', async () => {
      await pollUntil(async () => (await earned(earlyUser)).length === 9, { timeoutMs: 15_000, description: 'nine badges from the replay' });
      await pollUntil(() => awardsOf(earlyUser).length === 9, { timeoutMs: 5000 });
      expect(awardsOf(earlyUser).sort()).toEqual([...ALL_BADGES].sort());
    });

    it('awards each badge once when every event is delivered twice and acks are lost after commit', async () => {
      const users = Array.from({ length: 3 }, () => randomUUID());
      const events = users.flatMap((userId) => badgeJourney(userId));
      for (const event of events) {
        await inner.publish(event);
        await inner.publish(event); // the bus dedupes this one by envelope id …
      }
      // … and the inbox the ones that slip past the bus (an outbox relay retrying after the dedupe window).
      for (const event of events.filter((_, i) => i % 4 === 0)) await deliverAgain(service, event);
      await pollUntil(async () => (await Promise.all(users.map(earned))).every((types) => types.length === 9), { timeoutMs: 20_000, description: 'nine badges each' });
      await pollUntil(() => users.every((userId) => awardsOf(userId).length >= 9), { timeoutMs: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate award would have been relayed by now
      const counts = users.map((userId) => awardsOf(userId));
      const expected = users.length * 9;
      const total = counts.flat().length;
      const twice = counts.reduce((sum, types) => sum + types.length - new Set(types).size, 0);
      process.stdout.write(`[gamification ${name}] duplicates + lost acks: events ${events.length} (each published twice, ${Math.ceil(events.length / 4)} handed again), acks lost after commit ${bus.lostAcks()}; badges expected ${expected}, awarded ${total}, twice ${twice}, lost ${expected - new Set(counts.flatMap((types, i) => types.map((t) => `${users[i]}:${t}`))).size}\n`);
      expect(bus.lostAcks()).toBeGreaterThan(0);
      expect(twice).toBe(0);
      expect(total).toBe(expected);
      for (const types of counts) expect([...types].sort()).toEqual([...ALL_BADGES].sort());
    });

    it('counts removals: nine skills after a removal earn nothing, the tenth does; the dashboard shows the projection', async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      const skills = Array.from({ length: 10 }, (_, i) => ({ id: randomUUID(), name: `Skill ${i}` }));
      // The removal's own event total is the producer's; the projection counts what it saw removed.
      const events = [...skills.slice(0, 9).map((s, i) => e.skillAdded(s.id, s.name, i + 1)), e.skillRemoved(skills[0]!.id, skills[0]!.name, 8), e.skillAdded(skills[9]!.id, skills[9]!.name, 9)];
      for (const event of events) await inner.publish(event);
      const stats = await pollUntil(async () => {
        const { stats } = await inner.request('gamification.dashboard', { userId });
        return stats.totalSkills === 9 ? stats : null;
      }, { timeoutMs: 10_000, description: '9 skills on the dashboard' });
      expect(stats).toEqual({ activeEnrollments: 0, completedCourses: 0, totalSkills: 9, careerInterests: 0, certificatesEarned: 0, profileCompleteness: 0 });
      expect(await earned(userId)).not.toContain('skill_collector');
      await inner.publish(e.skillAdded(randomUUID(), 'Grid operations', 10));
      await pollUntil(async () => (await earned(userId)).includes('skill_collector'), { timeoutMs: 10_000, description: 'skill_collector at 10' });
    });

    it('counts the skills of an analysis from skills.imported alone, and their later skill.added events not again', async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      const skills = Array.from({ length: 3 }, (_, i) => ({ skillId: randomUUID(), skillName: `Imported ${i}` }));
      await inner.publish(e.skillsImported(skills, 3));
      const feed = await pollUntil(async () => {
        const page = await inner.request('gamification.list-activities', { userId });
        return page.activities.some((a) => a.activityType === 'skills_imported') ? page : null;
      }, { timeoutMs: 10_000, description: 'skills_imported' });
      expect(feed.activities.find((a) => a.activityType === 'skills_imported')?.description).toBe('3 skills added from your CV');
      expect((await inner.request('gamification.dashboard', { userId })).stats.totalSkills).toBe(3);
      // A newer CV's analysis replacing one of them is counted, and is not in the person's feed as their removal.
      await inner.publish(e.skillRemoved(skills[2]!.skillId, skills[2]!.skillName, 2, undefined, true));
      await pollUntil(async () => (await inner.request('gamification.dashboard', { userId })).stats.totalSkills === 2, { timeoutMs: 10_000, description: '2 skills' });
      expect((await inner.request('gamification.list-activities', { userId })).activities.map((a) => a.activityType)).not.toContain('skill_removed');
      await inner.publish(e.skillsImported([{ skillId: randomUUID(), skillName: 'Imported again' }], 3));
      await pollUntil(async () => (await inner.request('gamification.dashboard', { userId })).stats.totalSkills === 3, { timeoutMs: 10_000, description: '3 skills again' });
      for (const [i, skill] of skills.entries()) await inner.publish({ ...e.skillAdded(skill.skillId, skill.skillName, i + 1), data: { userId, skillId: skill.skillId, skillName: skill.skillName, proficiencyLevel: 'intermediate', source: 'assessment', totalSkills: i + 1 } });
      await inner.publish(e.skillAdded(randomUUID(), 'Manual one', 4));
      await pollUntil(async () => (await inner.request('gamification.dashboard', { userId })).stats.totalSkills === 4, { timeoutMs: 10_000, description: '4 skills' });
    });

    it('keeps a cancellation announced in the same millisecond as its enrollment (one transaction), whichever arrives first', async () => {
      const at = new Date();
      for (const createdFirst of [true, false]) {
        const userId = randomUUID();
        const e = userEvents(userId);
        const enrollmentId = randomUUID();
        const created = e.enrolled(enrollmentId, 1, at);
        const dropped = e.dropped(enrollmentId, created.data.programId, at);
        // Each handled before the next is published (two subjects: two consumers, which need not keep the order).
        for (const [event, activity] of createdFirst ? ([[created, 'course_enrolled'], [dropped, 'course_dropped']] as const) : ([[dropped, 'course_dropped'], [created, 'course_enrolled']] as const)) {
          await inner.publish(event);
          await pollUntil(async () => (await inner.request('gamification.list-activities', { userId, limit: 20 })).activities.some((a) => a.activityType === activity), { timeoutMs: 10_000, description: activity });
        }
        const { stats } = await inner.request('gamification.dashboard', { userId });
        expect({ createdFirst, active: stats.activeEnrollments }).toEqual({ createdFirst, active: 0 });
      }
    });

    it("logs 'Completed a course' once when a completion, a lower progress and a second completion arrive out of order", async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      const enrollmentId = randomUUID();
      const t = (seconds: number) => new Date(Date.now() - 60_000 + seconds * 1000);
      const enrolled = e.enrolled(enrollmentId, 1, t(0));
      const first = e.completed(enrollmentId, 1, t(1));
      const lower = e.progressed(enrollmentId, enrolled.data.programId, 40, t(2));
      const again = e.completed(enrollmentId, 1, t(3));
      const completions = async () => (await inner.request('gamification.list-activities', { userId, limit: 20 })).activities.filter((a) => a.activityType === 'course_completed').length;
      const handled = async (activity: string) =>
        pollUntil(async () => (await inner.request('gamification.list-activities', { userId, limit: 20 })).activities.some((a) => a.activityType === activity), { timeoutMs: 10_000, description: activity });
      // The lower progress first (a redelivery's order), each handled before the next is published.
      await inner.publish(lower);
      await pollUntil(async () => (await inner.request('gamification.dashboard', { userId })).stats.activeEnrollments === 1, { timeoutMs: 10_000, description: 'the lower progress' });
      await inner.publish(enrolled);
      await handled('course_enrolled');
      await inner.publish(first);
      await handled('course_completed');
      await inner.publish(again);
      // Handled once the course counts as completed again (the lower progress had left it in progress).
      await pollUntil(async () => (await inner.request('gamification.dashboard', { userId })).stats.completedCourses === 1, { timeoutMs: 10_000, description: 'the second completion handled' });
      expect(await completions()).toBe(1);
    });

    it('keeps the newest career-interest change whatever order they arrive in, and Path Finder needs five held', async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      const paths = Array.from({ length: 5 }, () => randomUUID());
      const t0 = Date.now() - 60_000;
      // Path 0: on, off, on — delivered newest first. Paths 1–3 on; path 4 on then off (delivered in order).
      const events = [
        e.interest(paths[0]!, true, 1, new Date(t0 + 3000)), e.interest(paths[0]!, false, 0, new Date(t0 + 2000)), e.interest(paths[0]!, true, 1, new Date(t0 + 1000)),
        ...paths.slice(1, 4).map((p, i) => e.interest(p, true, i + 2, new Date(t0 + 4000 + i))),
        e.interest(paths[4]!, false, 4, new Date(t0 + 9000)), e.interest(paths[4]!, true, 4, new Date(t0 + 8000)),
      ];
      for (const event of events) await inner.publish(event);
      await pollUntil(async () => (await inner.request('gamification.dashboard', { userId })).stats.careerInterests === 4, { timeoutMs: 10_000, description: '4 interests' });
      expect(await earned(userId)).not.toContain('career_explorer');
      await inner.publish(e.interest(paths[4]!, true, 5, new Date(t0 + 10_000)));
      await pollUntil(async () => (await earned(userId)).includes('career_explorer'), { timeoutMs: 10_000, description: 'career_explorer at 5' });
    });

    it('keeps the newest profile completeness whatever order the updates arrive in; All Set only at 100 %', async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      const t0 = Date.now() - 60_000;
      const completeness = async () => (await inner.request('gamification.dashboard', { userId })).stats.profileCompleteness;
      // Newest (60 %) first, then an older 100 % and an older 20 %: the older ones change nothing.
      for (const event of [e.profileUpdated(60, ['location'], new Date(t0 + 3000)), e.profileUpdated(100, ['location'], new Date(t0 + 2000)), e.profileUpdated(20, ['location'], new Date(t0 + 1000))]) {
        await inner.publish(event);
      }
      const profileEntries = async () => (await inner.request('gamification.list-activities', { userId, limit: 10 })).activities.filter((a) => a.activityType === 'profile_updated').length;
      await pollUntil(async () => (await profileEntries()) === 3, { timeoutMs: 10_000, description: '3 profile entries' });
      expect(await completeness()).toBe(60);
      expect(await earned(userId)).not.toContain('profile_complete');
      await inner.publish(e.profileUpdated(100, ['professionalHeadline'], new Date(t0 + 4000)));
      await pollUntil(async () => (await earned(userId)).includes('profile_complete'), { timeoutMs: 10_000, description: 'profile_complete at 100' });
      expect(await completeness()).toBe(100);
    });

    it('gives streak_7 for seven consecutive calendar days, not for six or with a gap', async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      const day = (n: number) => new Date(Date.UTC(2026, 0, 26 + n, 23, 50)); // 26 Jan … across the month end, late in the day
      for (const n of [0, 1, 2, 4, 5, 6]) await inner.publish(e.signedIn(day(n))); // 3 missing
      await pollUntil(async () => (await inner.request('gamification.list-activities', { userId })).total === 1, { timeoutMs: 10_000 }); // sign-ins make no entry: only first_login's badge_earned
      expect(await earned(userId)).toEqual(['first_login']);
      await inner.publish(e.signedIn(day(7)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await earned(userId)).not.toContain('streak_7');
      await inner.publish(e.signedIn(day(3))); // fills the gap: 0–7 is eight days in a row
      await pollUntil(async () => (await earned(userId)).includes('streak_7'), { timeoutMs: 10_000, description: 'streak_7' });
    });

    it("counts the streak's days in the time zone the user's sign-in told (the same instants are six UTC days: badge-rules.spec)", async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      // Auckland is UTC+13 in January: 10:59Z is 23:59 that day there, 11:01Z is 00:01 the next.
      const at = (day: number, minute: number) => new Date(Date.UTC(2026, 0, day, 10, minute));
      const events = [e.signedIn(at(1, 59), 'Pacific/Auckland'), ...[1, 2, 3, 4, 5, 6].map((day) => e.signedIn(at(day, 61), 'Pacific/Auckland'))];
      for (const event of events) await inner.publish(event);
      await pollUntil(async () => (await earned(userId)).includes('streak_7'), { timeoutMs: 10_000, description: 'streak_7 in Auckland days' });
    });

    it('takes a new time zone at most once in 7 days: switching between zones a day apart does not make a 7-day streak in 5', async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      // At 11:00Z it is 23:00 the day before in Etc/GMT+12 and 01:00 the next day in Pacific/Kiritimati (UTC+14):
      // one sign-in in each marked two days around every real one, days 0–6 in five.
      const at = (day: number, second: number) => new Date(Date.UTC(2026, 2, day, 11, 0, second));
      for (const day of [1, 2, 3, 4, 5]) {
        await inner.publish(e.signedIn(at(day, 0), 'Etc/GMT+12'));
        await inner.publish(e.signedIn(at(day, 1), 'Pacific/Kiritimati'));
      }
      await pollUntil(async () => (await earned(userId)).includes('first_login') || null, { timeoutMs: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await earned(userId)).not.toContain('streak_7');
    });

    it('keeps the activity feed newest first, paged, with a description each, and announces each entry', async () => {
      const userId = randomUUID();
      const e = userEvents(userId);
      const t0 = Date.now() - 3_600_000;
      const enrollmentId = randomUUID();
      for (const event of [e.registered(new Date(t0)), e.cvUploaded(new Date(t0 + 1000)), e.enrolled(enrollmentId, 1, new Date(t0 + 2000)), e.completed(enrollmentId, 1, new Date(t0 + 3000))]) {
        await inner.publish(event);
      }
      // account_created, first_login's badge, cv_uploaded, its badge, course_enrolled, its badge, course_completed, its badge
      // Eight entries, and the same eight on two reads in a row: a loaded machine may still be writing one.
      let previous = '';
      await pollUntil(async () => {
        const { activities, total } = await inner.request('gamification.list-activities', { userId, limit: 10 });
        const current = JSON.stringify(activities);
        const settled = total === 8 && current === previous;
        previous = current;
        return settled || null;
      }, { timeoutMs: 15_000, intervalMs: 200, description: 'eight activities, settled' });
      const page1 = await inner.request('gamification.list-activities', { userId, limit: 5 });
      const page2 = await inner.request('gamification.list-activities', { userId, limit: 5, offset: 5 });
      const all = [...page1.activities, ...page2.activities];
      expect(all).toHaveLength(8);
      expect(new Set(all.map((a) => a.id)).size).toBe(8);
      expect(all.map((a) => a.createdAt)).toEqual([...all.map((a) => a.createdAt)].sort().reverse());
      expect(all.map((a) => a.activityType)).toEqual(expect.arrayContaining(['account_created', 'cv_uploaded', 'course_enrolled', 'course_completed', 'badge_earned']));
      expect(all.find((a) => a.activityType === 'cv_uploaded')?.description).toBe('Uploaded cv.pdf');
      expect(all.filter((a) => a.activityType === 'badge_earned').map((a) => a.description).sort()).toEqual([
        'Earned the Graduate badge', 'Earned the Learning Journey Begins badge', 'Earned the Profile Ready badge', 'Earned the Welcome! badge',
      ]);
      await pollUntil(() => logged.filter((l) => l.data.userId === userId).length === 8, { timeoutMs: 10_000, description: 'activity.logged × 8' });
      const { stats, recentActivities } = await inner.request('gamification.dashboard', { userId });
      expect(stats).toMatchObject({ activeEnrollments: 0, completedCourses: 1 });
      expect(recentActivities.map((a) => a.id)).toEqual(all.slice(0, 5).map((a) => a.id));
      await expect(inner.request('gamification.list-activities', { userId, limit: 500 })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to retrieve activities' });
      // The profile the registration created is no edit of the user's; an edit of theirs is.
      await inner.publish(createEvent('profile.updated', { userId, profileCompleteness: 20, onboardingCompleted: false, changedFields: ['fullName'] }, { correlationId: randomUUID(), causationId: randomUUID() }));
      await inner.publish(e.profileUpdated(40, ['location']));
      await pollUntil(async () => (await inner.request('gamification.list-activities', { userId })).total === 9, { timeoutMs: 10_000, description: 'the edit in the feed' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const profileEntries = (await inner.request('gamification.list-activities', { userId, limit: 50 })).activities.filter((a) => a.activityType === 'profile_updated');
      expect(profileEntries.map((a) => a.description)).toEqual(['Updated your profile (40% complete)']);

      // Progress set to 99 and back to 100 (spec §4) completes the course again: the feed says it once.
      const active = async () => (await inner.request('gamification.dashboard', { userId })).stats.activeEnrollments;
      await inner.publish(e.progressed(enrollmentId, randomUUID(), 99, new Date(t0 + 4000)));
      await pollUntil(async () => (await active()) === 1 || null, { timeoutMs: 10_000, description: 'back in progress' });
      await inner.publish(e.completed(enrollmentId, 1, new Date(t0 + 5000)));
      // The feed entry would be written in the same transaction as this.
      await pollUntil(async () => (await active()) === 0 || null, { timeoutMs: 10_000, description: 'completed again' });
      const completions = (await inner.request('gamification.list-activities', { userId, limit: 50 })).activities.filter((a) => a.activityType === 'course_completed');
      expect(completions).toHaveLength(1);
    });
  });
}
