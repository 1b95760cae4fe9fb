import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf, type TypedEvent } from '@ecp/contracts';
import { AssessmentsService } from './assessments.service.js';

@Controller()
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @MessagePattern('assessment.analyze-cv')
  analyzeCv(@Payload() request: RequestOf<'assessment.analyze-cv'>) {
    return this.assessments.analyzeCv(requestSchemas['assessment.analyze-cv'].request.parse(request).cvText);
  }

  @MessagePattern('assessment.run')
  run(@Payload() request: RequestOf<'assessment.run'>) {
    const { userId, cvText, assessmentType } = requestSchemas['assessment.run'].request.parse(request);
    return this.assessments.run(userId, cvText, assessmentType);
  }

  @MessagePattern('assessment.extract-linkedin-skills')
  extractLinkedinSkills(@Payload() request: RequestOf<'assessment.extract-linkedin-skills'>) {
    const { userId, linkedinData } = requestSchemas['assessment.extract-linkedin-skills'].request.parse(request);
    return this.assessments.assessLinkedin(userId, linkedinData);
  }

  @MessagePattern('assessment.latest')
  async latest(@Payload() request: RequestOf<'assessment.latest'>) {
    return { assessment: await this.assessments.latest(requestSchemas['assessment.latest'].request.parse(request).userId) };
  }

  @MessagePattern('assessment.history')
  async history(@Payload() request: RequestOf<'assessment.history'>) {
    return { entries: await this.assessments.history(requestSchemas['assessment.history'].request.parse(request).userId) };
  }

  @EventPattern('cv.uploaded')
  onCvUploaded(@Payload() event: TypedEvent<'cv.uploaded'>) {
    return this.assessments.onCvUploaded(event);
  }
}
