import { Injectable } from '@nestjs/common';
import type { TypedEvent } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { HeldSkillsRepository } from './held-skills.repository.js';

const CONSUMER = 'training:held-skills';

/** Training's projection of the user's skills (the skills service owns them), fed by its events. */
@Injectable()
export class HeldSkillsService {
  constructor(
    private readonly skills: HeldSkillsRepository,
    private readonly outbox: EventOutbox,
  ) {}

  async onSkillAdded(event: TypedEvent<'skill.added'>): Promise<void> {
    // One of an analysis's skills: its skills.imported brings them all in one transaction (an analysis adds ~40).
    if (event.data.imported) return;
    const { userId, skillId, skillName } = event.data;
    await this.outbox.handleOnce(event, CONSUMER, (tx) => this.skills.added(tx, [{ userId, skillId, skillName }]));
  }

  async onSkillsImported(event: TypedEvent<'skills.imported'>): Promise<void> {
    const { userId, addedSkills } = event.data;
    if (addedSkills.length === 0) return;
    await this.outbox.handleOnce(event, CONSUMER, (tx) => this.skills.added(tx, addedSkills.map((skill) => ({ userId, ...skill }))));
  }

  async onSkillRemoved(event: TypedEvent<'skill.removed'>): Promise<void> {
    const { userId, skillId, skillName } = event.data;
    await this.outbox.handleOnce(event, CONSUMER, (tx) => this.skills.removed(tx, { userId, skillId, skillName }));
  }
}
