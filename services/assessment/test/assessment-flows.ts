import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createEvent, type EventSubject, type TypedEvent } from '@ecp/contracts';
import type { MessageBus } from '@ecp/messaging';
import type { BlobStore } from '@ecp/storage';
import type { INestMicroservice } from '@nestjs/common';
import { pollUntil } from '@ecp/testing';
import { AssessmentRecorder, TEXT_RUNS_PER_HOUR } from '../src/assessments/assessment-recorder.js';
import { AssessmentsRepository } from '../src/assessments/assessments.repository.js';
import { SkillAnalysisService } from '../src/assessments/skill-analysis.service.js';
import { StaleAssessmentSweeper } from '../src/assessments/stale-assessment.sweeper.js';

/** Flows shared by the PGlite + in-process and PostgreSQL + NATS suites of the assessment service. */

const CVS = new URL('./cvs/', import.meta.url);
const FIXTURES = new URL('./fixtures/', import.meta.url);
export const cvFile = (name: string) => readFile(new URL(name, CVS));
export const fixtureFile = (name: string) => readFile(new URL(name, FIXTURES));

const SUBJECTS = ['cv.analysis.started', 'cv.analysis.completed', 'cv.analysis.failed', 'assessment.completed', 'user.erased'] as const;

export class EventLog {
  readonly events: TypedEvent<EventSubject>[] = [];

  async listen(bus: MessageBus, durablePrefix: string): Promise<void> {
    for (const subject of SUBJECTS) {
      await bus.subscribe(subject, async (event) => void this.events.push(event), { durable: `${durablePrefix}-${subject.replaceAll('.', '-')}` });
    }
  }

  of<S extends EventSubject>(subject: S, userId: string): TypedEvent<S>[] {
    return this.events.filter((e): e is TypedEvent<S> => e.type === subject && (e.data as { userId: string }).userId === userId);
  }
}

export interface Harness {
  bus: MessageBus;
  blobs: BlobStore;
  bucket: string;
  log: EventLog;
}

/** Stores a CV as the gateway does and announces it (with the upload's id) as the profile service does. */
/**
 * Waits until the service's worker has built the analyzer (seconds, longer on a loaded machine), as a deployment
 * waits before it sends traffic: the flows then time the analysis, not the build (ANALYZER_PRELOAD starts it).
 */
export async function analyzerBuilt(app: INestMicroservice): Promise<void> {
  await app.get(SkillAnalysisService).analyze('Skills\nSCADA', 'warm-up');
}

export async function uploadCv(h: Harness, userId: string, fileName: string, bytes: Buffer, uploadedAt = new Date()): Promise<{ path: string; uploadId: string }> {
  const path = `${userId}/${Date.now()}_${randomUUID().slice(0, 8)}_${fileName}`;
  const uploadId = randomUUID();
  await h.blobs.upload(h.bucket, path, bytes, { contentType: 'application/octet-stream', size: bytes.byteLength, upsert: true });
  await h.bus.publish(
    createEvent('cv.uploaded', { userId, uploadId, path, fileName, contentType: 'application/octet-stream', sizeBytes: bytes.byteLength, uploadedAt: uploadedAt.toISOString() }, { correlationId: randomUUID() }),
  );
  return { path, uploadId };
}

const WIND_CV = [
  'Amina Okafor',
  'Senior Wind Turbine Technician',
  '',
  'Experience',
  'Senior Wind Turbine Technician, North Sea Offshore Wind, 2019 - present',
  '- Maintained and repaired 40 offshore wind turbines; performed diagnostic inspections and fault finding',
  '- Applied lockout/tagout (LOTO) and followed safety procedures when working at heights',
  '- Monitored turbine performance through SCADA systems',
  '',
  'Skills',
  'SCADA, hydraulics, electrical maintenance, first aid, GWO Basic Safety Training',
].join('\n');

