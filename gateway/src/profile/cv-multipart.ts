import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CV_MAX_BYTES } from '@ecp/cv-files';

/** Multipart parsing for the CV endpoint: streaming only (nothing buffered or attached to the body), one file at most. */
export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart as never, { limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, parts: 11 }, throwFileSizeLimit: false });
}
