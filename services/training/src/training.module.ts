import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';

@Module({})
export class TrainingModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(TrainingModule, 'training', deps, { controllers: [], providers: [] });
  }
}