/** cv.uploaded for each format → cv.analysis.started → cv.analysis.completed + assessment.completed; a completed record. */
export async function uploadedCvFlow(h: Harness, fileName: string): Promise<void> {
  const userId = randomUUID();
  const { uploadId } = await uploadCv(h, userId, fileName, await cvFile(fileName));

  const completed = await pollUntil(() => h.log.of('assessment.completed', userId)[0] ?? null, { timeoutMs: 30_000 });
  const started = h.log.of('cv.analysis.started', userId)[0]!;
  const analysed = h.log.of('cv.analysis.completed', userId)[0]!;
  // Every analysis event carries the upload's id.
  expect(started.data).toMatchObject({ assessmentId: completed.data.assessmentId, uploadId, assessmentType: 'cv_upload', fileName });
  expect(analysed.data).toMatchObject({ assessmentId: completed.data.assessmentId, uploadId, analyzer: 'built-in' });
  expect(analysed.data.skills.length).toBeGreaterThanOrEqual(3);

  const { assessment } = await h.bus.request('assessment.latest', { userId });
  expect(assessment).toMatchObject({
    id: completed.data.assessmentId,
    status: 'completed',
    assessmentType: 'cv_upload',
    input: { origin: 'cv_upload', fileName, analyzers: ['built-in'] },
    marketAlignmentScore: completed.data.marketAlignmentScore,
  });
  expect(assessment!.completedAt).not.toBeNull();
  // Where the upload's analysis stands, for a client whose live flow missed the step; no one else's upload answers.
  await expect(h.bus.request('assessment.upload-analysis', { userId, uploadId })).resolves.toEqual({
    analysis: { assessmentId: completed.data.assessmentId, status: 'completed', failureMessage: null, fileName, updatedAt: assessment!.completedAt },
  });
  await expect(h.bus.request('assessment.upload-analysis', { userId: randomUUID(), uploadId })).resolves.toEqual({ analysis: null });
  await expect(h.bus.request('assessment.upload-analysis', { userId, uploadId: randomUUID() })).resolves.toEqual({ analysis: null });
  expect(assessment!.skillsExtracted).toEqual(analysed.data.skills.map((s) => s.name));
  for (const skill of assessment!.skills) expect(skill.evidence.length).toBeGreaterThan(0);
  expect(assessment!.marketAlignmentScore).toBeGreaterThan(0);
  expect(assessment!.skillGaps.missingSkills.length).toBeLessThanOrEqual(8);
  expect(assessment!.skillGaps.totalGaps).toBeGreaterThanOrEqual(assessment!.skillGaps.missingSkills.length);
  expect(assessment!.recommendedSkills).toHaveLength(5);
  expect(assessment!.futureJobMatches.length).toBeGreaterThan(0);
  expect(assessment!.futureJobMatches[0]).toMatchObject({ title: expect.any(String), estimatedSalary: expect.any(Number), matchScore: expect.any(Number), growthRate: expect.stringMatching(/^[+-]?\d/) });
  expect(assessment!.dataSources.length).toBeGreaterThan(0);
  for (const figure of assessment!.marketSkills) expect(figure).toMatchObject({ source: expect.any(String), year: expect.any(Number) });
}

/** A scan (a PDF with no text) fails the assessment with the reason; nothing is made up. */
export async function scannedCvFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  const { uploadId } = await uploadCv(h, userId, 'scan.pdf', await fixtureFile('scanned-cv.pdf'));
  const failed = await pollUntil(() => h.log.of('cv.analysis.failed', userId)[0] ?? null, { timeoutMs: 30_000 });
  // Unreadable: the profile goes back to the CV the upload replaced.
  expect(failed.data).toMatchObject({ uploadId, fileName: 'scan.pdf', message: expect.stringMatching(/text/i), cvPath: expect.any(String), unreadable: true });
  await expect(h.bus.request('assessment.upload-analysis', { userId, uploadId })).resolves.toMatchObject({
    analysis: { assessmentId: failed.data.assessmentId, status: 'failed', failureMessage: failed.data.message },
  });
  expect(h.log.of('assessment.completed', userId)).toHaveLength(0);
  await expect(h.bus.request('assessment.latest', { userId })).resolves.toEqual({ assessment: null });
}

