import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LOGGER, type Logger } from '@ecp/logger';
import { MESSAGE_BUS, type MessageBus } from '@ecp/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway.config.js';
import { graphqlModule } from './graphql/graphql-engine.js';
import { ServiceClient } from './graphql/service-client.js';
import { GraphqlExceptionFilter } from './errors/graphql-exception.filter.js';
import { HealthController } from './health/health.controller.js';
import { MetricsController } from './health/metrics.js';
import { AsyncApiController } from './partner/asyncapi.controller.js';
import { AuthModule } from './auth/auth.module.js';
import { BadgesModule } from './badges/badges.module.js';
import { TrainingModule } from './training/training.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { SkillsModule } from './skills/skills.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AssessmentModule } from './assessment/assessment.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';

/** What every feature module may inject: config, bus, logger and the typed service client. */
@Global()
@Module({})
class GatewayCoreModule {
  static forRoot(deps: { config: GatewayConfig; bus: MessageBus; logger: Logger }): DynamicModule {
    const providers = [
      { provide: GATEWAY_CONFIG, useValue: deps.config },
      { provide: MESSAGE_BUS, useValue: deps.bus },
      { provide: LOGGER, useValue: deps.logger },
      ServiceClient,
    ];
    return { module: GatewayCoreModule, providers, exports: providers };
  }
}

/** One feature module per area (resolvers of one service's API); add yours to `imports`. */
@Module({})
export class GatewayModule {
  static forRoot(deps: { config: GatewayConfig; bus: MessageBus; logger: Logger }): DynamicModule {
    return {
      module: GatewayModule,
      imports: [GatewayCoreModule.forRoot(deps), graphqlModule(deps.config), AuthModule, AdminModule, AssessmentModule, BadgesModule, ProfileModule, PrivacyModule, SkillsModule, TrainingModule],
      controllers: [HealthController, MetricsController, AsyncApiController],
      providers: [{ provide: APP_FILTER, useClass: GraphqlExceptionFilter }],
    };
  }
}
