// Run by the host's build (package.json): dumps embedded mode's migrated database with its reference data to
// dist/pglite-snapshot.tar.gz, which a fresh start unpacks (database-snapshot.ts).
import 'reflect-metadata';
import { createLogger } from '@ecp/logger';
import { buildDatabaseSnapshot, DATABASE_SNAPSHOT } from './database-snapshot.js';
import { allServices } from './embedded.js';

const logger = createLogger('snapshot');
const started = Date.now();
const bytes = await buildDatabaseSnapshot(allServices, DATABASE_SNAPSHOT, logger);
logger.info({ file: DATABASE_SNAPSHOT, bytes, ms: Date.now() - started }, 'embedded database snapshot built');
