import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { TypedEvent } from '@ecp/contracts';
import { HeldSkillsService } from './held-skills.service.js';

@Controller()
export class HeldSkillsController {
  constructor(private readonly skills: HeldSkillsService) {}

  @EventPattern('skill.added')
  onSkillAdded(@Payload() event: TypedEvent<'skill.added'>) {
    return this.skills.onSkillAdded(event);
  }

  @EventPattern('skills.imported')
  onSkillsImported(@Payload() event: TypedEvent<'skills.imported'>) {
    return this.skills.onSkillsImported(event);
  }

  @EventPattern('skill.removed')
  onSkillRemoved(@Payload() event: TypedEvent<'skill.removed'>) {
    return this.skills.onSkillRemoved(event);
  }
}
