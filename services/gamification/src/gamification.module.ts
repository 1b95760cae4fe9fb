import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { ActivitiesController } from './activities/activities.controller.js';
import { ActivityRepository } from './activities/activity.repository.js';
import { ActivityService } from './activities/activity.service.js';
import { BadgesController } from './badges/badges.controller.js';
import { BadgeRepository } from './badges/badge.repository.js';
import { BadgeService } from './badges/badge.service.js';
import { BackfillUseCase } from './progress/backfill.usecase.js';
import { GAMIFICATION_CONFIG, loadGamificationConfig } from './gamification.config.js';
import { ProgressController } from './progress/progress.controller.js';
import { ProgressRepository } from './progress/progress.repository.js';
import { ProgressService } from './progress/progress.service.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyService } from './privacy/privacy.service.js';

@Module({})
export class GamificationModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    const config = loadGamificationConfig(deps.env);
    return serviceModule(GamificationModule, 'gamification', deps, {
      controllers: [PrivacyController, BadgesController, ProgressController, ActivitiesController],
      providers: [
        PrivacyRepository, PrivacyService,
        BadgeRepository, BadgeService, ProgressRepository, ProgressService, ActivityRepository, ActivityService, BackfillUseCase,
        { provide: GAMIFICATION_CONFIG, useValue: config },
      ],
    });
  }
}
