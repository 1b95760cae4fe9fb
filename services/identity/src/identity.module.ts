import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountRepository } from './accounts/account.repository.js';
import { AccountService } from './accounts/account.service.js';
import { TokenService } from './tokens/token.service.js';
import { IDENTITY_CONFIG, loadIdentityConfig } from './identity.config.js';

@Module({})
export class IdentityModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(IdentityModule, 'identity', deps, {
      controllers: [AccountsController],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: loadIdentityConfig(deps.env) },
        AccountRepository,
        AccountService,
        TokenService,
      ],
    });
  }
}
