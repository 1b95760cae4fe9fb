import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData, TypedEvent } from '@ecp/contracts';
import { UserSkillsService } from './user-skills.service.js';

@Controller()
export class UserSkillsController {
  constructor(private readonly skills: UserSkillsService) {}

  @MessagePattern('skills.list-user-skills')
  async list(@Payload() request: RequestData<'skills.list-user-skills'>) {
    return { skills: await this.skills.list(request.userId) };
  }

  @MessagePattern('skills.has-skills')
  async hasSkills(@Payload() request: RequestData<'skills.has-skills'>) {
    return { hasSkills: await this.skills.hasSkills(request.userId) };
  }

  @MessagePattern('skills.add-skill')
  add(@Payload() request: RequestData<'skills.add-skill'>) {
    return this.skills.add(request);
  }

  @MessagePattern('skills.delete-skill')
  async delete(@Payload() { userId, skillId }: RequestData<'skills.delete-skill'>) {
    return { deleted: await this.skills.delete(userId, skillId) };
  }

  @EventPattern('cv.analysis.completed')
  onAnalysisCompleted(@Payload() event: TypedEvent<'cv.analysis.completed'>) {
    return this.skills.importFromAnalysis(event);
  }

  @MessagePattern('skills.search-skills')
  async search(@Payload() { userId, query, limit }: RequestData<'skills.search-skills'>) {
    return { results: await this.skills.search(userId, query, limit) };
  }
}
