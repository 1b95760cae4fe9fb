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
export { createBuiltInAnalyzer, isEscoUri } from './analysis/built-in-analyzer.js';
export { TextExtractor } from './extraction/text-extractor.js';
