import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { builtInSuggestions } from './suggestions.js';
import { readCareerPathsFile, readTaxonomyFile } from './reference-data.files.js';
import { ReferenceDataRepository } from './reference-data.repository.js';
import { SkillSearchIndex, type SearchEntry, type SkillSuggestion } from './skill-search.js';

/**
 * Owns the shipped reference data: loads the taxonomy and career paths into the database when their
 * version changed, then builds the in-memory search index from the database.
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
    const loadedTaxonomy = await this.referenceData.loadIfChanged('taxonomy', taxonomy.version, (tx) => this.referenceData.replaceTaxonomy(tx, taxonomy.concepts));
    const loadedCareers = await this.referenceData.loadIfChanged('career-paths', careers.version, (tx) => this.referenceData.replaceCareerPaths(tx, careers.careerPaths));
    const loaded = performance.now();
    this.index = await this.buildIndex();
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

  private async buildIndex(): Promise<SkillSearchIndex> {
    const concepts = await this.referenceData.listSkillConcepts();
    const entries: SearchEntry[] = concepts.map((c) => ({ name: c.label, conceptId: c.id, origin: c.source, synonyms: c.altLabels, tags: c.tags, hot: c.hot }));
    for (const name of builtInSuggestions) entries.push({ name, conceptId: null, origin: 'suggested', synonyms: [], tags: [], hot: false });
    return new SkillSearchIndex(entries);
  }

  private requireIndex(): SkillSearchIndex {
    if (!this.index) throw new Error('The skills taxonomy is not loaded yet');
    return this.index;
  }
}
