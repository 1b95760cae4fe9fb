import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEvent, eventSchemas, type EventSubject, type TypedEvent } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { DATABASE, EventOutbox, startService, type RunningService } from '@ecp/runtime';
import type { AppDatabase } from '@ecp/database';
import { eq } from 'drizzle-orm';
import { trainingPrograms, userEnrollments } from '../db/schema/index.js';
import { pollUntil } from '@ecp/testing';
import { trainingService } from '../index.js';
import { sandboxQuizScore, startSandboxProvider, type RunningSandboxProvider } from '../sandbox/sandbox-provider.js';
import { programSeeds } from '../catalogue/program-seed.js';
import { EnrollmentSyncScheduler } from './enrollment-sync.scheduler.js';
import { EnrollmentRepository } from './enrollment.repository.js';
import { SyncEnrollmentUseCase } from './sync-enrollment.usecase.js';

const KEY = 'sandbox-key-for-tests-42';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const subjects = ['enrollment.created', 'enrollment.progressed', 'enrollment.completed', 'enrollment.dropped', 'certificate.issued'] as const satisfies EventSubject[];

/** The training service on PGlite and an in-process bus, talking to the sandbox provider over HTTP. */
describe('training service: catalogue, enrollment state machine, provider sync (PGlite)', () => {
  const bus = new InProcessBus();
  const events: TypedEvent<EventSubject>[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'training-sandbox-'));
  const dataFile = join(dataDir, 'sandbox.json');
  let sandbox: RunningSandboxProvider | undefined;
  let port = 0;
  let service: RunningService;

  const startSandbox = async () => {
    sandbox = await startSandboxProvider({ apiKey: KEY, port, dataFile, operatorRoutes: true });
    port = Number(new URL(sandbox.url).port);
  };
  const stopSandbox = async () => {
    await sandbox?.close();
    sandbox = undefined;
  };

  beforeAll(async () => {
    await bus.start();
    for (const subject of subjects) {
      await bus.subscribe(subject, async (event) => void events.push(event as TypedEvent<EventSubject>), { durable: `test-${subject.replace(/\./g, "-")}` });
    }
    await startSandbox();
    service = await startService(trainingService, {
      bus,
      database: { engine: 'pglite' },
      relayPollMs: 50,
      env: { LEARNING_PROVIDER_URL: sandbox!.url, LEARNING_PROVIDER_API_KEY: KEY, LEARNING_PROVIDER_RETRY_DELAY_MS: '5', TRAINING_SYNC_INTERVAL_SECONDS: '0' },
    });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await stopSandbox();
    await bus.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const user = () => randomUUID();
  const programs = async (userId: string) => (await bus.request('training.list-programs', { userId })).programs;
  const programId = async (externalId: string) => (await programs(user())).find((p) => p.externalId === externalId)!.id;
  const enrol = async (userId: string, externalId: string) => bus.request('training.enroll', { userId, programId: await programId(externalId), sessionId: 'cohort-1' });
  const eventsFor = (enrollmentId: string) => events.filter((e) => (e.data as { enrollmentId?: string }).enrollmentId === enrollmentId);
  const waitForEvent = (subject: EventSubject, enrollmentId: string) =>
    pollUntil(() => eventsFor(enrollmentId).find((e) => e.type === subject), { timeoutMs: 5000, description: `${subject} for ${enrollmentId}` });
  const providerSays = async (externalId: string, status: string, progress?: number) => {
    const res = await fetch(`${sandbox!.url}/sandbox/enrollments/${externalId}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status, ...(progress === undefined ? {} : { progress_percentage: progress }) }),
    });
    expect(res.status).toBe(200);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  /** The registrations the provider holds for these people (read from its data file, written on each new one). */
  const registrationsOf = (userIds: string[]) =>
    !existsSync(dataFile) ? [] : Object.values((JSON.parse(readFileSync(dataFile, 'utf8')) as { enrollments: Record<string, { user_id: string }> }).enrollments).filter((e) => userIds.includes(e.user_id));

  describe('catalogue', () => {
    it('lists at least 24 active energy programs with every field, sorted by title, without the retired one', async () => {
      const list = await programs(user());
      expect(list.length).toBeGreaterThanOrEqual(24);
      expect(list.map((p) => p.title)).toEqual([...list.map((p) => p.title)].sort((a, b) => a.localeCompare(b, 'en')));
      expect(list.find((p) => p.externalId === 'GWT-LEGACY-SCADA')).toBeUndefined();
      expect(new Set(list.map((p) => p.level))).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
      expect(new Set(list.map((p) => p.deliveryMethod)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(list.map((p) => p.provider.name)).size).toBeGreaterThanOrEqual(5);
      const bst = list.find((p) => p.externalId === 'NWA-GWO-BST')!;
      expect(bst).toMatchObject({
        title: 'GWO Basic Safety Training (BST)', provider: { name: 'Nordic Wind Academy' }, level: 'beginner', price: 1450, currency: 'USD', capacity: 12,
        certificationOffered: 'GWO BST certificate (WINDA record)', isActive: true, matchPercentage: 0, recommended: true, enrolled: false,
      });
      expect(bst.targetSkills).toContain('provide first aid');
      expect(list.find((p) => p.externalId === 'H2S-PRODUCTION')!.currency).toBe('EUR');
      expect(list.every((p) => p.targetSkills.length > 0 && p.duration && p.description)).toBe(true);
    });

    it('computes match percent and recommendation from the skills the user holds (skill events, case-insensitive)', async () => {
      const userId = user();
      const skill = (name: string) => ({ skillId: randomUUID(), name });
      const firstAid = skill('Provide First Aid');
      const ppe = skill('use personal protection equipment');
      const heights = skill('FOLLOW SAFETY PROCEDURES WHEN WORKING AT HEIGHTS');
      const evacuate = skill('evacuate people from heights');
      let total = 0;
      for (const s of [firstAid, ppe, heights, evacuate]) {
        total += 1;
        await bus.publish(createEvent('skill.added', { userId, skillId: s.skillId, skillName: s.name, proficiencyLevel: 'intermediate', source: 'manual', totalSkills: total }, { correlationId: randomUUID() }));
      }
      const bst = await pollUntil(async () => {
        const p = (await programs(userId)).find((x) => x.externalId === 'NWA-GWO-BST')!;
        return p.matchPercentage === 100 ? p : null;
      });
      expect(bst.recommended).toBe(false);
      const pvInstall = (await programs(userId)).find((p) => p.externalId === 'SSI-PV-INSTALL')!;
      expect(pvInstall).toMatchObject({ matchPercentage: 25, recommended: true });

      const removal = createEvent('skill.removed', { userId, skillId: evacuate.skillId, skillName: evacuate.name, totalSkills: 3, replaced: false }, { correlationId: randomUUID() });
      await bus.publish(removal);
      await bus.publish(removal);
      const after = await pollUntil(async () => {
        const p = (await programs(userId)).find((x) => x.externalId === 'NWA-GWO-BST')!;
        return p.matchPercentage === 75 ? p : null;
      });
      expect(after.recommended).toBe(true);
    });

    it("counts an analysis's skills from its skills.imported (their skill.added events are marked imported and left to it)", async () => {
      const userId = user();
      const names = ['Provide First Aid', 'use personal protection equipment', 'FOLLOW SAFETY PROCEDURES WHEN WORKING AT HEIGHTS', 'evacuate people from heights'];
      const addedSkills = names.map((skillName) => ({ skillId: randomUUID(), skillName }));
      const correlation = { correlationId: randomUUID() };
      for (const [index, s] of addedSkills.entries()) {
        await bus.publish(createEvent('skill.added', { userId, ...s, proficiencyLevel: 'intermediate', source: 'assessment', totalSkills: index + 1, imported: true }, correlation));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await programs(userId)).find((x) => x.externalId === 'NWA-GWO-BST')!.matchPercentage).toBe(0);
      await bus.publish(createEvent('skills.imported', { userId, assessmentId: null, added: names, addedSkills, totalSkills: 4 }, correlation));
      await pollUntil(async () => (await programs(userId)).find((x) => x.externalId === 'NWA-GWO-BST')!.matchPercentage === 100);
    });
  });

  describe('enrollment state machine (spec §4)', () => {
    it('enrols as enrolled at 0 % with the provider link, announces it and refuses a second live enrollment', async () => {
      const userId = user();
      const enrollment = await enrol(userId, 'EPS-AGILE');
      expect(enrollment).toMatchObject({ userId, status: 'enrolled', progressPercentage: 0, sessionId: 'cohort-1', completionDate: null, finalScore: null, certificateUrl: null, program: { title: 'Agile Delivery for Energy Digital Teams', provider: { name: 'Energy Project School' }, duration: '2 weeks' } });
      expect(enrollment.externalEnrollmentId).toMatch(/^sbx-enr-/);
      expect(enrollment.metadata.enrollmentUrl).toMatch(new RegExp(`^${sandbox!.publicUrl}/learn/${enrollment.externalEnrollmentId}\\?token=`));
      expect(enrollment.metadata.registrationPending).toBe(false);

      const created = await waitForEvent('enrollment.created', enrollment.id);
      expect(eventSchemas['enrollment.created'].schema.parse(created.data)).toEqual({
        userId, enrollmentId: enrollment.id, programId: enrollment.programId, externalEnrollmentId: enrollment.externalEnrollmentId, enrollmentCount: 1,
      });
      expect((await programs(userId)).find((p) => p.id === enrollment.programId)!.enrolled).toBe(true);

      await expect(enrol(userId, 'EPS-AGILE')).rejects.toMatchObject({ code: 'CONFLICT', message: 'Failed to enroll in training program', details: { cause: 'Already enrolled' } });
      await expect(bus.request('training.enroll', { userId, programId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to enroll in training program' });
      await expect(bus.request('training.enroll', { userId, programId: enrollment.programId, externalProgramId: 'SOMETHING-ELSE' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to enroll in training program' });
      expect((await bus.request('training.list-enrollments', { userId })).enrollments).toHaveLength(1);
    });

    it('refuses an enrollment for a person erased here (a request authenticated before the deletion): no place taken, the provider never told', async () => {
      const userId = user();
      await bus.publish(createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
      await pollUntil(() => service.app.get(EventOutbox).isErased(userId), { description: 'the erasure' });
      await expect(enrol(userId, 'EPS-AGILE')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to enroll in training program', details: { cause: 'The account was deleted' } });
      expect(await service.app.get<AppDatabase>(DATABASE).select().from(userEnrollments).where(eq(userEnrollments.userId, userId))).toEqual([]);
      expect(registrationsOf([userId])).toEqual([]);
    });

    it("never fills a program past its capacity, even when enrollments arrive at once (each waits on the provider)", async () => {
      const id = await programId('OTS-CONTROL');
      await service.app.get<AppDatabase>(DATABASE).update(trainingPrograms).set({ capacity: 2 }).where(eq(trainingPrograms.id, id));
      const applicants = Array.from({ length: 5 }, () => user());
      const results = await Promise.allSettled(applicants.map((userId) => enrol(userId, 'OTS-CONTROL')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      for (const r of results.filter((r) => r.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT', message: 'Failed to enroll in training program', details: { cause: 'The program is full' } });
      }
      // The provider was asked for the two places only: it has no way to withdraw a registration.
      expect(registrationsOf(applicants)).toHaveLength(2);
      // One place frees when someone cancels.
      const taken = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ id: string; userId: string }>;
      await bus.request('training.cancel-enrollment', { userId: taken.value.userId, enrollmentId: taken.value.id });
      await expect(enrol(user(), 'OTS-CONTROL')).resolves.toMatchObject({ status: 'enrolled' });
      await expect(enrol(user(), 'OTS-CONTROL')).rejects.toMatchObject({ details: { cause: 'The program is full' } });
    });

    it('registers one enrollment at the provider when the same person enrols twice at once', async () => {
      const userId = user();
      const results = await Promise.allSettled([enrol(userId, 'EPS-AGILE'), enrol(userId, 'EPS-AGILE')]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT', details: { cause: 'Already enrolled' } });
      expect(registrationsOf([userId])).toHaveLength(1);
      const { enrollments } = await bus.request('training.list-enrollments', { userId });
      expect(enrollments).toMatchObject([{ status: 'enrolled', metadata: { registrationPending: false, enrollmentUrl: expect.stringContaining('/learn/') } }]);
      await waitForEvent('enrollment.created', enrollments[0]!.id);
    });

    /** What a process stopped between taking the place and the provider's answer leaves, `ago` ms ago. */
    const interrupted = async (externalId: string, ago: number) => {
      const userId = user();
      const id = randomUUID();
      const at = new Date(Date.now() - ago);
      await service.app.get<AppDatabase>(DATABASE).insert(userEnrollments).values({
        id, userId, programId: await programId(externalId), enrollmentDate: at, startDate: at, status: 'enrolled', progressPercentage: 0,
        metadata: { registrationPending: true, unannounced: true }, createdAt: at, updatedAt: at,
      });
      return { userId, id };
    };
    const rowOf = async (id: string) => (await service.app.get<AppDatabase>(DATABASE).select().from(userEnrollments).where(eq(userEnrollments.id, id)))[0];

    it('registers and announces, once, an enrollment whose enrolment stopped while the provider was asked; one still asking is left to its request', async () => {
      const stopped = await interrupted('EEI-MARKETS', 5 * 60_000);
      const asking = await interrupted('EEI-BUILDINGS', 0);
      const scheduler = service.app.get(EnrollmentSyncScheduler);
      await scheduler.runOnce();
      await scheduler.runOnce();
      const created = await waitForEvent('enrollment.created', stopped.id);
      expect(created.data).toMatchObject({ userId: stopped.userId, enrollmentId: stopped.id, externalEnrollmentId: expect.stringMatching(/^sbx-enr-/) });
      await settle();
      expect(eventsFor(stopped.id).filter((e) => e.type === 'enrollment.created')).toHaveLength(1);
      expect((await rowOf(stopped.id))!.metadata).not.toHaveProperty('unannounced');
      expect((await rowOf(stopped.id))!.metadata).not.toHaveProperty('registrationPending');
      // The enrolment under way (its place taken just now) is not registered beside its own request.
      expect((await rowOf(asking.id))!.externalEnrollmentId).toBeNull();
      expect(eventsFor(asking.id)).toEqual([]);
    });

    it('announces an enrollment cancelled while the provider was asked before its cancellation, and not again after', async () => {
      const { userId, id } = await interrupted('EEI-MARKETS', 0);
      await bus.request('training.cancel-enrollment', { userId, enrollmentId: id });
      // The enrolment's own answer arrives after the cancellation (here: the scheduler's registration, the same step).
      expect(await service.app.get(SyncEnrollmentUseCase).register(userId, id)).toBe(true);
      await waitForEvent('enrollment.dropped', id);
      await settle();
      expect(eventsFor(id).map((e) => e.type)).toEqual(['enrollment.created', 'enrollment.dropped']);
    });

    it('gives back the place of an interrupted enrollment the provider refuses', async () => {
      const db = service.app.get<AppDatabase>(DATABASE);
      const program = await programId('H2S-SAFETY');
      const { userId, id } = await interrupted('H2S-SAFETY', 5 * 60_000);
      await db.update(trainingPrograms).set({ externalId: 'NO-SUCH-COURSE' }).where(eq(trainingPrograms.id, program));
      try {
        expect(await service.app.get(SyncEnrollmentUseCase).register(userId, id)).toBe(true);
        expect(await rowOf(id)).toBeUndefined();
        expect(eventsFor(id)).toEqual([]);
      } finally {
        await db.update(trainingPrograms).set({ externalId: 'H2S-SAFETY' }).where(eq(trainingPrograms.id, program));
      }
    });

    it('gives the place back when the provider refuses the enrollment, and announces nothing', async () => {
      const db = service.app.get<AppDatabase>(DATABASE);
      const id = await programId('H2S-PRODUCTION');
      await db.update(trainingPrograms).set({ externalId: 'NO-SUCH-COURSE' }).where(eq(trainingPrograms.id, id));
      try {
        const userId = user();
        await expect(bus.request('training.enroll', { userId, programId: id })).rejects.toMatchObject({ code: 'SERVICE_ERROR', message: 'Failed to enroll in training program' });
        expect((await bus.request('training.list-enrollments', { userId })).enrollments).toEqual([]);
        await settle();
        expect(events.filter((e) => e.type === 'enrollment.created' && e.data.userId === userId)).toEqual([]);
      } finally {
        await db.update(trainingPrograms).set({ externalId: 'H2S-PRODUCTION' }).where(eq(trainingPrograms.id, id));
      }
    });

    it('progress 100 completes with a completion date once the provider recorded it; any other value is in progress', async () => {
      const userId = user();
      const { id, externalEnrollmentId } = await enrol(userId, 'EEI-POLICY');
      const at40 = await bus.request('training.update-progress', { userId, enrollmentId: id, progressPercentage: 40 });
      expect(at40).toMatchObject({ status: 'in_progress', progressPercentage: 40, completionDate: null });
      const progressed = await waitForEvent('enrollment.progressed', id);
      expect(eventSchemas['enrollment.progressed'].schema.parse(progressed.data)).toMatchObject({ progressPercentage: 40, status: 'in_progress' });

      const at99 = await bus.request('training.update-progress', { userId, enrollmentId: id, progressPercentage: 99 });
      expect(at99.status).toBe('in_progress');
      // The learner's word alone completes nothing (no Graduate badge, no completion told to partners): the provider's
      // own figures are fetched and kept instead.
      await providerSays(externalEnrollmentId!, 'in_progress', 60);
      await expect(bus.request('training.update-progress', { userId, enrollmentId: id, progressPercentage: 100 })).rejects.toMatchObject({
        code: 'CONFLICT', message: 'Failed to update progress', details: { cause: 'The learning provider has not recorded this course as completed' },
      });
      await expect(bus.request('training.get-enrollment', { userId, enrollmentId: id })).resolves.toMatchObject({ status: 'in_progress', progressPercentage: 60, completionDate: null });
      await settle();
      expect(eventsFor(id).filter((e) => e.type === 'enrollment.completed')).toEqual([]);

      await providerSays(externalEnrollmentId!, 'passed', 100);
      const done = await bus.request('training.update-progress', { userId, enrollmentId: id, progressPercentage: 100 });
      expect(done.status).toBe('completed');
      expect(Date.now() - new Date(done.completionDate!).getTime()).toBeLessThan(60_000);
      const completed = await waitForEvent('enrollment.completed', id);
      expect(eventSchemas['enrollment.completed'].schema.parse(completed.data)).toMatchObject({ userId, enrollmentId: id, completedCount: 1, finalScore: null });

      // Nor does the learner's word take a completion back (another 100 would announce it twice).
      await expect(bus.request('training.update-progress', { userId, enrollmentId: id, progressPercentage: 10 })).rejects.toMatchObject({
        code: 'CONFLICT', message: 'Failed to update progress', details: { cause: 'The course is completed' },
      });
      await expect(bus.request('training.update-progress', { userId, enrollmentId: id, progressPercentage: 100 })).resolves.toMatchObject({ status: 'completed', completionDate: done.completionDate });
      await settle();
      expect(eventsFor(id).filter((e) => e.type === 'enrollment.completed')).toHaveLength(1);

      await expect(bus.request('training.update-progress', { userId, enrollmentId: id, progressPercentage: 101 })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      await expect(bus.request('training.update-progress', { userId: user(), enrollmentId: id, progressPercentage: 50 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to update progress', details: { cause: 'Enrollment not found' } });
    });

    it('cancelling drops the enrollment once, and the program can be taken again', async () => {
      const userId = user();
      const { id, programId: pid } = await enrol(userId, 'EPS-BIOGAS');
      const dropped = await bus.request('training.cancel-enrollment', { userId, enrollmentId: id });
      expect(dropped.status).toBe('dropped');
      await waitForEvent('enrollment.dropped', id);
      await bus.request('training.cancel-enrollment', { userId, enrollmentId: id });
      await settle();
      expect(eventsFor(id).filter((e) => e.type === 'enrollment.dropped')).toHaveLength(1);
      expect(eventSchemas['enrollment.dropped'].schema.parse(eventsFor(id).find((e) => e.type === 'enrollment.dropped')!.data)).toEqual({ userId, enrollmentId: id, programId: pid });
      await expect(bus.request('training.cancel-enrollment', { userId: user(), enrollmentId: id })).rejects.toMatchObject({ message: 'Failed to cancel enrollment' });
      // A cancellation is final: progress does not bring the enrollment (and its place) back, nor complete it.
      for (const progressPercentage of [100, 40]) {
        await expect(bus.request('training.update-progress', { userId, enrollmentId: id, progressPercentage })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Failed to update progress' });
      }
      await settle();
      expect(eventsFor(id).filter((e) => e.type === 'enrollment.completed' || e.type === 'enrollment.progressed')).toEqual([]);

      expect((await programs(userId)).find((p) => p.id === pid)!.enrolled).toBe(false);
      const again = await enrol(userId, 'EPS-BIOGAS');
      expect(again.status).toBe('enrolled');
      expect((await waitForEvent('enrollment.created', again.id)).data).toMatchObject({ enrollmentCount: 2 });
    });
  });

  describe('sync with the provider', () => {
    it.each([
      ['active', 'enrolled'],
      ['started', 'in_progress'],
      ['in_progress', 'in_progress'],
      ['completed', 'completed'],
      ['passed', 'completed'],
      ['failed', 'dropped'],
      ['withdrawn', 'dropped'],
      ['cancelled', 'dropped'],
      ['on_hold', 'enrolled'],
      ['Completed', 'enrolled'],
    ])('maps provider status %j to %s, copying progress', async (providerStatus, expected) => {
      const userId = user();
      const enrollment = await enrol(userId, 'EEI-MARKETS');
      await providerSays(enrollment.externalEnrollmentId!, providerStatus, 37);
      const synced = await bus.request('training.sync-enrollment', { userId, enrollmentId: enrollment.id });
      expect(synced.status).toBe(expected);
      expect(synced.progressPercentage).toBe(37);
      expect(synced.metadata.lastSyncedAt).not.toBeNull();
      const expectedEvent = { enrolled: null, in_progress: 'enrollment.progressed', completed: 'enrollment.completed', dropped: 'enrollment.dropped' }[expected]!;
      if (expectedEvent) await waitForEvent(expectedEvent as EventSubject, enrollment.id);
      if (expected === 'completed') expect(synced.completionDate).not.toBeNull();
    });

    it('fails with the spec messages for a missing enrollment and one without an external id', async () => {
      const userId = user();
      await expect(bus.request('training.sync-enrollment', { userId, enrollmentId: randomUUID() })).rejects.toMatchObject({
        code: 'NOT_FOUND', message: 'Failed to sync enrollment status', details: { cause: 'Enrollment not found' },
      });
      const theirs = await enrol(user(), 'EEI-AUDIT');
      await expect(bus.request('training.sync-enrollment', { userId, enrollmentId: theirs.id })).rejects.toMatchObject({ details: { cause: 'Enrollment not found' } });

      await stopSandbox();
      const pending = await enrol(userId, 'EEI-BUILDINGS');
      await startSandbox();
      expect(pending.externalEnrollmentId).toBeNull();
      await expect(bus.request('training.sync-enrollment', { userId, enrollmentId: pending.id })).rejects.toMatchObject({
        code: 'VALIDATION_ERROR', message: 'Failed to sync enrollment status', details: { cause: 'No external enrollment ID' },
      });
    });

    it("makes one enrollment's provider calls in one process at a time: a sync meeting another's lease leaves it to that one", async () => {
      const userId = user();
      const { id, externalEnrollmentId } = await enrol(userId, 'NWA-OFFSHORE');
      await providerSays(externalEnrollmentId!, 'in_progress', 40);
      const repository = service.app.get(EnrollmentRepository);
      const sync = service.app.get(SyncEnrollmentUseCase);
      // Another replica holds the enrollment's provider calls, and ends them without a change: a sync meanwhile waits
      // for that, then answers what is stored, asking the provider nothing.
      expect(await repository.claimProviderCalls(id, 60)).toBe(true);
      expect(await repository.claimProviderCalls(id, 60)).toBe(false);
      let ended = false;
      const otherEnds = new Promise((resolve) => setTimeout(resolve, 300)).then(() => repository.releaseProviderCalls(id)).then(() => (ended = true));
      expect(await sync.execute(userId, id)).toMatchObject({ status: 'enrolled', progressPercentage: 0 });
      expect(ended).toBe(true);
      await otherEnds;
      expect(await sync.execute(userId, id)).toMatchObject({ status: 'in_progress', progressPercentage: 40 });
      // Its own lease ended with it; none is left in what the enrollment keeps.
      const [row] = await service.app.get<AppDatabase>(DATABASE).select().from(userEnrollments).where(eq(userEnrollments.id, id));
      expect(row!.metadata).not.toHaveProperty('providerCallsUntil');
      // Syncs at once: one asks the provider, the others answer what is stored; none fails.
      await providerSays(externalEnrollmentId!, 'in_progress', 70);
      const answers = await Promise.all([sync.execute(userId, id), sync.execute(userId, id), sync.execute(userId, id)]);
      expect(answers.filter((a) => a.progressPercentage === 70).length).toBeGreaterThanOrEqual(1);
      expect((await bus.request('training.list-enrollments', { userId })).enrollments[0]).toMatchObject({ progressPercentage: 70 });
    });

    it('a provider outage leaves enrollments untouched; the schedule retries registration and sync', async () => {
      const userId = user();
      const active = await enrol(userId, 'GWT-GRID-CODES');
      await providerSays(active.externalEnrollmentId!, 'in_progress', 50);
      await stopSandbox();

      const pending = await enrol(userId, 'GWT-ELEC-FUND');
      expect(pending).toMatchObject({ status: 'enrolled', progressPercentage: 0, externalEnrollmentId: null, metadata: { registrationPending: true, enrollmentUrl: null } });
      expect((await waitForEvent('enrollment.created', pending.id)).data).toMatchObject({ externalEnrollmentId: null });

      await expect(bus.request('training.sync-enrollment', { userId, enrollmentId: active.id })).rejects.toMatchObject({ code: 'UNAVAILABLE', message: 'Failed to sync enrollment status' });
      const mine = await bus.request('training.sync-my-enrollments', { userId });
      expect(mine.failed).toBe(2);
      const scheduler = service.app.get(EnrollmentSyncScheduler);
      await scheduler.runOnce();
      const untouched = await bus.request('training.get-enrollment', { userId, enrollmentId: active.id });
      expect(untouched).toMatchObject({ status: 'enrolled', progressPercentage: 0 });

      await startSandbox();
      await scheduler.runOnce();
      const registered = await bus.request('training.get-enrollment', { userId, enrollmentId: pending.id });
      expect(registered.externalEnrollmentId).toMatch(/^sbx-enr-/);
      expect(registered.metadata).toMatchObject({ registrationPending: false });
      expect(registered.metadata.enrollmentUrl).toContain(registered.externalEnrollmentId!);
      const synced = await bus.request('training.get-enrollment', { userId, enrollmentId: active.id });
      expect(synced).toMatchObject({ status: 'in_progress', progressPercentage: 50 });
    });

    it('enrollments the provider keeps failing go to the back of the scheduled work list, their error kept', async () => {
      await stopSandbox();
      const first = await enrol(user(), 'EEI-AUDIT');
      const second = await enrol(user(), 'EEI-POLICY');
      const db = service.app.get<AppDatabase>(DATABASE);
      const rowOf = async (id: string) => {
        const [row] = await db.select({ updatedAt: userEnrollments.updatedAt, metadata: userEnrollments.metadata }).from(userEnrollments).where(eq(userEnrollments.id, id));
        return { updatedAt: row!.updatedAt.getTime(), error: row!.metadata.lastProviderError };
      };
      const sync = service.app.get(SyncEnrollmentUseCase);
      const before = { first: await rowOf(first.id), second: await rowOf(second.id) };
      // One enrollment a pass: the first (least recently touched), then the second, not the first again.
      await sleep(20);
      await sync.syncAll(1);
      expect((await rowOf(first.id)).updatedAt).toBeGreaterThan(before.first.updatedAt);
      expect((await rowOf(second.id)).updatedAt).toBe(before.second.updatedAt);
      await sleep(20);
      await sync.syncAll(1);
      const after = await rowOf(second.id);
      expect(after.updatedAt).toBeGreaterThan(before.second.updatedAt);
      expect(after.error).toMatch(/Learning provider/);

      await startSandbox();
      await sync.syncAll(10);
      for (const id of [first.id, second.id]) {
        const registered = await rowOf(id);
        expect(registered.error).toBeUndefined();
      }
    });

    it('a learner who completes the course page gets completed, a final score and exactly one certificate', async () => {
      const userId = user();
      const enrollment = await enrol(userId, 'NWA-OFFSHORE');
      const url = new URL(enrollment.metadata.enrollmentUrl!);
      const seed = programSeeds.find((p) => p.externalId === 'NWA-OFFSHORE')!;
      for (let order = 1; order <= seed.modules.length; order += 1) {
        const res = await fetch(`${sandbox!.url}${url.pathname}/modules/${order}${url.search}`, { method: 'POST', redirect: 'manual' });
        expect(res.status).toBe(303);
      }
      const { enrollments, failed } = await bus.request('training.sync-my-enrollments', { userId });
      expect(failed).toBe(0);
      const done = enrollments.find((e) => e.id === enrollment.id)!;
      const scores = seed.modules.map((_, i) => sandboxQuizScore('NWA-OFFSHORE', i + 1));
      expect(done).toMatchObject({ status: 'completed', progressPercentage: 100, finalScore: Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 });
      expect(done.completionDate).not.toBeNull();
      expect(done.certificateNumber).toMatch(/^SBX-/);
      expect(done.certificateUrl).toBe(`${sandbox!.publicUrl}/certificates/${done.certificateNumber}`);

      const issued = await waitForEvent('certificate.issued', enrollment.id);
      expect(eventSchemas['certificate.issued'].schema.parse(issued.data)).toEqual({ userId, enrollmentId: enrollment.id, certificateUrl: done.certificateUrl, certificateNumber: done.certificateNumber });
      const completed = await waitForEvent('enrollment.completed', enrollment.id);
      expect(completed.data).toMatchObject({ finalScore: done.finalScore, completedCount: 1 });

      await bus.request('training.sync-enrollment', { userId, enrollmentId: enrollment.id });
      await settle();
      expect(eventsFor(enrollment.id).filter((e) => e.type === 'certificate.issued')).toHaveLength(1);
      expect(eventsFor(enrollment.id).filter((e) => e.type === 'enrollment.completed')).toHaveLength(1);

      const { modules } = await bus.request('training.list-modules', { userId, enrollmentId: enrollment.id });
      expect(modules.map((m) => m.status)).toEqual(seed.modules.map(() => 'completed'));
    });
  });
});
