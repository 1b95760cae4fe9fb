import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { AssessmentModule } from './assessment.module.js';

/** CV text extraction, skill analysis, market data and assessments. */
export const assessmentService: ServiceDefinition = {
  name: 'assessment',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => AssessmentModule.forRoot(deps),
};
// Not the analyzer itself: importing it would load its NLP model into every process that imports this package.
export { isEscoUri } from './analysis/esco-uri.js';
export { TextExtractor } from './extraction/text-extractor.js';
