import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { readCareerPathsFile, readTaxonomyFile } from '@ecp/reference-data';
import { SkillsModule } from './skills.module.js';
import { ReferenceDataRepository } from './taxonomy/reference-data.repository.js';

/** The skills taxonomy, user skills, career paths and career interests. */
export const skillsService: ServiceDefinition = {
  name: 'skills',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => SkillsModule.forRoot(deps),
  async loadReferenceData(database) {
    const [taxonomy, careers] = await Promise.all([readTaxonomyFile(), readCareerPathsFile()]);
    await new ReferenceDataRepository(database).loadShipped(taxonomy, careers);
  },
};
