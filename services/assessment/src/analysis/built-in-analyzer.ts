import { readTaxonomyFile, type TaxonomyConceptRecord } from '@ecp/reference-data';
import { ConceptIndex } from './concept-index.js';
import { SkillAnalyzer } from './skill-analyzer.js';
import type { TaxonomyConcept } from './taxonomy.js';

const ESCO_BASE = 'http://data.europa.eu/esco/';

/** ESCO skills and knowledge with their full concept URIs, plus O*NET technologies (tools ESCO lacks). */
export function toTaxonomyConcepts(records: TaxonomyConceptRecord[]): TaxonomyConcept[] {
  return records
    .filter((record) => record.kind === 'skill')
    .map((record) => ({
      uri: record.source === 'esco' ? `${ESCO_BASE}${record.id}` : record.id,
      label: record.label,
      altLabels: record.alt,
      kind: record.type === 'knowledge' ? ('knowledge' as const) : ('skill' as const),
    }));
}

export const isEscoUri = (uri: string) => uri.startsWith(ESCO_BASE);

/** The analyzer over the shipped taxonomy (about 100k labels; built once per process, ~2 s). */
export async function createBuiltInAnalyzer(): Promise<SkillAnalyzer> {
  const concepts = toTaxonomyConcepts((await readTaxonomyFile()).concepts);
  return new SkillAnalyzer(new ConceptIndex(concepts), concepts);
}
