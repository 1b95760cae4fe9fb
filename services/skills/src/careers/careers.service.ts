import { Injectable } from '@nestjs/common';
import { DomainError, FAILURE_MESSAGES, type ResponseOf } from '@ecp/contracts';
import { accountDeleted, EventOutbox } from '@ecp/runtime';
import { KnownUsersRepository } from '../users/known-users.repository.js';
import { UserSkillsRepository } from '../user-skills/user-skills.repository.js';
import { careerPathNotFound, CareersRepository, type CareerPathRow } from './careers.repository.js';
import { heldRequiredSkills, skillMatchPercentage } from './skill-match.js';

export type CareerPath = ResponseOf<'skills.list-career-paths'>['careerPaths'][number];

@Injectable()
export class CareersService {
  constructor(
    private readonly careers: CareersRepository,
    private readonly skills: UserSkillsRepository,
    private readonly users: KnownUsersRepository,
    private readonly outbox: EventOutbox,
  ) {}

  /** Every career path with the caller's match percent and interest, best match first. */
  async list(userId: string): Promise<CareerPath[]> {
    const [paths, names, interests] = await Promise.all([this.careers.listPaths(), this.skills.namesForUser(userId), this.careers.interestIds(userId)]);
    const held = new Set(names.map((n) => n.trim().toLowerCase()));
    const interested = new Set(interests);
    return paths
      .map((p) => toCareerPath(p, { matchPercentage: skillMatchPercentage(p.requiredSkills, held), heldSkills: heldRequiredSkills(p.requiredSkills, held) }, interested.has(p.id)))
      .sort((a, b) => b.matchPercentage - a.matchPercentage || a.title.localeCompare(b.title, 'en'));
  }

  interests(userId: string): Promise<string[]> {
    return this.careers.interestIds(userId);
  }

  /** Spec §4: toggles from the current flag; `career-interest.changed` carries the new interest count. */
  async toggle(userId: string, careerPathId: string, currentlyInterested: boolean): Promise<{ careerPathId: string; interested: boolean; interestCount: number }> {
    const interested = !currentlyInterested;
    return this.outbox.transactionAbout(userId, accountDeleted(FAILURE_MESSAGES.updateCareerInterest), async (tx, emit) => {
      if (!(await this.users.lock(tx, userId, FAILURE_MESSAGES.updateCareerInterest))) {
        throw new DomainError('NOT_FOUND', FAILURE_MESSAGES.updateCareerInterest, { reason: 'Unknown user' });
      }
      if (!(await this.careers.pathExists(tx, careerPathId))) throw careerPathNotFound();
      const changed = await this.careers.setInterest(tx, userId, careerPathId, interested);
      const interestCount = await this.careers.countInterests(tx, userId);
      if (changed) await emit('career-interest.changed', { userId, careerPathId, interested, interestCount });
      return { careerPathId, interested, interestCount };
    });
  }
}

function toCareerPath(p: CareerPathRow, { matchPercentage, heldSkills }: Pick<CareerPath, 'matchPercentage' | 'heldSkills'>, interested: boolean): CareerPath {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    sector: p.sector,
    requiredSkills: p.requiredSkills,
    averageSalary: p.averageSalary,
    growthOutlook: p.growthOutlook,
    growthPercent: p.growthPercent,
    salaryBasis: p.salaryBasis,
    salarySource: p.salarySource,
    salaryYear: p.salaryYear,
    growthSource: p.growthSource,
    growthPeriod: p.growthPeriod,
    escoUri: p.escoUri,
    socCode: p.socCode,
    matchPercentage,
    heldSkills,
    interested,
    createdAt: p.createdAt.toISOString(),
  };
}
