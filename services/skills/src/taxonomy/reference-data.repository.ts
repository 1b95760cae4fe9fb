import { Inject, Injectable } from '@nestjs/common';
import { eq, notInArray, sql } from 'drizzle-orm';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { careerPaths, referenceData, taxonomyConcepts } from '../db/schema/index.js';
import type { CareerPathRecord, CareerPathsFile, TaxonomyConceptRecord, TaxonomyFile } from '@ecp/reference-data';

const CHUNK = 4000;

/** A shipped data file: its version, and the whole file, read only when the stored version differs. */
export interface ShippedFile<T> {
  version: string;
  read(): Promise<T>;
}

/** The shipped reference data in the service's tables: versioned, loaded only when the version changed. */
@Injectable()
export class ReferenceDataRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /** Brings the stored taxonomy and career paths to the shipped files' versions; says which it loaded. */
  async loadShipped(taxonomy: ShippedFile<TaxonomyFile>, careers: ShippedFile<CareerPathsFile>): Promise<{ loadedTaxonomy: boolean; loadedCareers: boolean }> {
    const loadedTaxonomy = await this.loadIfChanged('taxonomy', taxonomy.version, async (tx) => this.replaceTaxonomy(tx, (await taxonomy.read()).concepts));
    const loadedCareers = await this.loadIfChanged('career-paths', careers.version, async (tx) => this.replaceCareerPaths(tx, (await careers.read()).careerPaths));
    return { loadedTaxonomy, loadedCareers };
  }

  /**
   * Runs `load` for data set `name` unless the stored version is `version`. Serialised by an advisory
   * lock, so replicas starting together load once; returns whether it loaded.
   */
  loadIfChanged(name: string, version: string, load: (tx: AppTransaction) => Promise<void>): Promise<boolean> {
    return withRepositoryErrors(`Failed to load reference data ${name}`, () =>
      this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`skills.reference-data.${name}`}))`);
        const [stored] = await tx.select().from(referenceData).where(eq(referenceData.name, name));
        if (stored?.version === version) return false;
        await load(tx);
        await tx
          .insert(referenceData)
          .values({ name, version })
          .onConflictDoUpdate({ target: referenceData.name, set: { version, loadedAt: new Date() } });
        return true;
      }),
    );
  }

  /** Replaces the taxonomy: one statement per few thousand concepts (jsonb_to_recordset), fast on PGlite too. */
  async replaceTaxonomy(tx: AppTransaction, concepts: readonly TaxonomyConceptRecord[]): Promise<void> {
    await tx.delete(taxonomyConcepts);
    for (let i = 0; i < concepts.length; i += CHUNK) {
      const rows = concepts.slice(i, i + CHUNK).map((c) => ({
        id: c.id, kind: c.kind, label: c.label, alt_labels: c.alt, skill_type: c.type, broader: c.broader, tags: c.tags,
        source: c.source, hot: c.hot ?? false, category: c.category ?? null,
      }));
      await tx.execute(sql`
        insert into ${taxonomyConcepts} (id, kind, label, alt_labels, skill_type, broader, tags, source, hot, category)
        select id, kind, label, alt_labels, skill_type, broader, tags, source, hot, category
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(id text, kind text, label text, alt_labels text[], skill_type text, broader text[], tags text[], source text, hot boolean, category text)`);
    }
  }

  /** Upserts the career paths by their stable ids and removes paths no longer shipped (their interests go with them). */
  async replaceCareerPaths(tx: AppTransaction, paths: readonly CareerPathRecord[]): Promise<void> {
    for (const p of paths) {
      const values = {
        title: p.title, description: p.description, requiredSkills: p.requiredSkills, averageSalary: p.averageSalary,
        growthOutlook: p.growthOutlook, sector: p.sector, escoUri: p.escoUri, socCode: p.socCode, blsTitle: p.blsTitle,
        salaryBasis: p.salaryBasis, salarySource: p.salarySource, salaryYear: p.salaryYear, growthPercent: p.growthPercent,
        growthSource: p.growthSource, growthPeriod: p.growthPeriod,
      };
      await tx.insert(careerPaths).values({ id: p.id, ...values }).onConflictDoUpdate({ target: careerPaths.id, set: values });
    }
    if (paths.length) await tx.delete(careerPaths).where(notInArray(careerPaths.id, paths.map((p) => p.id)));
  }
}
