import { ConceptIndex } from '../src/analysis/concept-index.js';
import { OccupationIndex, type OccupationRecord } from '../src/analysis/occupations.js';
import { FEATURES, SkillRanker } from '../src/analysis/ranker.js';
import { ConceptRetriever } from '../src/analysis/retriever.js';
import { SkillAnalyzer } from '../src/analysis/skill-analyzer.js';
import type { TaxonomyConcept } from '../src/analysis/taxonomy.js';

/**
 * A ranker that trusts exactly stage 1's own reading: a candidate passes when a curated phrase or the phrase index
 * found it (not a vaguer reading) and no skill in the CV makes it redundant; retrieval alone never passes. With it,
 * unit tests pin down what stage 1 proposes and marks, independent of the trained weights.
 */
export function trustingRanker(): SkillRanker {
  const weight: Partial<Record<(typeof FEATURES)[number], number>> = { bias: -3, rule: 6, preferred: 6, alternative: 6, loose: 6, acronym: 6, redundant_knowledge: -12 };
  return new SkillRanker({ version: 'trusting', features: [...FEATURES], weights: FEATURES.map((f) => weight[f] ?? 0), threshold: 0.5, trainedOn: {} });
}

/** The analyzer over a small hand-made taxonomy (and occupations), with the given ranker. */
export function analyzerOver(taxonomy: TaxonomyConcept[], ranker = trustingRanker(), occupations: OccupationRecord[] = []): SkillAnalyzer {
  return new SkillAnalyzer({
    index: new ConceptIndex(taxonomy),
    concepts: taxonomy,
    retriever: new ConceptRetriever(taxonomy.map((concept) => ({ concept, hidden: [], description: '' }))),
    occupations: new OccupationIndex(occupations),
    facts: new Map(),
    ranker,
  });
}
