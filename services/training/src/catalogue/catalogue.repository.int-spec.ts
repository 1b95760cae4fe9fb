import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '@ecp/database';
import { trainingPrograms } from '../db/schema/index.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { programSeeds, providerSeeds } from './program-seed.js';

/** The shipped catalogue's seed on PGlite: idempotent, and a start on a current catalogue rewrites no row. */
describe('training catalogue seed (PGlite)', () => {
  let database: DatabaseHandle;
  let catalogue: CatalogueRepository;
  const stored = async () =>
    new Map((await database.db.select({ externalId: trainingPrograms.externalId, price: trainingPrograms.price, updatedAt: trainingPrograms.updatedAt }).from(trainingPrograms)).map((row) => [row.externalId, row]));

  beforeAll(async () => {
    database = await openDatabase({ engine: 'pglite', schemaName: 'training', migrationsFolder: fileURLToPath(new URL('../../drizzle', import.meta.url)) });
    catalogue = new CatalogueRepository(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('stores every program once, leaves unchanged rows alone and updates what a new seed changed', async () => {
    await catalogue.seed(providerSeeds, programSeeds);
    const first = await stored();
    expect(first.size).toBe(programSeeds.length);

    await catalogue.seed(providerSeeds, programSeeds);
    const again = await stored();
    expect(again.size).toBe(programSeeds.length);
    for (const [externalId, row] of again) expect(row.updatedAt).toEqual(first.get(externalId)!.updatedAt);

    const [changed, ...rest] = programSeeds;
    await catalogue.seed(providerSeeds, [{ ...changed!, price: changed!.price + 100 }, ...rest]);
    const updated = await stored();
    expect(updated.get(changed!.externalId)!.price).toBe(changed!.price + 100);
    expect(updated.get(changed!.externalId)!.updatedAt.getTime()).toBeGreaterThan(first.get(changed!.externalId)!.updatedAt.getTime());
    for (const seed of rest) expect(updated.get(seed.externalId)!.updatedAt).toEqual(first.get(seed.externalId)!.updatedAt);
  });
});
