import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { builtInSuggestions } from './suggestions.js';
import { readCareerPathsFile, readTaxonomyFile, type TaxonomyConceptRecord } from '@ecp/reference-data';
import { ReferenceDataRepository } from './reference-data.repository.js';
import { SkillSearchIndex, type SearchEntry, type SkillSuggestion } from './skill-search.js';

/**
 * Owns the shipped reference data: loads the taxonomy and career paths into the database when their
 * version changed, then builds the in-memory search index.
 */
@Injectable()
export class TaxonomyService implements OnModuleInit {
  private index: SkillSearchIndex | undefined;

  constructor(
    private readonly referenceData: ReferenceDataRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const started = performance.now();
    const [taxonomy, careers] = await Promise.all([readTaxonomyFile(), readCareerPathsFile()]);
    const { loadedTaxonomy, loadedCareers } = await this.referenceData.loadShipped(taxonomy, careers);
    const loaded = performance.now();
    // The stored taxonomy is this file's content (its version is a content hash), so the index is built
    // from the parsed file rather than read back from the database, which would double start-up time.
    this.index = buildIndex(taxonomy.concepts);
    this.logger.info(
      { taxonomyVersion: taxonomy.version, careerPathsVersion: careers.version, loadedTaxonomy, loadedCareers, loadMs: Math.round(loaded - started), indexMs: Math.round(performance.now() - loaded), ...this.index.size },
      'skills reference data ready',
    );
  }

  search(query: string, held: ReadonlySet<string>, limit: number): SkillSuggestion[] {
    return this.requireIndex().search(query, held, limit);
  }

  conceptIdFor(name: string): string | null {
    return this.requireIndex().conceptIdFor(name);
  }

  private requireIndex(): SkillSearchIndex {
    if (!this.index) throw new Error('The skills taxonomy is not loaded yet');
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