/** run-assessment twice: the history is newest first and explains the change. */
export async function runAndHistoryFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  const first = await h.bus.request('assessment.run', { userId, cvText: 'Solar PV installer\n\nSkills\nsolar panels, electrical wiring' });
  expect(first).toMatchObject({ status: 'completed', assessmentType: 'manual', input: { origin: 'cv_text' } });
  const second = await h.bus.request('assessment.run', { userId, cvText: WIND_CV, assessmentType: 'career_review' });
  expect(second.assessmentType).toBe('career_review');
  expect(second.currentPosition).toMatch(/wind turbine technician/i);
  // Every skill keeps the CV line that evidences it.
  expect(second.skills.some((s) => /SCADA/.test(s.evidence))).toBe(true);

  const { entries } = await h.bus.request('assessment.history', { userId });
  expect(entries.map((e) => e.assessment.id)).toEqual([second.id, first.id]);
  expect(entries[1]).toMatchObject({ previousAssessmentId: null, scoreChange: null });
  expect(entries[0]).toMatchObject({ previousAssessmentId: first.id, scoreChange: second.marketAlignmentScore - first.marketAlignmentScore });
  expect(entries[0]!.addedSkills.length).toBeGreaterThan(0);
  // Each entry is the assessment's summary, not its results: a long history has to fit in one bus message.
  expect(entries[0]!.assessment).toEqual({
    id: second.id, assessmentType: 'career_review', status: 'completed', marketAlignmentScore: second.marketAlignmentScore, input: second.input,
    createdAt: second.createdAt, completedAt: second.completedAt, skillCount: second.skillsExtracted.length,
  });
  expect(JSON.stringify(entries[0]!.assessment).length).toBeLessThan(JSON.stringify(second).length / 5);
  await expect(h.bus.request('assessment.latest', { userId })).resolves.toMatchObject({ assessment: { id: second.id } });
  // Not from an upload: the analysis events carry no upload id.
  await pollUntil(() => h.log.of('cv.analysis.completed', userId).length === 2 || null, { timeoutMs: 10_000 });
  for (const event of [...h.log.of('cv.analysis.started', userId), ...h.log.of('cv.analysis.completed', userId)]) expect(event.data.uploadId).toBeNull();
}

/** Two uploads in a row by one user: each one's analysis events carry its own upload id, so they are told apart. */
export async function twoUploadsFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  const first = await uploadCv(h, userId, 'cv.txt', await cvFile('02-solar-pv-installer.txt'));
  const second = await uploadCv(h, userId, 'cv.txt', await cvFile('10-energy-auditor.txt'));
  expect(first.uploadId).not.toBe(second.uploadId);
  await pollUntil(() => h.log.of('cv.analysis.completed', userId).length === 2 || null, { timeoutMs: 30_000 });
  for (const upload of [first, second]) {
    const started = h.log.of('cv.analysis.started', userId).filter((e) => e.data.uploadId === upload.uploadId);
    const completed = h.log.of('cv.analysis.completed', userId).filter((e) => e.data.uploadId === upload.uploadId);
    expect(started).toHaveLength(1);
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data.assessmentId).toBe(started[0]!.data.assessmentId);
  }
  const assessmentOf = (uploadId: string) => h.log.of('cv.analysis.completed', userId).find((e) => e.data.uploadId === uploadId)!.data.assessmentId;
  expect(assessmentOf(first.uploadId)).not.toBe(assessmentOf(second.uploadId));
  // Different CVs, different findings: each upload's completion names its own skills.
  const skillsOf = (uploadId: string) => h.log.of('cv.analysis.completed', userId).find((e) => e.data.uploadId === uploadId)!.data.skills.map((s) => s.name);
  expect(skillsOf(first.uploadId)).not.toEqual(skillsOf(second.uploadId));
}

/**
 * The service's projection of the user's skills follows skill.added / skill.removed (matched case-insensitively):
 * a held skill is no gap. A redelivered event (the same envelope) changes nothing.
 */
