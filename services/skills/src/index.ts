import { join } from 'node:path';
import { packageDir } from '@ecp/config';
import type { ServiceDefinition } from '@ecp/runtime';
import { inbox, outbox } from './db/schema/index.js';
import { SkillsModule } from './skills.module.js';
import { ReferenceDataRepository } from './taxonomy/reference-data.repository.js';
import { shippedReferenceData } from './taxonomy/taxonomy.service.js';

/** The skills taxonomy, user skills, career paths and career interests. */
export const skillsService: ServiceDefinition = {
  name: 'skills',
  migrationsFolder: join(packageDir('@ecp/skills-service', import.meta.url), 'drizzle'),
  outboxTable: outbox,
  inboxTable: inbox,
  module: (deps) => SkillsModule.forRoot(deps),
  async loadReferenceData(database) {
    const { taxonomy, careers } = await shippedReferenceData();
    await new ReferenceDataRepository(database).loadShipped(taxonomy, careers);
  },
};
