import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { TrainingProgram } from '../contract-types.js';
import { HeldSkillsRepository } from '../skills/held-skills.repository.js';
import { EnrollmentRepository } from '../enrollments/enrollment.repository.js';
import { CatalogueRepository, type ProgramRow } from './catalogue.repository.js';
import { programSeeds, providerSeeds } from './program-seed.js';
import { heldSkillSet, isRecommended, skillMatchPercentage } from './skill-match.js';

@Injectable()
export class CatalogueService implements OnModuleInit {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly heldSkills: HeldSkillsRepository,
    private readonly enrollments: EnrollmentRepository,
  ) {}

  /** The shipped catalogue is brought up to date at every start (idempotent upsert). */
  async onModuleInit(): Promise<void> {
    await this.catalogue.seed(providerSeeds, programSeeds);
  }

  async listForUser(userId: string): Promise<TrainingProgram[]> {
    const [programs, skills, enrolledIds] = await Promise.all([
      this.catalogue.listActive(),
      this.heldSkills.namesForUser(userId),
      this.enrollments.liveProgramIds(userId),
    ]);
    const held = heldSkillSet(skills);
    const enrolled = new Set(enrolledIds);
    return programs
      .map((p) => toProgram(p, held, enrolled.has(p.id)))
      .sort((a, b) => a.title.localeCompare(b.title, 'en'));
  }
}

function toProgram(p: ProgramRow, held: ReadonlySet<string>, enrolled: boolean): TrainingProgram {
  return {
    id: p.id,
    title: p.title,
    provider: { id: p.provider.id, name: p.provider.name, website: p.provider.website },
    deliveryMethod: p.deliveryMethod,
    description: p.description,
    duration: p.duration,
    level: p.level,
    targetSkills: p.targetSkills,
    prerequisites: p.prerequisites,
    price: p.price,
    currency: p.currency,
    capacity: p.capacity,
    externalId: p.externalId,
    url: p.url,
    thumbnailUrl: p.thumbnailUrl,
    certificationOffered: p.certificationOffered,
    isActive: p.isActive,
    matchPercentage: skillMatchPercentage(p.targetSkills, held),
    recommended: isRecommended(p.targetSkills, held),
    enrolled,
  };
}