export async function heldSkillsFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  const gaps = async () => (await h.bus.request('assessment.run', { userId, cvText: 'Solar PV installer\n\nSkills\nsolar panels, electrical wiring' })).skillGaps;
  const before = await gaps();
  expect(before.missingSkills.length).toBeGreaterThanOrEqual(3);
  const [kept, removed, later] = before.missingSkills.map((name) => ({ skillId: randomUUID(), name })) as [Skill, Skill, Skill];
  const added = (skill: Skill, totalSkills: number) =>
    createEvent('skill.added', { userId, skillId: skill.skillId, skillName: skill.name.toUpperCase(), proficiencyLevel: 'intermediate', source: 'manual', totalSkills }, { correlationId: randomUUID() });
  const addKept = added(kept, 1);
  const addRemoved = added(removed, 2);
  for (const event of [addKept, addRemoved, addKept]) await h.bus.publish(event);
  const holding = await pollUntil(async () => {
    const now = await gaps();
    return now.totalGaps === before.totalGaps - 2 ? now : null;
  }, { timeoutMs: 15_000, intervalMs: 100 });
  expect(holding.missingSkills).not.toContain(kept.name);
  expect(holding.missingSkills).not.toContain(removed.name);

  const removal = createEvent('skill.removed', { userId, skillId: removed.skillId, skillName: removed.name, totalSkills: 1, replaced: false }, { correlationId: randomUUID() });
  await h.bus.publish(removal);
  const afterRemoval = await pollUntil(async () => {
    const now = await gaps();
    return now.totalGaps === before.totalGaps - 1 ? now : null;
  }, { timeoutMs: 15_000, intervalMs: 100 });
  expect(afterRemoval.missingSkills).toContain(removed.name);
  expect(afterRemoval.missingSkills).not.toContain(kept.name);

  // Redelivered: the removal and the removed skill's addition again; then a new skill, which takes effect.
  await h.bus.publish(removal);
  await h.bus.publish(addRemoved);
  await h.bus.publish(added(later, 2));
  const settled = await pollUntil(async () => {
    const now = await gaps();
    return now.totalGaps !== afterRemoval.totalGaps ? now : null;
  }, { timeoutMs: 15_000, intervalMs: 100 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const final = await gaps();
  expect(final).toEqual(settled);
  expect(final.totalGaps).toBe(before.totalGaps - 2);
  expect(final.missingSkills).toContain(removed.name);
  expect(final.missingSkills).not.toContain(later.name);
}

/**
 * An analysis's skills come as one skills.imported (and a skill.added each, marked `imported`, left to it): all of
 * them count at once; one removed before the import is handled stays removed.
 */
export async function importedSkillsFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  const gaps = async () => (await h.bus.request('assessment.run', { userId, cvText: 'Solar PV installer\n\nSkills\nsolar panels, electrical wiring' })).skillGaps;
  const before = await gaps();
  expect(before.missingSkills.length).toBeGreaterThanOrEqual(3);
  const [first, second, removedEarly] = before.missingSkills.map((name) => ({ skillId: randomUUID(), skillName: name })) as [Imported, Imported, Imported];
  const correlation = { correlationId: randomUUID() };
  // A marked skill.added alone changes nothing: its import brings it.
  await h.bus.publish(createEvent('skill.added', { userId, ...first, proficiencyLevel: 'intermediate', source: 'assessment', totalSkills: 1, imported: true }, correlation));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await gaps()).totalGaps).toBe(before.totalGaps);
  // Removed before its import is handled (another consumer, another order): the tombstone keeps it removed.
  await h.bus.publish(createEvent('skill.removed', { userId, skillId: removedEarly.skillId, skillName: removedEarly.skillName, totalSkills: 2, replaced: false }, correlation));
  const imported = createEvent('skills.imported', { userId, assessmentId: null, added: [first, second, removedEarly].map((s) => s.skillName), addedSkills: [first, second, removedEarly], totalSkills: 3 }, correlation);
  await h.bus.publish(imported);
  const after = await pollUntil(async () => {
    const now = await gaps();
    return now.totalGaps === before.totalGaps - 2 ? now : null;
  }, { timeoutMs: 15_000, intervalMs: 100 });
  expect(after.missingSkills).not.toContain(first.skillName);
  expect(after.missingSkills).not.toContain(second.skillName);
  expect(after.missingSkills).toContain(removedEarly.skillName);
  await h.bus.publish(imported); // redelivered: nothing changes
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await gaps()).toEqual(after);
}

type Skill = { skillId: string; name: string };
type Imported = { skillId: string; skillName: string };

