import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { cvStorageProvider } from '../profile/blob-store.provider.js';
import { DataExportController } from './data-export.controller.js';
import { DataExportUseCase } from './data-export.usecase.js';
import { PrivacyResolver } from './privacy.resolver.js';

/** Privacy area: the data export (a signed link and its ZIP download) and account deletion. */
@Module({
  imports: [AuthModule],
  controllers: [DataExportController],
  providers: [PrivacyResolver, DataExportUseCase, cvStorageProvider],
})
export class PrivacyModule {}
