import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FAILURE_MESSAGES } from '@ecp/contracts';
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
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveTrainingPrograms, async () => {
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
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveTrainingPrograms, async () => {
      const [row] = await this.db
        .select({ program: trainingPrograms, provider: providers })
        .from(trainingPrograms)
        .innerJoin(providers, eq(providers.id, trainingPrograms.providerId))
        .where(eq(trainingPrograms.id, id));
      return row ? { ...row.program, provider: row.provider } : undefined;
    });
  }

  /**
   * Upserts the shipped catalogue by stable ids: a re-seed updates texts and prices, never duplicates. One statement
   * per table, and a row is rewritten only when the seed changed it, so a start on a current catalogue writes nothing
   * (it ran 30 statements and rewrote every row at each start).
   */
  seed(providerSeeds: ProviderSeed[], programSeeds: ProgramSeed[]): Promise<void> {
    return withRepositoryErrors('Failed to seed training programs', () =>
      this.db.transaction(async (tx) => {
        if (providerSeeds.length > 0) {
          const providerRows = providerSeeds.map((p) => ({ id: stableId(`provider:${p.name}`), name: p.name, website: p.website }));
          await tx.insert(providers).values(providerRows).onConflictDoUpdate(upsertChanged(providers, ['name', 'website']));
        }
        if (programSeeds.length === 0) return;
        const programRows = programSeeds.map((p) => ({
          id: stableId(`program:${p.externalId}`),
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
        }));
        const seeded = Object.keys(programRows[0]!).filter((key) => key !== 'id') as (keyof typeof trainingPrograms.$inferInsert)[];
        const upsert = upsertChanged(trainingPrograms, seeded);
        await tx.insert(trainingPrograms).values(programRows).onConflictDoUpdate({ ...upsert, set: { ...upsert.set, updatedAt: sql`now()` } });
      }),
    );
  }
}

/** ON CONFLICT (id) DO UPDATE of `keys` from the proposed row, only where one of them differs from the stored row. */
function upsertChanged<T extends typeof providers | typeof trainingPrograms>(table: T, keys: readonly string[]) {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const excluded = (key: string) => sql.raw(`excluded."${columns[key]!.name}"`);
  return {
    target: table.id,
    set: Object.fromEntries(keys.map((key) => [key, excluded(key)])),
    setWhere: sql.join(keys.map((key) => sql`${columns[key]!} is distinct from ${excluded(key)}`), sql` or `),
  };
}