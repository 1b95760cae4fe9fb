import { randomUUID } from 'node:crypto';
import { Controller, Delete, Get, HttpCode, Inject, Post, Req, StreamableFile, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError, validationError, type ErrorCode } from '@ecp/contracts';
import { CV_UPLOAD_FAILED_MESSAGE, cvDisplayName } from '@ecp/cv-files';
import type { CvStorage } from '@ecp/storage';
import { LOGGER, type Logger } from '@ecp/logger';
import { ServiceClient } from '../graphql/service-client.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { CV_STORAGE } from './blob-store.provider.js';
import { CvFlowHub } from '../assessment/cv-flow.hub.js';
import { CvFlowState } from '../assessment/assessment.types.js';
import { CV_MULTIPART_LIMITS } from './cv-multipart.js';
import { publicAddress } from '../client-address.js';
import { CvUploadUseCase } from './cv-upload.usecase.js';
import { HttpAuthGuard } from './http-auth.guard.js';
import { RestExceptionFilter } from './rest-exception.filter.js';

/** The refusals an upload answers with their own message; anything else is 'Failed to upload CV'. */
const PERSON_FACING_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['VALIDATION_ERROR', 'RATE_LIMITED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT']);

type AuthenticatedRequest = FastifyRequest & { user: AuthenticatedUser };

/**
 * REST only for files (DEVELOPING: "REST only for file upload"): multipart upload streamed into the
 * CV store, and download / delete of the caller's own CV. The CV is always the one on the caller's
 * profile, so nobody can name another user's file.
 */
@Controller('api/profile/cv')
@UseGuards(HttpAuthGuard)
@UseFilters(RestExceptionFilter)
export class CvController {
  constructor(
    private readonly upload: CvUploadUseCase,
    private readonly services: ServiceClient,
    private readonly flow: CvFlowHub,
    @Inject(CV_STORAGE) private readonly storage: CvStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * `multipart/form-data` with one file part; answers the updated profile and the upload's id (`uploadId`), which
   * every `cvFlow` event of this upload carries (upload started/failed here, the rest from the bus).
   */
  @Post()
  @HttpCode(200)
  async uploadCv(@Req() req: AuthenticatedRequest) {
    if (!req.isMultipart()) throw validationError(CV_UPLOAD_FAILED_MESSAGE);
    // Before a byte of the body is read: uploads at once are bounded per person and in all (CvUploadUseCase.whileAdmitted).
    return this.upload.whileAdmitted(req.user.userId, req.raw, () => this.receive(req), publicAddress(req.ip));
  }

  private async receive(req: AuthenticatedRequest) {
    let part: Awaited<ReturnType<AuthenticatedRequest['file']>>;
    try {
      part = await req.file({ limits: CV_MULTIPART_LIMITS, throwFileSizeLimit: false });
    } catch (error) {
      // A body the multipart parser cannot read (no boundary, a malformed part header, too many parts): a bad request.
      this.logger.warn({ userId: req.user.userId, err: error }, 'CV upload failed: malformed multipart body');
      throw validationError(CV_UPLOAD_FAILED_MESSAGE, { reason: `malformed upload: ${error instanceof Error ? error.message : String(error)}` });
    }
    if (!part) throw validationError(CV_UPLOAD_FAILED_MESSAGE);
    const uploadId = randomUUID();
    // The name as shown everywhere (events, logs, the profile): no controls, bidi overrides or half surrogate pairs.
    const fileName = cvDisplayName(part.filename);
    // Upload started/failed happen here; completed comes from cv.uploaded, once the profile holds the file.
    const announce = (state: CvFlowState, message: string | null = null) =>
      this.flow.announce(req.user.userId, { state, uploadId, assessmentId: null, fileName, message, occurredAt: new Date() });
    announce(CvFlowState.UPLOAD_STARTED);
    try {
      return { ...(await this.upload.execute(req.user, { uploadId, fileName, stream: part.file })), uploadId };
    } catch (error) {
      // A refusal of the file or the person (too big, wrong type, too many uploads) says why; a failure on our side
      // (storage, a service, the bus) is the spec's 'Failed to upload CV', its cause kept in the log.
      const failure = error instanceof DomainError && PERSON_FACING_CODES.has(error.code)
        ? error
        : new DomainError(error instanceof DomainError ? error.code : 'SERVICE_ERROR', CV_UPLOAD_FAILED_MESSAGE, { cause: error instanceof Error ? error.message : String(error) });
      // Every failed upload at warn level, with why (a refusal's reason is in the details).
      this.logger.warn({ userId: req.user.userId, uploadId, fileName, message: failure.message, ...(error instanceof DomainError ? { code: error.code, details: error.details } : { err: error }) }, 'CV upload failed');
      announce(CvFlowState.UPLOAD_FAILED, failure.message);
      throw failure;
    }
  }

  @Get()
  async downloadCv(@Req() req: AuthenticatedRequest): Promise<StreamableFile> {
    const profile = await this.services.request('profile.get', { userId: req.user.userId }, req.user);
    if (!profile.cvFilePath) throw new DomainError('NOT_FOUND', 'No CV uploaded');
    const stream = await this.storage.blobs.download(this.storage.bucket, profile.cvFilePath);
    const name = profile.cvFileName ?? 'cv';
    return new StreamableFile(stream, {
      type: profile.cvContentType ?? 'application/octet-stream',
      disposition: `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      ...(profile.cvSizeBytes ? { length: profile.cvSizeBytes } : {}),
    });
  }

  @Delete()
  async deleteCv(@Req() req: AuthenticatedRequest) {
    return this.services.request('profile.delete-cv', { userId: req.user.userId }, req.user);
  }
}
