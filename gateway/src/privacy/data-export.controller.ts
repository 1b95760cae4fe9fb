import { Controller, Get, Inject, Param, Req, StreamableFile, UseFilters } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@ecp/contracts';
import { SessionCheck } from '../auth/session-check.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { DataExportExceptionFilter } from './data-export-exception.filter.js';
import { DataExportUseCase } from './data-export.usecase.js';
import { ExportLinkSigner, readExportCookie } from './export-link.js';

export const EXPORT_LINK_INVALID_MESSAGE = 'This download link has expired. Please request your data again.';

/**
 * The download behind `requestDataExport`'s link. The signed token is the authorisation (a plain link the browser
 * can follow), so it names the user and the session that asked, expires within minutes, opens only with the
 * `ecp_export` cookie of the browser that asked for it and only while that session is live (another person holding
 * the link, or the same browser after a sign-out, gets the expired-link message). A browser that followed the link
 * and met an error is sent back to /profile to be told (DataExportExceptionFilter).
 */
@Controller('api/privacy/export')
@UseFilters(DataExportExceptionFilter)
export class DataExportController {
  private readonly links: ExportLinkSigner;

  constructor(
    private readonly dataExport: DataExportUseCase,
    private readonly sessions: SessionCheck,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.links = new ExportLinkSigner(config.JWT_SECRET, config.JWT_SECRET_PREVIOUS);
  }

  @Get(':token')
  async download(@Param('token') token: string, @Req() request: FastifyRequest): Promise<StreamableFile> {
    const link = this.links.verify(token, readExportCookie(request));
    if (!link || !(await this.sessions.isActive(link.userId, link.sessionId))) throw new DomainError('UNAUTHENTICATED', EXPORT_LINK_INVALID_MESSAGE);
    const { zip, fileName } = await this.dataExport.execute(link.userId);
    // A view of the ZIP's bytes, not a copy: an export can be tens of megabytes.
    return new StreamableFile(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), { type: 'application/zip', disposition: `attachment; filename="${fileName}"`, length: zip.byteLength });
  }
}
