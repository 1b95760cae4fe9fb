import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { cvStorageProvider } from './blob-store.provider.js';
import { CvController } from './cv.controller.js';
import { CvUploadUseCase } from './cv-upload.usecase.js';
import { ProfileResolver } from './profile.resolver.js';

/** Profile area: GraphQL (myProfile, updateProfile, deleteCv) and the CV file endpoints under /api/profile/cv. */
@Module({
  imports: [PassportModule],
  controllers: [CvController],
  providers: [ProfileResolver, CvUploadUseCase, cvStorageProvider],
})
export class ProfileModule {}
