import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';

@Module({})
export class ProfileModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(ProfileModule, 'profile', deps, { controllers: [], providers: [] });
  }
}
