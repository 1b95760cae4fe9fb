import { join } from 'node:path';
import { packageDir } from '@ecp/config';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { AssessmentModule } from './assessment.module.js';

/** CV text extraction, skill analysis, market data and assessments. */
export const assessmentService: ServiceDefinition = {
  name: 'assessment',
  migrationsFolder: join(packageDir('@ecp/assessment-service', import.meta.url), 'drizzle'),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => AssessmentModule.forRoot(deps),
  // Uploads are analysed a few at a time (each upload its own assessment; safe under competing consumers, see
  // AnalyzeUploadedCvUseCase; one person's still in the order they arrived), so one upload's database steps overlap
  // another's text extraction and analysis in the worker threads instead of leaving them idle.
  eventConcurrency: { 'cv.uploaded': 4 },
};
// Not the analyzer itself: importing it would load its NLP model into every process that imports this package.
export { isEscoUri } from './analysis/esco-uri.js';
export { TextExtractor } from './extraction/text-extractor.js';
