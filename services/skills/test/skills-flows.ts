import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createEvent, type EventSubject, type TypedEvent } from '@ecp/contracts';
import type { MessageBus } from '@ecp/messaging';
import { pollUntil } from '@ecp/testing';

/** Flows shared by the PGlite + in-process and PostgreSQL + NATS suites. */
export const registered = (userId: string) =>
  createEvent('user.registered', {
    userId, email: `${userId}@example.test`, fullName: 'Ada Grid', requestedRole: 'beneficiary', beneficiaryType: 'professional', registeredAt: new Date().toISOString(),
  }, { correlationId: randomUUID() });

export class EventLog {
  readonly events: TypedEvent<EventSubject>[] = [];

  async listen(bus: MessageBus, durablePrefix: string): Promise<void> {
    for (const subject of ['skill.added', 'skill.removed', 'career-interest.changed', 'skills.imported', 'user.erased'] as const) {
      await bus.subscribe(subject, async (event) => void this.events.push(event), { durable: `${durablePrefix}-${subject.replace('.', '-')}` });
    }
  }

  of<S extends EventSubject>(subject: S, userId: string): TypedEvent<S>[] {
    return this.events.filter((e): e is TypedEvent<S> => e.type === subject && (e.data as { userId: string }).userId === userId);
  }
}

/** A registered user the skills service knows (its projection has caught up). */
export async function knownUser(bus: MessageBus): Promise<string> {
  const userId = randomUUID();
  await bus.publish(registered(userId));
  await pollUntil(async () => (await bus.request('skills.toggle-career-interest', { userId, careerPathId: randomUUID(), interested: false }).catch((e: { details?: { reason?: string } }) => e.details?.reason)) === 'Career path not found', { timeoutMs: 15_000 });
  return userId;
}