/** Bad input gets the spec's message and changes nothing. */
export async function badInputFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  await expect(h.bus.request('assessment.run', { userId, cvText: '   ' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to analyze CV' });
  await expect(h.bus.request('assessment.analyze-cv', { userId, cvText: '' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to analyze CV' });
  await expect(h.bus.request('assessment.extract-linkedin-skills', { userId, linkedinData: { headline: ' ', experience: '' } })).rejects.toMatchObject({ message: 'Failed to analyze CV' });
  await expect(h.bus.request('assessment.history', { userId })).resolves.toEqual({ entries: [] });
  await expect(h.bus.request('assessment.upload-analysis', { userId, uploadId: 'not-an-id' } as never)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  expect(h.log.of('cv.analysis.started', userId)).toHaveLength(0);
}

/** analyze-cv stores nothing; extract-linkedin-skills assesses the headline and experience. */
export async function analyzeAndLinkedinFlow(h: Harness): Promise<void> {
  const analysis = await h.bus.request('assessment.analyze-cv', { userId: randomUUID(), cvText: WIND_CV });
  expect(analysis.skills.length).toBeGreaterThanOrEqual(4);
  expect(analysis.currentPosition).toMatch(/wind turbine technician/i);

  const userId = randomUUID();
  const linkedin = await h.bus.request('assessment.extract-linkedin-skills', {
    userId,
    linkedinData: { headline: 'Solar PV design engineer', experience: 'Designed utility-scale photovoltaic systems with PVsyst and AutoCAD; grid connection studies' },
  });
  expect(linkedin).toMatchObject({ status: 'completed', assessmentType: 'linkedin', input: { origin: 'linkedin' } });
  expect(linkedin.skillsExtracted.length).toBeGreaterThan(0);
}

/**
 * An assessment left processing with nothing to finish it (its process died mid-run, or the database was away longer
 * than the event's redeliveries): the sweeper fails it with the spec's message once it is older than
 * ASSESSMENT_STALE_MINUTES (10), once, and leaves a younger one alone.
 */
export async function staleAssessmentFlow(h: Harness, app: INestMicroservice): Promise<void> {
  const sweeper = app.get(StaleAssessmentSweeper);
  const userId = randomUUID();
  const row = await app.get(AssessmentRecorder).start(userId, 'manual', { origin: 'cv_text', fileName: null, textLength: 42, analyzers: ['built-in'] }, null);
  const at = (minutes: number) => new Date(row.createdAt.getTime() + minutes * 60_000);
  await sweeper.sweep(at(9));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(h.log.of('cv.analysis.failed', userId)).toHaveLength(0);

  expect(await sweeper.sweep(at(11))).toBeGreaterThanOrEqual(1);
  const failed = await pollUntil(() => h.log.of('cv.analysis.failed', userId)[0] ?? null, { timeoutMs: 10_000 });
  expect(failed.data).toMatchObject({ assessmentId: row.id, uploadId: null, message: 'Failed to analyze CV', unreadable: false });
  const [stored] = await app.get(AssessmentsRepository).processingBefore(at(11), 1000).then((rows) => rows.filter((r) => r.id === row.id));
  expect(stored).toBeUndefined();
  // Settled: a later sweep (another replica's, say) changes nothing.
  await sweeper.sweep(at(20));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(h.log.of('cv.analysis.failed', userId)).toHaveLength(1);
}

/**
 * A person uploads a PDF and, straight after, a short TXT: the TXT is the latest assessment, and its history entry
 * compares it with the PDF's, whichever would have finished first (uploads are taken a few at a time).
 */
export async function backToBackUploadsFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  const older = await uploadCv(h, userId, 'older.pdf', await cvFile('01-offshore-wind-technician.pdf'));
  const newer = await uploadCv(h, userId, 'newer.txt', await cvFile('10-energy-auditor.txt'));
  await pollUntil(() => (h.log.of('assessment.completed', userId).length === 2 ? true : null), { timeoutMs: 60_000 });
  expect(h.log.of('cv.analysis.completed', userId).map((e) => e.data.uploadId)).toEqual([older.uploadId, newer.uploadId]);
  const { assessment } = await h.bus.request('assessment.latest', { userId });
  expect(assessment?.input.fileName).toBe('newer.txt');
  const { entries } = await h.bus.request('assessment.history', { userId });
  expect(entries.map((e) => e.assessment.input.fileName)).toEqual(['newer.txt', 'older.pdf']);
  expect(entries[0]!.previousAssessmentId).toBe(entries[1]!.assessment.id);
}

/**
 * Two uploads whose cv.uploaded events arrive out of order (another replica, a redelivery): the older CV is analysed
 * last, and still the assessment of the CV uploaded last is the latest, and first in the history.
 */
export async function outOfOrderUploadsFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  const now = Date.now();
  await uploadCv(h, userId, 'newer.txt', await cvFile('10-energy-auditor.txt'), new Date(now));
  await pollUntil(() => h.log.of('assessment.completed', userId)[0] ?? null, { timeoutMs: 60_000 });
  await uploadCv(h, userId, 'older.txt', await cvFile('02-solar-pv-installer.txt'), new Date(now - 60_000));
  await pollUntil(() => (h.log.of('assessment.completed', userId).length === 2 ? true : null), { timeoutMs: 60_000 });
  const { assessment } = await h.bus.request('assessment.latest', { userId });
  expect(assessment?.input.fileName).toBe('newer.txt');
  const { entries } = await h.bus.request('assessment.history', { userId });
  expect(entries.map((e) => e.assessment.input.fileName)).toEqual(['newer.txt', 'older.txt']);
  expect(entries[0]!.previousAssessmentId).toBe(entries[1]!.assessment.id);
}

/** A CV uploaded just before the account was deleted, its cv.uploaded delivered after the erasure: nothing is analysed or kept. */
export async function lateUploadAfterErasureFlow(h: Harness): Promise<void> {
  const userId = randomUUID();
  await h.bus.publish(createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
  await pollUntil(() => h.log.of('user.erased', userId)[0] ?? null, { timeoutMs: 15_000 });
  await uploadCv(h, userId, 'late.txt', await cvFile('02-solar-pv-installer.txt'));
  // Another person's upload after it: once that one is analysed, the late one has been handled.
  const marker = randomUUID();
  await uploadCv(h, marker, 'cv.txt', await cvFile('02-solar-pv-installer.txt'));
  await pollUntil(() => h.log.of('assessment.completed', marker)[0] ?? null, { timeoutMs: 30_000 });
  expect(h.log.events.filter((e) => e.type !== 'user.erased' && (e.data as { userId: string }).userId === userId)).toEqual([]);
  await expect(h.bus.request('assessment.history', { userId })).resolves.toEqual({ entries: [] });
}

/**
 * Runs on text are limited to TEXT_RUNS_PER_HOUR a person an hour (each is stored): one more is refused with the time
 * to wait and records nothing; uploads and other people are not counted.
 */
// As the gateway asks: the first analysis may wait for the worker to build the analyzer.
const ANALYSIS_TIMEOUT = { timeoutMs: 30_000 };

export async function textRunLimitFlow(h: Harness, app: INestMicroservice): Promise<void> {
  const recorder = app.get(AssessmentRecorder);
  const userId = randomUUID();
  // The hour's runs recorded straight in (30 analyses would take long), the last one through the service.
  for (let i = 0; i < TEXT_RUNS_PER_HOUR - 1; i += 1) await recorder.start(userId, 'manual', { origin: 'cv_text', fileName: null, textLength: 42, analyzers: ['built-in'] }, null);
  await recorder.start(userId, 'cv_upload', { origin: 'cv_upload', fileName: 'cv.txt', textLength: 0, analyzers: ['built-in'] }, { cvPath: `${userId}/1_cv.txt`, uploadId: randomUUID(), uploadedAt: new Date() });
  await expect(h.bus.request('assessment.run', { userId, cvText: WIND_CV }, ANALYSIS_TIMEOUT)).resolves.toMatchObject({ status: 'completed' });
  const started = () => h.log.of('cv.analysis.started', userId).length;
  await pollUntil(() => started() === TEXT_RUNS_PER_HOUR + 1 || null, { timeoutMs: 10_000 });
  await expect(h.bus.request('assessment.run', { userId, cvText: WIND_CV }, ANALYSIS_TIMEOUT)).rejects.toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^You have run too many assessments in the last hour\. Please try again in (60|59) minutes\.$/),
  });
  await expect(h.bus.request('assessment.extract-linkedin-skills', { userId, linkedinData: { headline: 'Wind technician', experience: '' } }, ANALYSIS_TIMEOUT)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(started()).toBe(TEXT_RUNS_PER_HOUR + 1);
  // Someone else runs as ever.
  await expect(h.bus.request('assessment.run', { userId: randomUUID(), cvText: WIND_CV }, ANALYSIS_TIMEOUT)).resolves.toMatchObject({ status: 'completed' });
}
