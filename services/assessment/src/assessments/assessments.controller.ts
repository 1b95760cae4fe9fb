import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData, TypedEvent } from '@ecp/contracts';
import { AnalyzeCvUseCase } from './analyze-cv.usecase.js';
import { AnalyzeUploadedCvUseCase } from './analyze-uploaded-cv.usecase.js';
import { AssessLinkedinUseCase } from './assess-linkedin.usecase.js';
import { AssessmentsService } from './assessments.service.js';
import { RunAssessmentUseCase } from './run-assessment.usecase.js';
import { SkillAnalysisService } from './skill-analysis.service.js';
import { SuggestSkillsUseCase } from './suggest-skills.usecase.js';

@Controller()
export class AssessmentsController {
  constructor(
    private readonly assessments: AssessmentsService,
    private readonly analyzeCv: AnalyzeCvUseCase,
    private readonly runAssessment: RunAssessmentUseCase,
    private readonly assessLinkedin: AssessLinkedinUseCase,
    private readonly analyzeUploadedCv: AnalyzeUploadedCvUseCase,
    private readonly suggestSkills: SuggestSkillsUseCase,
    private readonly analysis: SkillAnalysisService,
  ) {}

  @MessagePattern('assessment.analyze-cv')
  analyze(@Payload() request: RequestData<'assessment.analyze-cv'>) {
    return this.analyzeCv.execute(request);
  }

  @MessagePattern('assessment.run')
  run(@Payload() request: RequestData<'assessment.run'>) {
    return this.runAssessment.execute(request);
  }

  @MessagePattern('assessment.extract-linkedin-skills')
  extractLinkedinSkills(@Payload() request: RequestData<'assessment.extract-linkedin-skills'>) {
    return this.assessLinkedin.execute(request);
  }

  /** Asked by every screen with a CV upload: the analyzer gets ready for the upload that may follow. */
  @MessagePattern('assessment.latest')
  async latest(@Payload() request: RequestData<'assessment.latest'>) {
    this.analysis.prepare();
    return { assessment: await this.assessments.latest(request.userId) };
  }

  @MessagePattern('assessment.upload-analysis')
  async uploadAnalysis(@Payload() request: RequestData<'assessment.upload-analysis'>) {
    return { analysis: await this.assessments.uploadAnalysis(request.userId, request.uploadId) };
  }

  @MessagePattern('assessment.history')
  async history(@Payload() request: RequestData<'assessment.history'>) {
    return { entries: await this.assessments.history(request.userId) };
  }

  @MessagePattern('assessment.suggest-skills')
  suggest(@Payload() request: RequestData<'assessment.suggest-skills'>) {
    return this.suggestSkills.execute(request);
  }

  @EventPattern('cv.uploaded')
  onCvUploaded(@Payload() event: TypedEvent<'cv.uploaded'>) {
    return this.analyzeUploadedCv.execute(event);
  }
}
