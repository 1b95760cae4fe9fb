import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '@ecp/database';
import { withRepositoryErrors } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { providers, trainingPrograms } from '../db/schema/index.js';
import type { ProgramSeed, ProviderSeed } from './program-seed.js';
import { stableId } from './stable-id.js';

export type ProgramRow = typeof trainingPrograms.$inferSelect & { provider: typeof providers.$inferSelect };

@Injectable()
export class CatalogueRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  listActive(): Promise<ProgramRow[]> {
    return withRepositoryErrors('Failed to retrieve training programs', async () => {
      const rows = await this.db
        .select({ program: trainingPrograms, provider: providers })
        .from(trainingPrograms)
        .innerJoin(providers, eq(providers.id, trainingPrograms.providerId))
        .where(eq(trainingPrograms.isActive, true))
        .orderBy(asc(trainingPrograms.title));
      return rows.map((r) => ({ ...r.program, provider: r.provider }));
    });
  }

  findById(id: string): Promise<ProgramRow | undefined> {
    return withRepositoryErrors('Failed to retrieve training programs', async () => {
      const [row] = await this.db
        .select({ program: trainingPrograms, provider: providers })
        .from(trainingPrograms)
        .innerJoin(providers, eq(providers.id, trainingPrograms.providerId))
        .where(eq(trainingPrograms.id, id));
      return row ? { ...row.program, provider: row.provider } : undefined;
    });
  }

  /** Upserts the shipped catalogue by stable ids: a re-seed updates texts and prices, never duplicates. */
  seed(providerSeeds: ProviderSeed[], programSeeds: ProgramSeed[]): Promise<void> {
    return withRepositoryErrors('Failed to seed training programs', () =>
      this.db.transaction(async (tx) => {
        for (const p of providerSeeds) {
          await tx
            .insert(providers)
            .values({ id: stableId(`provider:${p.name}`), name: p.name, website: p.website })
            .onConflictDoUpdate({ target: providers.id, set: { name: p.name, website: p.website } });
        }
        for (const p of programSeeds) {
          const values = {
            title: p.title,
            providerId: stableId(`provider:${p.provider}`),
            deliveryMethod: p.deliveryMethod,
            description: p.description,
            duration: p.duration,
            level: p.level,
            targetSkills: p.targetSkills,
            prerequisites: p.prerequisites,
            price: p.price,
            currency: p.currency ?? 'USD',
            capacity: p.capacity,
            externalId: p.externalId,
            url: null,
            certificationOffered: p.certificationOffered,
            isActive: p.isActive ?? true,
            metadata: { modules: p.modules.length, source: 'catalogue seed; target skills: ESCO v1.1.1 labels' },
          };
          await tx
            .insert(trainingPrograms)
            .values({ id: stableId(`program:${p.externalId}`), ...values })
            .onConflictDoUpdate({ target: trainingPrograms.id, set: { ...values, updatedAt: sql`now()` } });
        }
      }),
    );
  }
}
