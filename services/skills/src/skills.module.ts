import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';

@Module({})
export class SkillsModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(SkillsModule, 'skills', deps, { controllers: [], providers: [] });
  }
}
