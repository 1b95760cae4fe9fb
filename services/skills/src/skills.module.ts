import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { CareersController } from './careers/careers.controller.js';
import { CareersRepository } from './careers/careers.repository.js';
import { CareersService } from './careers/careers.service.js';
import { ProgressSnapshotController } from './progress-snapshot/progress-snapshot.controller.js';
import { ProgressSnapshotRepository } from './progress-snapshot/progress-snapshot.repository.js';
import { ProgressSnapshotService } from './progress-snapshot/progress-snapshot.service.js';
import { ReferenceDataRepository } from './taxonomy/reference-data.repository.js';
import { TaxonomyService } from './taxonomy/taxonomy.service.js';
import { UserSkillsController } from './user-skills/user-skills.controller.js';
import { UserSkillsRepository } from './user-skills/user-skills.repository.js';
import { UserSkillsService } from './user-skills/user-skills.service.js';
import { KnownUsersController } from './users/known-users.controller.js';
import { KnownUsersRepository } from './users/known-users.repository.js';
import { KnownUsersService } from './users/known-users.service.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyService } from './privacy/privacy.service.js';

@Module({})
export class SkillsModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(SkillsModule, 'skills', deps, {
      controllers: [PrivacyController, KnownUsersController, UserSkillsController, CareersController, ProgressSnapshotController],
      providers: [
        PrivacyRepository, PrivacyService,
        ReferenceDataRepository, TaxonomyService,
        KnownUsersRepository, KnownUsersService,
        UserSkillsRepository, UserSkillsService,
        CareersRepository, CareersService,
        ProgressSnapshotRepository, ProgressSnapshotService,
      ],
    });
  }
}
