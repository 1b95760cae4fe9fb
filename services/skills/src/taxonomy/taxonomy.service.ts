import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { builtInSuggestions } from './suggestions.js';
import { readCareerPathsFile, readCareerPathsVersion, readTaxonomyFile, readTaxonomyVersion, type CareerPathsFile, type TaxonomyConceptRecord, type TaxonomyFile } from '@ecp/reference-data';
import { ReferenceDataRepository, type ShippedFile } from './reference-data.repository.js';
import { SkillSearchIndex, type SearchEntry, type SkillSuggestion } from './skill-search.js';

/** The shipped taxonomy and career paths: their versions now, their content when asked for. */
export async function shippedReferenceData(): Promise<{ taxonomy: ShippedFile<TaxonomyFile>; careers: ShippedFile<CareerPathsFile> }> {
  const [taxonomyVersion, careersVersion] = await Promise.all([readTaxonomyVersion(), readCareerPathsVersion()]);
  return { taxonomy: { version: taxonomyVersion, read: readTaxonomyFile }, careers: { version: careersVersion, read: readCareerPathsFile } };
}

/**
 * Owns the shipped reference data: loads the taxonomy and career paths into the database when their
 * version changed (at start), and builds the in-memory search index at its first use.
 */
@Injectable()
export class TaxonomyService implements OnModuleInit {
  private index: Promise<SkillSearchIndex> | undefined;

  constructor(
    private readonly referenceData: ReferenceDataRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const started = performance.now();
    // Only the files' versions are read unless the stored data is older: a start on a current database parses
    // nothing (the taxonomy is some 20 MB of objects once parsed).
    const { taxonomy, careers } = await shippedReferenceData();
    const { loadedTaxonomy, loadedCareers } = await this.referenceData.loadShipped(taxonomy, careers);
    this.logger.info(
      { taxonomyVersion: taxonomy.version, careerPathsVersion: careers.version, loadedTaxonomy, loadedCareers, loadMs: Math.round(performance.now() - started) },
      'skills reference data ready',
    );
  }

  async search(query: string, held: ReadonlySet<string>, limit: number): Promise<SkillSuggestion[]> {
    return (await this.searchIndex()).search(query, held, limit);
  }

  /** Resolves skill names to taxonomy concept ids (null when none matches), once the index is built. */
  async conceptResolver(): Promise<(name: string) => string | null> {
    const index = await this.searchIndex();
    return (name) => index.conceptIdFor(name);
  }

  /**
   * The search index (about 22 MB of heap, some 0.3 s to build on an idle machine) over the shipped taxonomy,
   * built at the first search or skill added rather than at start; the stored taxonomy is this file's content (its
   * version is a content hash), so it is built from the file rather than read back from the database.
   */
  private searchIndex(): Promise<SkillSearchIndex> {
    this.index ??= (async () => {
      const started = performance.now();
      const index = buildIndex((await readTaxonomyFile()).concepts);
      this.logger.info({ indexMs: Math.round(performance.now() - started), ...index.size }, 'skills search index built');
      return index;
    })().catch((error: unknown) => {
      this.index = undefined;
      throw error;
    });
    return this.index;
  }
}

/** Skill concepts (not groups) and the built-in suggestions, as search entries. */
export function buildIndex(concepts: readonly TaxonomyConceptRecord[]): SkillSearchIndex {
  const entries: SearchEntry[] = concepts
    .filter((c) => c.kind === 'skill')
    .map((c) => ({ name: c.label, conceptId: c.id, origin: c.source, synonyms: c.alt, tags: c.tags, hot: c.hot ?? false }));
  for (const name of builtInSuggestions) entries.push({ name, conceptId: null, origin: 'suggested', synonyms: [], tags: [], hot: false });
  return new SkillSearchIndex(entries);
}
