import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf, type TypedEvent } from '@ecp/contracts';
import { AnalyzeCvUseCase } from './analyze-cv.usecase.js';
import { AnalyzeUploadedCvUseCase } from './analyze-uploaded-cv.usecase.js';
import { AssessLinkedinUseCase } from './assess-linkedin.usecase.js';
import { AssessmentsService } from './assessments.service.js';
import { RunAssessmentUseCase } from './run-assessment.usecase.js';

@Controller()
export class AssessmentsController {
  constructor(
    private readonly assessments: AssessmentsService,
    private readonly analyzeCv: AnalyzeCvUseCase,
    private readonly runAssessment: RunAssessmentUseCase,
    private readonly assessLinkedin: AssessLinkedinUseCase,
    private readonly analyzeUploadedCv: AnalyzeUploadedCvUseCase,
  ) {}

  @MessagePattern('assessment.analyze-cv')
  analyze(@Payload() request: RequestOf<'assessment.analyze-cv'>) {
    return this.analyzeCv.execute(requestSchemas['assessment.analyze-cv'].request.parse(request).cvText);
  }

  @MessagePattern('assessment.run')
  run(@Payload() request: RequestOf<'assessment.run'>) {
    return this.runAssessment.execute(requestSchemas['assessment.run'].request.parse(request));
  }

  @MessagePattern('assessment.extract-linkedin-skills')
  extractLinkedinSkills(@Payload() request: RequestOf<'assessment.extract-linkedin-skills'>) {
    return this.assessLinkedin.execute(requestSchemas['assessment.extract-linkedin-skills'].request.parse(request));
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
    return this.analyzeUploadedCv.execute(event);
  }
}
