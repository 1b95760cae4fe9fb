import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER, serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { createCvStorage, loadBlobStoreConfig } from '@ecp/storage';
import { AssessmentsController } from './assessments/assessments.controller.js';
import { AssessmentsRepository } from './assessments/assessments.repository.js';
import { AssessmentsService, type MarketData } from './assessments/assessments.service.js';
import { CvReader } from './assessments/cv-reader.js';
import { SkillAnalysisService } from './assessments/skill-analysis.service.js';
import { CV_STORAGE, LLM_ANALYZER, MARKET_DATA } from './assessments/tokens.js';
import { createLlmAnalyzer, type CvSkillAnalyzer } from './llm/llm-analyzer.js';
import { createReferenceMarketProviders, MarketDataRegistry } from './market/index.js';

/** What a host or a test may swap: the market data (e.g. a failing provider) and the LLM analyzer. */
export interface AssessmentModuleOverrides {
  market?: MarketData;
  llm?: CvSkillAnalyzer | null;
}

@Module({})
export class AssessmentModule implements OnApplicationShutdown {
  constructor(private readonly assessments: AssessmentsService) {}

  static forRoot(deps: ServiceDependencies, overrides: AssessmentModuleOverrides = {}): DynamicModule {
    return serviceModule(AssessmentModule, 'assessment', deps, {
      controllers: [AssessmentsController],
      providers: [
        { provide: CV_STORAGE, useValue: createCvStorage(loadBlobStoreConfig(deps.env, 'assessment')) },
        {
          provide: MARKET_DATA,
          inject: [LOGGER],
          useFactory: async (logger: Logger) => overrides.market ?? new MarketDataRegistry(await createReferenceMarketProviders(), logger),
        },
        { provide: LLM_ANALYZER, useFactory: async () => (overrides.llm === undefined ? createLlmAnalyzer(deps.env) : overrides.llm) },
        AssessmentsRepository,
        SkillAnalysisService,
        CvReader,
        AssessmentsService,
      ],
    });
  }

  /** Lets background LLM refinements commit before the database closes. */
  onApplicationShutdown(): Promise<void> {
    return this.assessments.settled();
  }
}