export async function addRemoveFlow(bus: MessageBus, log: EventLog): Promise<void> {
  const userId = await knownUser(bus);
  const scada = await bus.request('skills.add-skill', { userId, skillName: '  SCADA  ', source: 'manual' });
  // Before any CV analysis of the user, a request claiming source assessment is refused and stores nothing.
  await expect(bus.request('skills.add-skill', { userId, skillName: 'forged', source: 'assessment' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to add skill' });
  const pv = await bus.request('skills.add-skill', { userId, skillName: 'installing photovoltaic systems' });
  expect(scada).toMatchObject({ skillName: 'SCADA', proficiencyLevel: 'intermediate', source: 'manual' });
  expect(pv).toMatchObject({ source: 'manual', taxonomyConceptId: expect.stringMatching(/^skill\//) });
  // Invisible characters make no name, and no second skill that looks like a held one.
  await expect(bus.request('skills.add-skill', { userId, skillName: '\u200B\uFEFF' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'Failed to add skill' });
  await expect(bus.request('skills.add-skill', { userId, skillName: 'SCADA\u200B' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Failed to add skill' });

  const added = await pollUntil(() => (log.of('skill.added', userId).length === 2 ? log.of('skill.added', userId) : null), { timeoutMs: 15_000 });
  expect(added.map((e) => [e.data.skillName, e.data.totalSkills]).sort()).toEqual([['SCADA', 1], ['installing photovoltaic systems', 2]]);

  await bus.request('skills.delete-skill', { userId, skillId: scada.id });
  const removed = await pollUntil(() => log.of('skill.removed', userId)[0] ?? null, { timeoutMs: 15_000 });
  expect(removed.data).toEqual({ userId, skillId: scada.id, skillName: 'SCADA', totalSkills: 1, replaced: false });

  const paths = (await bus.request('skills.list-career-paths', { userId })).careerPaths;
  const on = await bus.request('skills.toggle-career-interest', { userId, careerPathId: paths[0]!.id, interested: false });
  await bus.request('skills.toggle-career-interest', { userId, careerPathId: paths[1]!.id, interested: false });
  const off = await bus.request('skills.toggle-career-interest', { userId, careerPathId: paths[0]!.id, interested: true });
  expect(on).toEqual({ careerPathId: paths[0]!.id, interested: true, interestCount: 1 });
  expect(off).toEqual({ careerPathId: paths[0]!.id, interested: false, interestCount: 1 });
  const changes = await pollUntil(() => (log.of('career-interest.changed', userId).length === 3 ? log.of('career-interest.changed', userId) : null), { timeoutMs: 15_000 });
  expect([...changes].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)).map((e) => [e.data.interested, e.data.interestCount])).toEqual([[true, 1], [true, 2], [false, 1]]);
}

/** cv.analysis.completed → the analysed skills on the profile (source assessment), held ones left alone, once however often it is delivered. */
export async function importAnalysisFlow(bus: MessageBus, log: EventLog): Promise<void> {
  const userId = await knownUser(bus);
  await bus.request('skills.add-skill', { userId, skillName: 'Hydraulics', source: 'manual' });
  const assessmentId = randomUUID();
  const analysed = createEvent('cv.analysis.completed', {
    userId,
    assessmentId,
    uploadId: randomUUID(),
    skillCount: 3,
    skills: [
      { name: 'hydraulics', proficiency: 'advanced', escoUri: null },
      { name: 'maintain wind turbines', proficiency: 'advanced', escoUri: null },
      { name: 'provide first aid', proficiency: 'beginner', escoUri: null },
    ],
    analyzer: 'built-in',
  }, { correlationId: randomUUID() });
  await bus.publish(analysed);
  const imported = await pollUntil(() => log.of('skills.imported', userId)[0] ?? null, { timeoutMs: 15_000 });
  expect(imported.data).toEqual({
    userId, assessmentId, added: ['maintain wind turbines', 'provide first aid'], totalSkills: 3,
    addedSkills: [{ skillId: expect.any(String), skillName: 'maintain wind turbines' }, { skillId: expect.any(String), skillName: 'provide first aid' }],
  });
  const fromAnalysis = () => log.of('skill.added', userId).filter((e) => e.data.source === 'assessment');
  const addedIds = (await pollUntil(() => (fromAnalysis().length === 2 ? fromAnalysis() : null), { timeoutMs: 15_000 })).map((e) => e.data.skillId);
  expect(imported.data.addedSkills.map((s) => s.skillId)).toEqual(addedIds);

  // The same fact relayed again (a new envelope, as after a crash before the outbox marked it sent) adds nothing.
  await bus.publish(createEvent('cv.analysis.completed', analysed.data, { correlationId: randomUUID() }));
  await pollUntil(() => log.of('skills.imported', userId).length === 2 || null, { timeoutMs: 15_000 });
  expect(log.of('skills.imported', userId)[1]!.data).toMatchObject({ added: [], totalSkills: 3 });

  const { skills } = await bus.request('skills.list-user-skills', { userId });
  expect(skills.map((s) => [s.skillName, s.proficiencyLevel, s.source]).sort()).toEqual([
    ['Hydraulics', 'intermediate', 'manual'],
    ['maintain wind turbines', 'advanced', 'assessment'],
    ['provide first aid', 'beginner', 'assessment'],
  ]);
  const added = log.of('skill.added', userId).filter((e) => e.data.source === 'assessment').map((e) => [e.data.skillName, e.data.totalSkills]);
  expect(added).toEqual([['maintain wind turbines', 2], ['provide first aid', 3]]);

  // Now a CV of the user has been analysed, the assessment panel may add a skill as assessment (spec §5).
  expect(await bus.request('skills.add-skill', { userId, skillName: 'lead a team', source: 'assessment' })).toMatchObject({ skillName: 'lead a team', source: 'assessment', proficiencyLevel: 'intermediate' });

  // A different CV: what the first analysis found and this one does not leaves the profile; what the person added
  // (the manual skill, the one added on the panel) stays, and a skill both found is kept as it was.
  const second = createEvent('cv.analysis.completed', {
    userId, assessmentId: randomUUID(), uploadId: randomUUID(), skillCount: 2,
    skills: [{ name: 'provide first aid', proficiency: 'advanced', escoUri: null }, { name: 'install solar panels', proficiency: 'intermediate', escoUri: null }],
    analyzer: 'built-in',
  }, { correlationId: randomUUID() });
  await bus.publish(second);
  await pollUntil(() => log.of('skills.imported', userId).length === 3 || null, { timeoutMs: 15_000 });
  expect(log.of('skills.imported', userId)[2]!.data).toMatchObject({ added: ['install solar panels'], totalSkills: 4 });
  const removed = await pollUntil(() => log.of('skill.removed', userId)[0] ?? null, { timeoutMs: 15_000 });
  expect(removed.data).toMatchObject({ skillName: 'maintain wind turbines', totalSkills: 3, replaced: true });
  const expected = [
    ['Hydraulics', 'intermediate', 'manual'],
    ['install solar panels', 'intermediate', 'assessment'],
    ['lead a team', 'intermediate', 'assessment'],
    ['provide first aid', 'beginner', 'assessment'],
  ];
  const listed = async () => (await bus.request('skills.list-user-skills', { userId })).skills.map((s) => [s.skillName, s.proficiencyLevel, s.source]).sort();
  expect(await listed()).toEqual(expected);

  // Replace nothing: the LLM's re-ranking of that assessment (it sends only what it adds), an analysis without an
  // upload (professional network, pasted text), and the first upload's analysis delivered again, late.
  const llm = createEvent('cv.analysis.completed', { ...second.data, skillCount: 0, skills: [], analyzer: 'llm' }, { correlationId: randomUUID() });
  const linkedin = createEvent('cv.analysis.completed', { userId, assessmentId: randomUUID(), uploadId: null, skillCount: 1, skills: [{ name: 'negotiate contracts', proficiency: 'intermediate', escoUri: null }], analyzer: 'built-in' }, { correlationId: randomUUID() });
  const late = { ...analysed, id: randomUUID() };
  for (const event of [llm, linkedin, late]) await bus.publish(event);
  await pollUntil(() => log.of('skills.imported', userId).length === 6 || null, { timeoutMs: 15_000 });
  expect(await listed()).toEqual([...expected, ['maintain wind turbines', 'advanced', 'assessment'], ['negotiate contracts', 'intermediate', 'assessment']].sort());
  expect(log.of('skill.removed', userId)).toHaveLength(1);
}

/**
 * An analysis completed just before the account was deleted, delivered after the skills service erased the person
 * (published before user.deleted, or redelivered): nothing of theirs comes back, and no event announces any of it.
 */
export async function lateAnalysisAfterErasureFlow(bus: MessageBus, log: EventLog): Promise<void> {
  const userId = await knownUser(bus);
  await bus.request('skills.add-skill', { userId, skillName: 'SCADA', source: 'manual' });
  await pollUntil(() => log.of('skill.added', userId).length === 1 || null, { timeoutMs: 15_000 });
  await bus.publish(createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() }));
  await pollUntil(() => log.of('user.erased', userId)[0] ?? null, { timeoutMs: 15_000 });
  await expect(bus.request('skills.list-user-skills', { userId })).resolves.toMatchObject({ skills: [] });

  const late = createEvent('cv.analysis.completed', {
    userId, assessmentId: randomUUID(), uploadId: randomUUID(), skillCount: 1,
    skills: [{ name: 'maintain wind turbines', proficiency: 'advanced', escoUri: null }], analyzer: 'built-in',
  }, { correlationId: randomUUID() });
  await bus.publish(late);
  // A marker after it on the same subject, for another user: once it is imported, the late one has been handled.
  const marker = await knownUser(bus);
  await bus.publish(createEvent('cv.analysis.completed', { ...late.data, userId: marker, assessmentId: randomUUID() }, { correlationId: randomUUID() }));
  await pollUntil(() => log.of('skills.imported', marker)[0] ?? null, { timeoutMs: 15_000 });
  await expect(bus.request('skills.list-user-skills', { userId })).resolves.toMatchObject({ skills: [] });
  expect(log.of('skills.imported', userId)).toEqual([]);
  expect(log.of('skill.added', userId)).toHaveLength(1); // the manual one, before the deletion

  // Requests authenticated just before the deletion, arriving after the erasure: refused, nothing written.
  await expect(bus.request('skills.add-skill', { userId, skillName: 'GWO', source: 'manual' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to add skill' });
  const { careerPaths } = await bus.request('skills.list-career-paths', { userId: marker });
  await expect(bus.request('skills.toggle-career-interest', { userId, careerPathId: careerPaths[0]!.id, interested: true })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Failed to update career interest' });
  await expect(bus.request('skills.list-user-skills', { userId })).resolves.toMatchObject({ skills: [] });
  await expect(bus.request('skills.list-career-interests', { userId })).resolves.toMatchObject({ careerPathIds: [] });
}
