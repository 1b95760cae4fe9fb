import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';

@Module({})
export class AssessmentModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(AssessmentModule, 'assessment', deps, { controllers: [], providers: [] });
  }
}
