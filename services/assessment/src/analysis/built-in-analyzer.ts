import { readAnalyzerTextsFile, readCareerPathsFile, readTaxonomyFile, readWordVectorsFile, type TaxonomyConceptRecord } from '@ecp/reference-data';
import { ConceptIndex } from './concept-index.js';
import { OccupationIndex } from './occupations.js';
import { SkillRanker } from './ranker.js';
import { ConceptRetriever } from './retriever.js';
import { SemanticIndex } from './semantic.js';
import { SkillAnalyzer, type ConceptFacts } from './skill-analyzer.js';
import { withTokenCache, type Token } from './tokens.js';
import type { TaxonomyConcept } from './taxonomy.js';
import { ESCO_BASE, isEscoUri } from './esco-uri.js';


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

export { isEscoUri };

// Building the indexes is synchronous work of a few seconds: the event loop gets a turn between the parts, so a
// service building its analyzer at start still answers its bus (a JetStream request left waiting several seconds
// under load times out and stops the service).
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The analyzer over the shipped taxonomy and the committed ranker model (built once per process, ~3 s). */
export async function createBuiltInAnalyzer(ranker: SkillRanker = SkillRanker.load()): Promise<SkillAnalyzer> {
  const [taxonomy, texts, wordVectors, { careerPaths }] = await Promise.all([readTaxonomyFile(), readAnalyzerTextsFile(), readWordVectorsFile(), readCareerPathsFile()]);
  const concepts = toTaxonomyConcepts(taxonomy.concepts);
  const uriOf = texts.skills.map((s) => `${ESCO_BASE}${s.id}`);
  const textOf = new Map(texts.skills.map((s, i) => [uriOf[i]!, s]));
  const listedBy = new Array<number>(texts.skills.length).fill(0);
  for (const o of texts.occupations) for (const i of [...o.essential, ...o.optional]) listedBy[i]! += 1;
  const facts = new Map<string, ConceptFacts>(texts.skills.map((s, i) => [uriOf[i]!, { reuse: s.reuse, occupations: listedBy[i]! }]));
  const conceptTexts = concepts.map((concept) => ({ concept, hidden: textOf.get(concept.uri)?.hidden ?? [], description: textOf.get(concept.uri)?.description ?? '' }));
  await yieldToEventLoop();
  // The indexes read the same labels: each is tokenized once for all of them (the cache goes with the build).
  const tokens = new Map<string, Token[]>();
  const retriever = withTokenCache(tokens, () => new ConceptRetriever(conceptTexts, new Map(Object.entries(texts.synonyms))));
  await yieldToEventLoop();
  const semantic = { index: new SemanticIndex(wordVectors, conceptTexts), byUri: new Map(concepts.map((c) => [c.uri, c])) };
  await yieldToEventLoop();
  const occupations = withTokenCache(tokens, () => new OccupationIndex(
    texts.occupations.map((o) => ({ label: o.label, alt: o.alt, essential: o.essential.map((i) => uriOf[i]!), optional: o.optional.map((i) => uriOf[i]!) })),
  ));
  // The career paths are ESCO occupations of the energy sector (named as ESCO names them).
  const pathTitles = new Set(careerPaths.map((p) => p.title.toLowerCase()));
  const sectorSkills = new Set(texts.occupations.filter((o) => pathTitles.has(o.label.toLowerCase())).flatMap((o) => [...o.essential, ...o.optional].map((i) => uriOf[i]!)));
  const index = withTokenCache(tokens, () => new ConceptIndex(concepts));
  await yieldToEventLoop();
  return new SkillAnalyzer({ sectorSkills, index, concepts, retriever, occupations, facts, ranker, semantic });
}
