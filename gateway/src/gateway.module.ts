import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import type { MessageBus } from '@ecp/messaging';
import type { Logger } from '@ecp/logger';
import { LOGGER, MESSAGE_BUS } from '@ecp/runtime';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway.config.js';
import { graphqlModule } from './graphql/graphql-engine.js';
import { ServiceClient } from './graphql/service-client.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { BadgesResolver } from './badges/badges.resolver.js';
import { GraphqlExceptionFilter } from './errors/graphql-exception.filter.js';
import { HealthController } from './health/health.controller.js';
import { MetricsController } from './health/metrics.js';

@Module({})
export class GatewayModule {
  static forRoot(deps: { config: GatewayConfig; bus: MessageBus; logger: Logger }): DynamicModule {
    return {
      module: GatewayModule,
      imports: [PassportModule, graphqlModule(deps.config)],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: MESSAGE_BUS, useValue: deps.bus },
        { provide: LOGGER, useValue: deps.logger },
        { provide: APP_FILTER, useClass: GraphqlExceptionFilter },
        ServiceClient,
        JwtStrategy,
        AuthResolver,
        BadgesResolver,
      ],
    };
  }
}
