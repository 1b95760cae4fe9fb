import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { CatalogueController } from './catalogue/catalogue.controller.js';
import { CatalogueRepository } from './catalogue/catalogue.repository.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { EnrollmentsController } from './enrollments/enrollments.controller.js';
import { EnrollmentRepository } from './enrollments/enrollment.repository.js';
import { EnrollmentService } from './enrollments/enrollment.service.js';
import { EnrollUseCase } from './enrollments/enroll.usecase.js';
import { SyncEnrollmentUseCase } from './enrollments/sync-enrollment.usecase.js';
import { EnrollmentSyncScheduler } from './enrollments/enrollment-sync.scheduler.js';
import { HeldSkillsController } from './skills/held-skills.controller.js';
import { HeldSkillsRepository } from './skills/held-skills.repository.js';
import { HeldSkillsService } from './skills/held-skills.service.js';
import { HttpLearningProvider } from './provider/http-learning-provider.js';
import { LEARNING_PROVIDER } from './provider/learning-provider.js';
import { loadTrainingConfig, TRAINING_CONFIG } from './training.config.js';

import { ProgressSnapshotController } from './progress-snapshot/progress-snapshot.controller.js';
import { ProgressSnapshotRepository } from './progress-snapshot/progress-snapshot.repository.js';
import { ProgressSnapshotService } from './progress-snapshot/progress-snapshot.service.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyService } from './privacy/privacy.service.js';
@Module({})
export class TrainingModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    const config = loadTrainingConfig(deps.env);
    return serviceModule(TrainingModule, 'training', deps, {
      controllers: [PrivacyController, CatalogueController, EnrollmentsController, HeldSkillsController, ProgressSnapshotController],
      providers: [
        PrivacyRepository, PrivacyService,
        ProgressSnapshotRepository,
        ProgressSnapshotService,
        { provide: TRAINING_CONFIG, useValue: config },
        {
          provide: LEARNING_PROVIDER,
          useValue: new HttpLearningProvider({
            baseUrl: config.LEARNING_PROVIDER_URL,
            apiKey: config.LEARNING_PROVIDER_API_KEY,
            timeoutMs: config.LEARNING_PROVIDER_TIMEOUT_MS,
            retries: config.LEARNING_PROVIDER_RETRIES,
            retryDelayMs: config.LEARNING_PROVIDER_RETRY_DELAY_MS,
          }),
        },
        CatalogueRepository,
        CatalogueService,
        EnrollmentRepository,
        EnrollmentService,
        EnrollUseCase,
        SyncEnrollmentUseCase,
        EnrollmentSyncScheduler,
        HeldSkillsRepository,
        HeldSkillsService,
      ],
    });
  }
}
