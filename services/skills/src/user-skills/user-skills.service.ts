import { Injectable } from '@nestjs/common';
import { DomainError, type RequestOf, type ResponseOf } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { KnownUsersRepository } from '../users/known-users.repository.js';
import { TaxonomyService } from '../taxonomy/taxonomy.service.js';
import { UserSkillsRepository, type UserSkillRow } from './user-skills.repository.js';

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
  async add(request: RequestOf<'skills.add-skill'>): Promise<UserSkill> {
    const skillName = request.skillName.trim().replace(/\s+/g, ' ');
    if (!skillName) throw new DomainError('VALIDATION_ERROR', 'Failed to add skill', { reason: 'A skill name is required' });
    const source = request.source ?? 'manual';
    const taxonomyConceptId = this.taxonomy.conceptIdFor(skillName);
    return this.outbox.transaction(async (tx, emit) => {
      if (!(await this.users.lock(tx, request.userId, 'Failed to add skill'))) {
        throw new DomainError('NOT_FOUND', 'Failed to add skill', { reason: 'Unknown user' });
      }
      const row = await this.skills.insert(tx, { userId: request.userId, skillName, proficiencyLevel: 'intermediate', source, taxonomyConceptId });
      const totalSkills = await this.skills.count(tx, request.userId, 'Failed to add skill');
      await emit('skill.added', { userId: row.userId, skillId: row.id, skillName: row.skillName, proficiencyLevel: row.proficiencyLevel, source: row.source, totalSkills });
      return toUserSkill(row);
    });
  }

  /** Deletes one of the caller's skills; another user's skill is not found. */
  async delete(userId: string, skillId: string): Promise<UserSkill> {
    return this.outbox.transaction(async (tx, emit) => {
      await this.users.lock(tx, userId, 'Failed to delete skill');
      const row = await this.skills.delete(tx, userId, skillId);
      if (!row) throw new DomainError('NOT_FOUND', 'Failed to delete skill', { reason: 'Skill not found' });
      const totalSkills = await this.skills.count(tx, userId, 'Failed to delete skill');
      await emit('skill.removed', { userId, skillId: row.id, skillName: row.skillName, totalSkills });
      return toUserSkill(row);
    });
  }

  /** Search and suggestions over the taxonomy, leaving out what the user holds (case-insensitive). */
  async search(userId: string, query: string, limit: number) {
    const held = new Set((await this.skills.namesForUser(userId)).map((name) => name.toLowerCase()));
    return this.taxonomy.search(query, held, limit);
  }
}
