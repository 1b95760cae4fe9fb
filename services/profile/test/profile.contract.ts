import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createEvent, type EventSubject, type TypedEvent } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { startService, type DatabaseTarget, type RunningService } from '@ecp/runtime';
import { pollUntil } from '@ecp/testing';
import { profileService } from '../src/index.js';
import { FilesystemBlobStore } from '@ecp/storage';
import { cvStorageKey } from '@ecp/cv-files';
import { ProfileService } from '../src/profiles/profile.service.js';
import { CvService } from '../src/cv/cv.service.js';
import { CvRetentionSweeper } from '../src/cv/cv-retention.sweeper.js';
import { CvFilesRepository } from '../src/cv/cv-files.repository.js';
import { PrivacyService } from '../src/privacy/privacy.service.js';

const registered = (userId: string, fullName = 'Amina Okafor') =>
  createEvent('user.registered', {
    userId, email: `${userId}@example.test`, fullName, requestedRole: 'beneficiary', beneficiaryType: 'professional', registeredAt: new Date().toISOString(),
  }, { correlationId: randomUUID() });

/** The profile service over a real bus on a real database (PGlite or PostgreSQL) and a real filesystem blob store. */
export function profileServiceSuite(name: string, database: () => Promise<{ target: DatabaseTarget; dispose(): Promise<void> }>): void {
  describe(`profile service over the bus (${name})`, () => {
    const bus = new InProcessBus();
    const seen: TypedEvent<EventSubject>[] = [];
    let service: RunningService;
    let blobDir: string;
    let blobs: FilesystemBlobStore;
    let disposeDatabase: () => Promise<void>;

    const eventsOf = <S extends EventSubject>(type: S, userId: string) =>
      seen.filter((e): e is TypedEvent<S> => e.type === type && (e.data as { userId: string }).userId === userId);

    beforeAll(async () => {
      blobDir = await mkdtemp(join(tmpdir(), 'ecp-profile-blobs-'));
      blobs = new FilesystemBlobStore(blobDir);
      const db = await database();
      disposeDatabase = db.dispose;
      await bus.start();
      for (const subject of ['profile.updated', 'cv.uploaded', 'user.erased'] as const) {
        await bus.subscribe(subject, async (event) => void seen.push(event), { durable: `test-${subject.replace('.', '-')}` });
      }
      service = await startService(profileService, { bus, database: db.target, env: { BLOB_DIR: blobDir }, relayPollMs: 50 });
    });

    afterAll(async () => {
      await service?.close();
      await bus.close();
      await disposeDatabase?.();
      await rm(blobDir, { recursive: true, force: true });
    });

    const storeCv = async (userId: string, fileName: string, body: string) => {
      const path = cvStorageKey(userId, fileName);
      await blobs.upload('cvs', path, Buffer.from(body), { contentType: 'text/plain', upsert: true });
      return { uploadId: randomUUID(), path, fileName, contentType: 'text/plain', sizeBytes: Buffer.byteLength(body) };
    };

    it('creates the profile with the spec defaults on user.registered, once', async () => {
      const userId = randomUUID();
      const event = registered(userId);
      await bus.publish(event);
      await bus.publish(event);
      const profile = await pollUntil(async () => {
        const p = await bus.request('profile.get', { userId });
        return p.fullName ? p : null;
      });
      expect(profile).toMatchObject({
        id: userId, fullName: 'Amina Okafor', beneficiaryType: 'professional', profileCompleteness: 20, onboardingCompleted: false,
        emailNotifications: true, themePreference: 'system', cvFilePath: null, yearsOfExperience: null,
      });
      await service.app.get(ProfileService).onUserRegistered(event);
      await pollUntil(() => eventsOf('profile.updated', userId).length === 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(eventsOf('profile.updated', userId)).toHaveLength(1);
      expect(eventsOf('profile.updated', userId)[0]!.data).toEqual({ userId, profileCompleteness: 20, onboardingCompleted: false, changedFields: ['fullName', 'beneficiaryType'] });
    });

    it('answers defaults for a user whose profile is not stored yet', async () => {
      await expect(bus.request('profile.get', { userId: randomUUID() })).resolves.toMatchObject({ fullName: null, onboardingCompleted: false, profileCompleteness: 0 });
    });

    it('updates fields, recomputes completeness and announces what changed', async () => {
      const userId = randomUUID();
      await bus.publish(registered(userId));
      await pollUntil(() => eventsOf('profile.updated', userId).length === 1);
      const updated = await bus.request('profile.update', {
        userId,
        updates: { professionalHeadline: '  Wind Turbine Technician ', location: 'Lagos', yearsOfExperience: 6, linkedinUrl: 'https://www.linkedin.com/in/amina', onboardingCompleted: true },
      });
      expect(updated).toMatchObject({ professionalHeadline: 'Wind Turbine Technician', location: 'Lagos', yearsOfExperience: 6, onboardingCompleted: true, profileCompleteness: 70 });
      const event = await pollUntil(() => eventsOf('profile.updated', userId)[1]);
      expect(event.data).toEqual({ userId, profileCompleteness: 70, onboardingCompleted: true, changedFields: ['professionalHeadline', 'linkedinUrl', 'location', 'yearsOfExperience', 'onboardingCompleted'] });

      // The same values again change nothing and announce nothing; an empty text clears the field.
      await bus.request('profile.update', { userId, updates: { location: 'Lagos', yearsOfExperience: 6 } });
      const cleared = await bus.request('profile.update', { userId, updates: { location: '' } });
      expect(cleared).toMatchObject({ location: null, profileCompleteness: 60 });
      await pollUntil(() => eventsOf('profile.updated', userId).length === 3);
      expect(eventsOf('profile.updated', userId)[2]!.data.changedFields).toEqual(['location']);
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ location: null, onboardingCompleted: true, yearsOfExperience: 6 });
    });

    it('upserts by id: an update before user.registered creates the profile, and registration keeps what was typed', async () => {
      const userId = randomUUID();
      await expect(bus.request('profile.update', { userId, updates: { fullName: 'Typed Name' } })).resolves.toMatchObject({ fullName: 'Typed Name', profileCompleteness: 20 });
      await bus.publish(registered(userId, 'Registered Name'));
      await pollUntil(async () => (await bus.request('profile.get', { userId })).beneficiaryType === 'professional');
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ fullName: 'Typed Name' });
    });

    it('refuses a negative or fractional years of experience and a non-web LinkedIn address, changing nothing', async () => {
      const userId = randomUUID();
      await bus.request('profile.update', { userId, updates: { yearsOfExperience: 3 } });
      await expect(bus.request('profile.update', { userId, updates: { yearsOfExperience: -1 } })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      await expect(bus.request('profile.update', { userId, updates: { yearsOfExperience: 2.5 } })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      await expect(bus.request('profile.update', { userId, updates: { linkedinUrl: 'javascript:alert(1)' } })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ yearsOfExperience: 3, linkedinUrl: null });
    });

    it('attaches a stored CV, publishes cv.uploaded with its metadata and keeps the replaced file for the retention period', async () => {
      const userId = randomUUID();
      const first = await storeCv(userId, 'first.txt', 'first cv');
      const profile = await bus.request('profile.attach-cv', { userId, file: first });
      expect(profile).toMatchObject({ cvFilePath: first.path, cvFileName: 'first.txt', cvSizeBytes: 8, profileCompleteness: 30 });
      const uploaded = await pollUntil(() => eventsOf('cv.uploaded', userId)[0]);
      expect(uploaded.data).toMatchObject({ userId, uploadId: first.uploadId, path: first.path, fileName: 'first.txt', contentType: 'text/plain', sizeBytes: 8 });

      await new Promise((r) => setTimeout(r, 2)); // a later timestamp, hence a new key
      const second = await storeCv(userId, 'second.txt', 'second cv!');
      await expect(bus.request('profile.attach-cv', { userId, file: second })).resolves.toMatchObject({ cvFilePath: second.path });
      expect((await blobs.list('cvs', `${userId}/`)).map((b) => b.key)).toEqual([first.path, second.path]);
    });

    it('stamps uploads sent at once in the order they become the CV: the current one carries the latest uploadedAt', async () => {
      for (let round = 0; round < 5; round++) {
        const userId = randomUUID();
        const files = await Promise.all([0, 1, 2].map((i) => storeCv(userId, `at-once-${i}.txt`, `cv at once ${i}`)));
        await Promise.all(files.map((file) => bus.request('profile.attach-cv', { userId, file })));
        const uploads = await pollUntil(() => (eventsOf('cv.uploaded', userId).length === 3 ? eventsOf('cv.uploaded', userId) : null));
        const latest = uploads.reduce((a, b) => (a.data.uploadedAt >= b.data.uploadedAt ? a : b));
        const profile = await bus.request('profile.get', { userId });
        expect({ round, current: profile.cvFilePath, cvUploadedAt: profile.cvUploadedAt }).toEqual({ round, current: latest.data.path, cvUploadedAt: latest.data.uploadedAt });
      }
    });

    it('keeps at most CV_REPLACED_MAX (5) replaced CVs per user, deleting the oldest beyond them at once', async () => {
      const userId = randomUUID();
      const attached = [];
      for (let i = 0; i < 8; i++) {
        const file = await storeCv(userId, `cv-${i}.txt`, `cv number ${i}`);
        await bus.request('profile.attach-cv', { userId, file });
        attached.push(file.path);
      }
      // The current CV and the five replaced last; the two oldest are gone from the bucket and the retention list.
      expect((await blobs.list('cvs', `${userId}/`)).map((b) => b.key).sort()).toEqual(attached.slice(2).sort());
      const exported = await bus.request('profile.export-user-data', { userId });
      expect((exported.data.replaced_cv_files as { path: string }[]).map((f) => f.path).sort()).toEqual(attached.slice(2, 7).sort());
      expect(exported.files).toHaveLength(6);
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ cvFilePath: attached[7] });
    });

    it('attaches at most CV_UPLOADS_PER_HOUR (20) CVs an hour per user; one more is refused and changes nothing, others unaffected', async () => {
      const userId = randomUUID();
      const attachOne = async (who: string, i: number) => bus.request('profile.attach-cv', { userId: who, file: await storeCv(who, `cv-${i}.txt`, `cv number ${i}`) });
      let last = null;
      for (let i = 0; i < 20; i++) last = await attachOne(userId, i);
      // The outbox relays after each commit: wait until all 20 are out before counting.
      await pollUntil(() => eventsOf('cv.uploaded', userId).length === 20);
      const refusedFile = await storeCv(userId, 'one-too-many.txt', 'one too many');
      await expect(bus.request('profile.attach-cv', { userId, file: refusedFile })).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        message: 'You have uploaded too many CVs in the last hour. Please try again in 60 minutes.',
      });
      // Refused: the profile keeps its CV, no cv.uploaded, and the refusal was not counted.
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ cvFilePath: last!.cvFilePath });
      await new Promise((r) => setTimeout(r, 100));
      expect(eventsOf('cv.uploaded', userId)).toHaveLength(20);
      const count = async () => (await service.database.db.execute(sql.raw(`select uploads from profile.cv_upload_windows where user_id = '${userId}'`))).rows;
      expect(await count()).toEqual([{ uploads: 20 }]);
      // Another user uploads as ever.
      await expect(attachOne(randomUUID(), 0)).resolves.toMatchObject({ cvFileName: 'cv-0.txt' });
      // An hour after the window opened, it starts afresh.
      await service.database.db.execute(sql.raw(`update profile.cv_upload_windows set window_started_at = now() - interval '61 minutes' where user_id = '${userId}'`));
      await expect(bus.request('profile.attach-cv', { userId, file: refusedFile })).resolves.toMatchObject({ cvFilePath: refusedFile.path });
      expect(await count()).toEqual([{ uploads: 1 }]);
    });

    it('sweeps replaced CVs once CV_RETENTION_DAYS (30) are over and uploads never attached after CV_ORPHAN_UPLOAD_HOURS (24), nothing else', async () => {
      const sweeper = service.app.get(CvRetentionSweeper);
      const userId = randomUUID();
      const first = await storeCv(userId, 'first.txt', 'first cv');
      await bus.request('profile.attach-cv', { userId, file: first });
      await new Promise((r) => setTimeout(r, 2));
      const current = await storeCv(userId, 'current.txt', 'current cv');
      await bus.request('profile.attach-cv', { userId, file: current });
      const orphan = await storeCv(userId, 'never-attached.txt', 'a crashed upload');
      const keys = async () => (await blobs.list('cvs', `${userId}/`)).map((b) => b.key).sort();

      // Inside both periods: nothing goes.
      await sweeper.sweep(new Date(Date.now() + 23 * 3_600_000));
      expect(await keys()).toEqual([first.path, current.path, orphan.path].sort());
      // A day later the never-attached upload is gone; the replaced CV stays until its 30 days are over.
      await sweeper.sweep(new Date(Date.now() + 25 * 3_600_000));
      expect(await keys()).toEqual([first.path, current.path].sort());
      const day = 86_400_000;
      await sweeper.sweep(new Date(Date.now() + 29 * day));
      expect(await keys()).toEqual([first.path, current.path].sort());
      const swept = await sweeper.sweep(new Date(Date.now() + 31 * day));
      expect(swept.replaced).toBeGreaterThanOrEqual(1);
      expect(await keys()).toEqual([current.path]);
      // The current CV is never swept, however old; a second sweep finds nothing more of this user's.
      await sweeper.sweep(new Date(Date.now() + 400 * day));
      expect(await keys()).toEqual([current.path]);
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ cvFilePath: current.path });
    });

    it("exports the profile and the stored CV files, then erases them on user.deleted and confirms once, however often it comes", async () => {
      const userId = randomUUID();
      const other = randomUUID();
      await bus.publish(registered(userId, 'Erase Me'));
      await bus.publish(registered(other, 'Keep Me'));
      await pollUntil(async () => (await bus.request('profile.get', { userId })).fullName && (await bus.request('profile.get', { userId: other })).fullName);
      const old = await storeCv(userId, 'old.txt', 'old cv');
      await bus.request('profile.attach-cv', { userId, file: old });
      await new Promise((r) => setTimeout(r, 2));
      const file = await storeCv(userId, 'cv.txt', 'my cv');
      await bus.request('profile.attach-cv', { userId, file });
      const kept = await storeCv(other, 'cv.txt', 'their cv');
      await bus.request('profile.attach-cv', { userId: other, file: kept });

      const exported = await bus.request('profile.export-user-data', { userId });
      expect(exported.service).toBe('profile');
      expect(exported.data.profiles).toEqual([expect.objectContaining({ id: userId, fullName: 'Erase Me', cvFilePath: file.path })]);
      expect(exported.data.replaced_cv_files).toEqual([expect.objectContaining({ path: old.path, fileName: 'old.txt' })]);
      expect(exported.files.map((f) => f.key).sort()).toEqual([old.path, file.path].sort());

      const deleted = createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() });
      await bus.publish(deleted);
      await pollUntil(() => eventsOf('user.erased', userId).length === 1);
      expect(eventsOf('user.erased', userId)[0]!.data).toMatchObject({ userId, service: 'profile' });
      expect(await blobs.list('cvs', `${userId}/`)).toEqual([]);
      const table = async (query: string) => (await service.database.db.execute(sql.raw(query))).rows;
      for (const query of [
        `select * from profile.profiles where id = '${userId}'`,
        `select * from profile.replaced_cv_files where user_id = '${userId}'`,
        `select * from profile.cv_upload_windows where user_id = '${userId}'`,
        `select * from profile.outbox where envelope::text like '%${userId}%' and subject <> 'user.erased'`,
      ]) expect(await table(query)).toEqual([]);

      // The same event again (a redelivery the bus did not dedupe): the inbox skips it; a new deletion event erases nothing more.
      await service.app.get(PrivacyService).onUserDeleted(deleted);
      await bus.publish(createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
      await pollUntil(() => eventsOf('user.erased', userId).length === 2);
      await new Promise((r) => setTimeout(r, 200));
      expect(eventsOf('user.erased', userId)).toHaveLength(2);
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ fullName: null, cvFilePath: null });
      // A CV upload authenticated just before the deletion and attached after the erasure: refused, no profile comes back.
      const late = await storeCv(userId, 'late.txt', 'late cv');
      await expect(bus.request('profile.attach-cv', { userId, file: late })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // So are an edit and a CV removal.
      await expect(bus.request('profile.update', { userId, updates: { location: 'Lagos' } })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to save profile' });
      await expect(bus.request('profile.delete-cv', { userId })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to save profile' });
      expect(await table(`select * from profile.profiles where id = '${userId}'`)).toEqual([]);
      // Nobody else's data went.
      await expect(bus.request('profile.get', { userId: other })).resolves.toMatchObject({ fullName: 'Keep Me', cvFilePath: kept.path });
      expect((await blobs.list('cvs', `${other}/`)).map((b) => b.key)).toEqual([kept.path]);
    });

    it("refuses another user's key and a file that is not stored, leaving the previous CV intact", async () => {
      const userId = randomUUID();
      const mine = await storeCv(userId, 'cv.txt', 'mine');
      await bus.request('profile.attach-cv', { userId, file: mine });
      const theirs = await storeCv(randomUUID(), 'cv.txt', 'theirs');
      await expect(bus.request('profile.attach-cv', { userId, file: theirs })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Failed to upload CV' });
      const missing = { ...mine, path: cvStorageKey(userId, 'missing.txt', new Date(1)) };
      await expect(bus.request('profile.attach-cv', { userId, file: missing })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to upload CV' });
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ cvFilePath: mine.path });
      await expect(blobs.stat('cvs', mine.path)).resolves.not.toBeNull();
    });

    it('goes back to the previous CV when the analysis cannot read the new upload, and only while the upload is the CV', async () => {
      const unreadable = (userId: string, file: { uploadId: string; path: string; fileName: string }) =>
        createEvent('cv.analysis.failed', { userId, assessmentId: randomUUID(), uploadId: file.uploadId, fileName: file.fileName, message: 'Failed to read file', failedAt: new Date().toISOString(), cvPath: file.path, unreadable: true, superseded: false }, { correlationId: randomUUID() });
      const userId = randomUUID();
      const good = await storeCv(userId, 'good.txt', 'a readable cv');
      const before = await bus.request('profile.attach-cv', { userId, file: good });
      await new Promise((r) => setTimeout(r, 2));
      const bad = await storeCv(userId, 'bad.txt', '0000');
      await bus.request('profile.attach-cv', { userId, file: bad });
      const failed = unreadable(userId, bad);
      await bus.publish(failed);
      await bus.publish(failed); // a redelivery changes nothing more
      const restored = await pollUntil(async () => {
        const profile = await bus.request('profile.get', { userId });
        return profile.cvFilePath === good.path ? profile : undefined;
      });
      expect(restored).toMatchObject({ cvFileName: 'good.txt', cvContentType: 'text/plain', cvSizeBytes: good.sizeBytes, cvUploadedAt: before.cvUploadedAt });
      await pollUntil(async () => ((await blobs.stat('cvs', bad.path)) === null ? true : undefined));
      await expect(blobs.stat('cvs', good.path)).resolves.not.toBeNull();

      // A first upload that cannot be read leaves no CV, as before it; an unreadable file already replaced changes nothing.
      const newcomer = randomUUID();
      const only = await storeCv(newcomer, 'only.txt', '0000');
      await bus.request('profile.attach-cv', { userId: newcomer, file: only });
      await bus.publish(unreadable(newcomer, only));
      await pollUntil(async () => ((await bus.request('profile.get', { userId: newcomer })).cvFilePath === null ? true : undefined));
      await new Promise((r) => setTimeout(r, 2));
      const stale = await storeCv(userId, 'stale.txt', '0000');
      await bus.request('profile.attach-cv', { userId, file: stale });
      await new Promise((r) => setTimeout(r, 2));
      const latest = await storeCv(userId, 'latest.txt', 'the newest readable cv');
      await bus.request('profile.attach-cv', { userId, file: latest });
      await bus.publish(unreadable(userId, stale));
      await new Promise((r) => setTimeout(r, 300));
      await expect(bus.request('profile.get', { userId })).resolves.toMatchObject({ cvFilePath: latest.path });
      // ...and is never gone back to: when the latest is unreadable too, the CV before both is.
      await bus.publish(unreadable(userId, latest));
      await pollUntil(async () => ((await bus.request('profile.get', { userId })).cvFilePath === good.path ? true : undefined));
    });

    it('never goes back to an upload a newer one superseded before it was read', async () => {
      const userId = randomUUID();
      const analysed = await storeCv(userId, 'analysed.txt', 'a readable cv');
      await bus.request('profile.attach-cv', { userId, file: analysed });
      await new Promise((r) => setTimeout(r, 2));
      const skipped = await storeCv(userId, 'skipped.txt', 'never read');
      await bus.request('profile.attach-cv', { userId, file: skipped });
      await new Promise((r) => setTimeout(r, 2));
      const bad = await storeCv(userId, 'bad.txt', '0000');
      await bus.request('profile.attach-cv', { userId, file: bad });
      await bus.publish(
        createEvent('cv.analysis.failed', { userId, assessmentId: randomUUID(), uploadId: skipped.uploadId, fileName: 'skipped.txt', message: 'A newer CV was uploaded before this one was read; the newer one is analysed.', failedAt: new Date().toISOString(), cvPath: skipped.path, unreadable: false, superseded: true }, { correlationId: randomUUID() }),
      );
      const files = service.app.get(CvFilesRepository);
      await pollUntil(async () => (await files.replacedOf(userId)).find((file) => file.path === skipped.path)?.neverRead);
      await bus.publish(
        createEvent('cv.analysis.failed', { userId, assessmentId: randomUUID(), uploadId: bad.uploadId, fileName: 'bad.txt', message: 'Failed to read file', failedAt: new Date().toISOString(), cvPath: bad.path, unreadable: true, superseded: false }, { correlationId: randomUUID() }),
      );
      // The CV is the one last read; the skipped upload stays among the replaced files for its retention period.
      const restored = await pollUntil(async () => {
        const profile = await bus.request('profile.get', { userId });
        return profile.cvFilePath === analysed.path ? profile : profile.cvFilePath === skipped.path ? 'skipped' : undefined;
      });
      expect(restored).toMatchObject({ cvFileName: 'analysed.txt' });
      await expect(blobs.stat('cvs', skipped.path)).resolves.not.toBeNull();
    });

    it('loses no update when user.registered, a CV attachment and a profile edit of a new user run at the same moment', async () => {
      const profiles = service.app.get(ProfileService);
      const cvs = service.app.get(CvService);
      const rounds = 600;
      const parallelUsers = 10;
      const lost = { cv: 0, name: 0, headline: 0, beneficiaryType: 0, completeness: 0 };
      for (let start = 0; start < rounds; start += parallelUsers) {
        await Promise.all(Array.from({ length: Math.min(parallelUsers, rounds - start) }, async () => {
          const userId = randomUUID();
          const file = await storeCv(userId, 'race.txt', 'wind turbine technician');
          // The three changes each own different fields of the one row that none of them has created yet.
          await Promise.all([
            profiles.onUserRegistered(registered(userId, 'Raced Name')),
            cvs.attach(userId, file),
            profiles.update(userId, { professionalHeadline: 'Blade inspector' }),
          ]);
          const profile = await profiles.get(userId);
          if (profile.cvFilePath !== file.path) lost.cv += 1;
          if (profile.fullName !== 'Raced Name') lost.name += 1;
          if (profile.professionalHeadline !== 'Blade inspector') lost.headline += 1;
          if (profile.beneficiaryType !== 'professional') lost.beneficiaryType += 1;
          if (profile.profileCompleteness !== 65) lost.completeness += 1;
        }));
      }
      console.log(`profile race (${name}): ${rounds} new users × (user.registered ‖ attach-cv ‖ update) — lost CVs ${lost.cv}, names ${lost.name}, headlines ${lost.headline}, categories ${lost.beneficiaryType}, wrong completeness ${lost.completeness}`);
      expect(lost).toEqual({ cv: 0, name: 0, headline: 0, beneficiaryType: 0, completeness: 0 });
    }, 120_000);

    it('deletes the CV file, the earlier ones kept for retention too, and clears cv_file_path', async () => {
      const userId = randomUUID();
      const earlier = await storeCv(userId, 'old.txt', 'an earlier CV');
      await bus.request('profile.attach-cv', { userId, file: earlier });
      const file = await storeCv(userId, 'cv.txt', 'to delete');
      await bus.request('profile.attach-cv', { userId, file });
      await expect(bus.request('profile.delete-cv', { userId })).resolves.toMatchObject({ cvFilePath: null, cvFileName: null, profileCompleteness: 0 });
      await expect(blobs.stat('cvs', file.path)).resolves.toBeNull();
      await expect(blobs.list('cvs', `${userId}/`)).resolves.toEqual([]);
      const exported = await bus.request('profile.export-user-data', { userId });
      expect(exported.data.replaced_cv_files).toEqual([]);
      expect(exported.files).toEqual([]);
      await expect(bus.request('profile.delete-cv', { userId })).resolves.toMatchObject({ cvFilePath: null });
    });
  });
}
