import { Injectable } from '@nestjs/common';
import { DomainError, FAILURE_MESSAGES, MAX_SKILLS_PER_USER, SKILLS_FULL_MESSAGE, type RequestData, type ResponseOf, type TypedEvent } from '@ecp/contracts';
import { accountDeleted, EventOutbox } from '@ecp/runtime';
import { KnownUsersRepository } from '../users/known-users.repository.js';
import { TaxonomyService } from '../taxonomy/taxonomy.service.js';
import { UserSkillsRepository, type UserSkillRow } from './user-skills.repository.js';
import { normalizeSkillName } from './skill-name.js';

export type UserSkill = ResponseOf<'skills.add-skill'>;

export function toUserSkill(row: UserSkillRow): UserSkill {
  return {
    id: row.id,
    userId: row.userId,
    skillName: row.skillName,
    proficiencyLevel: row.proficiencyLevel,
    source: row.source,
    taxonomyConceptId: row.taxonomyConceptId,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class UserSkillsService {
  constructor(
    private readonly skills: UserSkillsRepository,
    private readonly users: KnownUsersRepository,
    private readonly taxonomy: TaxonomyService,
    private readonly outbox: EventOutbox,
  ) {}

  async list(userId: string): Promise<UserSkill[]> {
    return (await this.skills.listForUser(userId)).map(toUserSkill);
  }

  hasSkills(userId: string): Promise<boolean> {
    return this.skills.hasAny(userId);
  }

  /** Spec §5: a non-empty name and a known user; proficiency intermediate; no case-insensitive duplicate. */
  async add(request: RequestData<'skills.add-skill'>): Promise<UserSkill> {
    const skillName = normalizeSkillName(request.skillName);
    if (!skillName) throw new DomainError('VALIDATION_ERROR', FAILURE_MESSAGES.addSkill, { reason: 'A skill name is required' });
    const taxonomyConceptId = (await this.taxonomy.conceptResolver())(skillName);
    return this.outbox.transactionAbout(request.userId, accountDeleted(FAILURE_MESSAGES.addSkill), async (tx, emit) => {
      const user = await this.users.lockAnalysed(tx, request.userId, FAILURE_MESSAGES.addSkill);
      if (!user.known) throw new DomainError('NOT_FOUND', FAILURE_MESSAGES.addSkill, { reason: 'Unknown user' });
      // Spec §5: a skill added from the assessment panel has source assessment. The panel only exists once a CV was
      // analysed, so before that no client can pass a typed skill off as one an analysis found.
      if (request.source === 'assessment' && !user.analysed) {
        throw new DomainError('VALIDATION_ERROR', FAILURE_MESSAGES.addSkill, { reason: 'No CV analysis yet: a skill can only be added as manual' });
      }
      // Counted under the user's lock: the total is exact, and no two adds can both take the last place.
      const held = await this.skills.count(tx, request.userId, FAILURE_MESSAGES.addSkill);
      if (held >= MAX_SKILLS_PER_USER) throw new DomainError('VALIDATION_ERROR', SKILLS_FULL_MESSAGE);
      const row = await this.skills.insert(tx, { userId: request.userId, skillName, proficiencyLevel: 'intermediate', source: request.source, taxonomyConceptId });
      const totalSkills = held + 1;
      await emit('skill.added', { userId: row.userId, skillId: row.id, skillName: row.skillName, proficiencyLevel: row.proficiencyLevel, source: row.source, totalSkills });
      return toUserSkill(row);
    });
  }

  /**
   * cv.analysis.completed → the analysed skills on the user's profile with source assessment and the
   * proficiency the analysis read from the CV; skills already held (case-insensitive) stay as they are.
   * One skill.added per new skill, then skills.imported with all of them (the SPA's "analysis completed").
   */
  async importFromAnalysis(event: TypedEvent<'cv.analysis.completed'>): Promise<void> {
    const { userId, assessmentId, uploadId, analyzer, skills } = event.data;
    // Before the transaction: the first call builds the search index, which must not hold the database.
    const conceptIdFor = await this.taxonomy.conceptResolver();
    await this.outbox.handleOnce(event, 'skills:cv-analysis', async (tx, emit) => {
      // An analysis is made for a signed-in user: one this service has not heard of yet is recorded now.
      if (!(await this.users.lock(tx, userId, FAILURE_MESSAGES.addSkill))) {
        await this.users.record(tx, { userId, registeredAt: new Date() });
        await this.users.lock(tx, userId, FAILURE_MESSAGES.addSkill);
      }
      await this.users.markAnalysed(tx, userId, new Date(event.occurredAt));
      const found = skills.flatMap((skill) => {
        const skillName = normalizeSkillName(skill.name).slice(0, 200);
        return skillName ? [{ skillName, proficiency: skill.proficiency }] : [];
      });
      // A CV upload's analysis replaces what an earlier upload's found and this one does not (a different CV: the
      // profile showed both CVs' skills, 33 beside 'We found 19 skills'); what the person added stays. Not the LLM's
      // re-ranking (it sends only the skills it adds to the same assessment), nor a professional-network or pasted-text
      // analysis (their skills are imported without an upload), nor an older upload's analysis delivered late: rows
      // imported after it occurred are newer than it.
      const cvUpload = uploadId !== null && analyzer === 'built-in';
      const replaced = cvUpload ? await this.skills.deleteImportedExcept(tx, userId, { found: new Set(found.map((skill) => skill.skillName.toLowerCase())), assessmentId, before: new Date(event.occurredAt) }) : [];
      const left = await this.skills.count(tx, userId, FAILURE_MESSAGES.addSkill);
      for (const [index, row] of replaced.entries()) {
        await emit('skill.removed', { userId, skillId: row.id, skillName: row.skillName, totalSkills: left + replaced.length - index - 1, replaced: true });
      }
      const held = new Set((await this.skills.namesForUser(userId, tx)).map((name) => name.toLowerCase()));
      const fresh: Parameters<UserSkillsRepository['insertMany']>[1] = [];
      for (const { skillName, proficiency } of found) {
        if (held.size >= MAX_SKILLS_PER_USER) break; // the analysis's most confident come first
        if (held.has(skillName.toLowerCase())) continue;
        held.add(skillName.toLowerCase());
        // Only a CV upload's findings are replaced by the next upload's (an LLM re-ranking's additions belong to it).
        fresh.push({ userId, skillName, proficiencyLevel: proficiency, source: 'assessment', taxonomyConceptId: conceptIdFor(skillName), importedBy: uploadId !== null ? assessmentId : null });
      }
      // One statement for all of them (the names were checked against the held ones under the user's lock).
      const added: UserSkillRow[] = await this.skills.insertMany(tx, fresh);
      const totalSkills = await this.skills.count(tx, userId, FAILURE_MESSAGES.addSkill);
      for (const [index, row] of added.entries()) {
        await emit('skill.added', { userId, skillId: row.id, skillName: row.skillName, proficiencyLevel: row.proficiencyLevel, source: 'assessment', totalSkills: totalSkills - added.length + index + 1, imported: true });
      }
      await emit('skills.imported', { userId, assessmentId, added: added.map((row) => row.skillName), addedSkills: added.map((row) => ({ skillId: row.id, skillName: row.skillName })), totalSkills });
    });
  }

  /** Deletes one of the caller's skills; another user's skill is not found. */
  async delete(userId: string, skillId: string): Promise<UserSkill> {
    return this.outbox.transactionAbout(userId, accountDeleted(FAILURE_MESSAGES.deleteSkill), async (tx, emit) => {
      await this.users.lock(tx, userId, FAILURE_MESSAGES.deleteSkill);
      const row = await this.skills.delete(tx, userId, skillId);
      if (!row) throw new DomainError('NOT_FOUND', FAILURE_MESSAGES.deleteSkill, { reason: 'Skill not found' });
      const totalSkills = await this.skills.count(tx, userId, FAILURE_MESSAGES.deleteSkill);
      await emit('skill.removed', { userId, skillId: row.id, skillName: row.skillName, totalSkills, replaced: false });
      return toUserSkill(row);
    });
  }

  /** Search and suggestions over the taxonomy, leaving out what the user holds (case-insensitive). */
  async search(userId: string, query: string, limit: number) {
    const held = new Set((await this.skills.namesForUser(userId)).map((name) => name.toLowerCase()));
    return this.taxonomy.search(query, held, limit);
  }
}
