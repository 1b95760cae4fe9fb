import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER, serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { createCvStorage, loadBlobStoreConfig } from '@ecp/storage';
import { AssessmentsController } from './assessments/assessments.controller.js';
import { AssessmentsRepository } from './assessments/assessments.repository.js';
import { AnalyzeCvUseCase } from './assessments/analyze-cv.usecase.js';
import { AnalyzeUploadedCvUseCase } from './assessments/analyze-uploaded-cv.usecase.js';
import { AssessLinkedinUseCase } from './assessments/assess-linkedin.usecase.js';
import { AssessmentRecorder } from './assessments/assessment-recorder.js';
import { AssessmentReporter, type MarketData } from './assessments/assessment-reporter.js';
import { AssessmentsService } from './assessments/assessments.service.js';
import { CompleteAssessmentUseCase } from './assessments/complete-assessment.usecase.js';
import { CvReader } from './assessments/cv-reader.js';
import { RefineAssessmentUseCase } from './assessments/refine-assessment.usecase.js';
import { RunAssessmentUseCase } from './assessments/run-assessment.usecase.js';
import { SkillAnalysisService } from './assessments/skill-analysis.service.js';
import { SuggestSkillsUseCase } from './assessments/suggest-skills.usecase.js';
import { StaleAssessmentSweeper } from './assessments/stale-assessment.sweeper.js';
import { ANALYZER_OPTIONS, CV_STORAGE, LLM_ANALYZER, MARKET_DATA, STALE_SWEEP } from './assessments/tokens.js';
import { loadAssessmentConfig } from './assessment.config.js';
import { HeldSkillsController } from './held-skills/held-skills.controller.js';
import { HeldSkillsRepository } from './held-skills/held-skills.repository.js';
import { HeldSkillsService } from './held-skills/held-skills.service.js';
import { createLlmAnalyzer, type CvSkillAnalyzer } from './llm/llm-analyzer.js';
import { createReferenceMarketProviders, lazyMarketData, MarketDataRegistry } from './market/index.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyService } from './privacy/privacy.service.js';

/** What a host or a test may swap: the market data (e.g. a failing provider) and the LLM analyzer. */
export interface AssessmentModuleOverrides {
  market?: MarketData;
  llm?: CvSkillAnalyzer | null;
}

@Module({})
export class AssessmentModule implements OnApplicationShutdown {
  constructor(private readonly refinements: RefineAssessmentUseCase) {}

  static forRoot(deps: ServiceDependencies, overrides: AssessmentModuleOverrides = {}): DynamicModule {
    // Read once at boot: a bad value stops start-up with a line naming the variable.
    const config = loadAssessmentConfig(deps.env);
    return serviceModule(AssessmentModule, 'assessment', deps, {
      controllers: [PrivacyController, AssessmentsController, HeldSkillsController],
      providers: [
        PrivacyRepository, PrivacyService,
        { provide: CV_STORAGE, useValue: createCvStorage(loadBlobStoreConfig(deps.env, 'assessment')) },
        {
          provide: MARKET_DATA,
          inject: [LOGGER],
          // Built at the first assessment (see lazyMarketData).
          useFactory: (logger: Logger) => overrides.market ?? lazyMarketData(async () => new MarketDataRegistry(await createReferenceMarketProviders(), logger)),
        },
        { provide: LLM_ANALYZER, useFactory: async () => (overrides.llm === undefined ? createLlmAnalyzer(config) : overrides.llm) },
        { provide: ANALYZER_OPTIONS, useValue: { preload: config.ANALYZER_PRELOAD, idleMs: config.ANALYZER_IDLE_SECONDS * 1000 || undefined } },
        {
          provide: STALE_SWEEP,
          // Looked for every minute, or sooner when the period itself is shorter.
          useValue: { staleMs: config.ASSESSMENT_STALE_MINUTES * 60_000, intervalMs: Math.min(60_000, Math.max(1000, config.ASSESSMENT_STALE_MINUTES * 30_000)) },
        },
        StaleAssessmentSweeper,
        AssessmentsRepository,
        SkillAnalysisService,
        CvReader,
        HeldSkillsRepository,
        HeldSkillsService,
        AssessmentReporter,
        AssessmentRecorder,
        RefineAssessmentUseCase,
        CompleteAssessmentUseCase,
        AnalyzeCvUseCase,
        RunAssessmentUseCase,
        AssessLinkedinUseCase,
        AnalyzeUploadedCvUseCase,
        SuggestSkillsUseCase,
        AssessmentsService,
      ],
    });
  }

  /** Lets background LLM refinements commit before the database closes. */
  onApplicationShutdown(): Promise<void> {
    return this.refinements.settled();
  }
}
