import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CV_MAX_BYTES } from '@ecp/cv-files';

/**
 * What one CV upload's body may hold: one file of at most 10 MB, and a few small fields (the SPA sends none; each
 * value is cut at 1 KB, where the parser's default, 1 MB, let ten fields hold 10 MB in memory).
 */
export const CV_MULTIPART_LIMITS = { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } as const;

/** Multipart parsing for the CV endpoint: streaming only (nothing buffered or attached to the body), one file at most. */
export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart as never, { limits: CV_MULTIPART_LIMITS, throwFileSizeLimit: false });
}
