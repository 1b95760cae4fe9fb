import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER, serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { CvController } from './cv/cv.controller.js';
import { CvService } from './cv/cv.service.js';
import { ProfileRepository } from './profiles/profile.repository.js';
import { ProfileService } from './profiles/profile.service.js';
import { ProfilesController } from './profiles/profiles.controller.js';
import { createCvStorage, loadBlobStoreConfig, type CvStorage } from '@ecp/storage';
import { CV_STORAGE } from './cv/cv-storage.token.js';
import { CvFilesRepository } from './cv/cv-files.repository.js';
import { CvRetentionSweeper } from './cv/cv-retention.sweeper.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyService } from './privacy/privacy.service.js';
import { loadProfileConfig, PROFILE_CONFIG } from './profile.config.js';

@Module({})
export class ProfileModule implements OnModuleInit {
  constructor(
    @Inject(CV_STORAGE) private readonly storage: CvStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(ProfileModule, 'profile', deps, {
      controllers: [ProfilesController, CvController, PrivacyController],
      providers: [
        { provide: CV_STORAGE, useValue: createCvStorage(loadBlobStoreConfig(deps.env, 'profile')) },
        { provide: PROFILE_CONFIG, useValue: loadProfileConfig(deps.env) },
        ProfileRepository,
        ProfileService,
        CvService,
        CvFilesRepository,
        CvRetentionSweeper,
        PrivacyRepository,
        PrivacyService,
      ],
    });
  }

  /** The CV bucket exists before the first upload; storage being down degrades uploads, not start-up. */
  async onModuleInit(): Promise<void> {
    await this.storage.blobs.createBucket(this.storage.bucket).catch((error: unknown) => this.logger.warn({ err: error, store: this.storage.blobs.kind }, 'could not create the CV bucket'));
  }
}
