import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AssessmentModule } from '../assessment/assessment.module.js';
import { cvStorageProvider } from './blob-store.provider.js';
import { CvController } from './cv.controller.js';
import { CvUploadUseCase } from './cv-upload.usecase.js';
import { ProfileResolver } from './profile.resolver.js';

/** Profile area: GraphQL (myProfile, updateProfile, deleteCv) and the CV file endpoints under /api/profile/cv. */
@Module({
  // The CV flow hub: uploads announce their start and failure to the live cvFlow subscription.
  imports: [PassportModule, AssessmentModule],
  controllers: [CvController],
  providers: [ProfileResolver, CvUploadUseCase, cvStorageProvider],
})
export class ProfileModule {}
