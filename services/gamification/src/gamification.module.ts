import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { BadgesController } from './badges/badges.controller.js';
import { BadgeRepository } from './badges/badge.repository.js';
import { BadgeService } from './badges/badge.service.js';

@Module({})
export class GamificationModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(GamificationModule, 'gamification', deps, {
      controllers: [BadgesController],
      providers: [BadgeRepository, BadgeService],
    });
  }
}
