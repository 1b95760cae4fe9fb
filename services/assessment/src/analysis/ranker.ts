import { readFileSync } from 'node:fs';
import type { SectionKind } from './sections.js';

/** How a CV line may evidence skills (see lineRoles in skill-analyzer.ts). */
export type LineRole = 'skip' | 'title' | 'list' | 'prose';

/** One place a candidate skill is mentioned, and how stage 1 found it there. */
export interface Mention {
  line: string;
  section: SectionKind;
  role: LineRole;
  /** Through a curated phrase rule. */
  rule: boolean;
  /** Through the phrase index: the label that matched, exactly or loosely, and whether it was a short acronym. */
  label?: string;
  preferred?: boolean;
  loose?: boolean;
  acronym?: boolean;
  /** The phrase index's own filters would have dropped it here (a vaguer reading, a topic in prose, a rule's words). */
  vaguer?: boolean;
  /** Through the lexical retriever: its BM25 score, rank in the line and coverage of the concept's labels. */
  bm25?: number;
  rank?: number;
  labelCoverage?: number;
  /** Retrieved only through synonyms of the line's words. */
  synonym?: boolean;
  /** Proposed by the semantic index: the cosine of the line and the concept. */
  semantic?: number;
}

/** Everything known about one candidate concept in one document, from which the ranker scores it. */
export interface CandidateEvidence {
  kind: 'skill' | 'knowledge';
  /** ESCO reuse level: transversal, cross-sector, sector-specific, occupation-specific ('' for O*NET tools). */
  reuse: string;
  labelWords: number;
  /** The occupations the document names list the skill as essential / optional. */
  essential: boolean;
  optional: boolean;
  /** The energy occupations of the career paths list the skill. */
  sector?: boolean;
  /** What one does makes the same knowledge redundant ("maintain hydraulic systems" over "hydraulics"). */
  redundantKnowledge: boolean;
  /** How many ESCO occupations list the skill (0 for O*NET tools): the generic ones are listed by hundreds. */
  occupations: number;
  /** 0-based rank of the concept in the document by its summed retrieval score (set once all lines are read). */
  docRank?: number;
  /** Word-vector cosine of the concept and its nearest mention line, and of the concept and the whole document. */
  semLine?: number;
  semDoc?: number;
  mentions: Mention[];
}

const SECTIONS: SectionKind[] = ['skills', 'experience', 'summary', 'education', 'certifications', 'projects', 'header', 'other'];

/** The ranker's features, by name (the model file stores its weights in this order and is checked against it). */
export const FEATURES = [
  'bias', 'rule', 'preferred', 'alternative', 'acronym', 'loose', 'exact_only_vaguer', 'retrieved_only',
  'bm25', 'bm25_rank1', 'label_coverage', 'label_words', 'knowledge', 'reuse_transversal', 'reuse_cross_sector',
  'reuse_sector_specific', 'reuse_occupation_specific', 'essential', 'optional', 'redundant_knowledge',
  ...SECTIONS.map((s) => `section_${s}`), 'role_list', 'role_prose', 'role_title', 'lines', 'matched_lines',
  'rule_x_list', 'preferred_x_prose', 'knowledge_x_prose', 'synonym_only',
  'bm25_sum', 'rank1_lines', 'top_coverage', 'doc_rank', 'occupations',
  'sem_line', 'sem_doc', 'semantic_only', 'sector', 'concept_prior',
] as const;

/** The evidence a document gives a concept through retrieval, summed over its lines. */
export const bm25Sum = (c: CandidateEvidence) => c.mentions.reduce((sum, x) => sum + (x.bm25 ?? 0), 0);

/**
 * @param prior how much more often than the average candidate this concept was a real skill where stage 1 proposed
 *   it in the training data (smoothed log-odds; 0 for a concept never seen there): `SkillRanker.prior`.
 */
export function featuresOf(c: CandidateEvidence, prior = 0): number[] {
  const m = c.mentions;
  const matched = m.filter((x) => (x.rule || x.label !== undefined) && !x.vaguer);
  const any = (f: (x: Mention) => boolean | undefined) => (m.some((x) => f(x)) ? 1 : 0);
  // The mention stage 1 trusts most stands for the concept's section and role.
  const best = matched[0] ?? [...m].sort((a, b) => (b.bm25 ?? 0) - (a.bm25 ?? 0) || (b.semantic ?? 0) - (a.semantic ?? 0))[0]!;
  const bm25 = Math.max(0, ...m.map((x) => x.bm25 ?? 0));
  const values: Record<(typeof FEATURES)[number], number> = {
    bias: 1,
    rule: any((x) => x.rule && !x.vaguer),
    preferred: any((x) => x.preferred && !x.loose && !x.vaguer),
    alternative: any((x) => x.label !== undefined && !x.preferred && !x.acronym && !x.loose && !x.vaguer),
    acronym: any((x) => x.acronym && !x.vaguer),
    loose: any((x) => x.loose && !x.vaguer),
    exact_only_vaguer: matched.length === 0 && m.some((x) => x.vaguer) ? 1 : 0,
    retrieved_only: m.every((x) => !x.rule && x.label === undefined) ? 1 : 0,
    bm25: Math.min(bm25, 40) / 20,
    bm25_rank1: any((x) => x.rank === 1),
    label_coverage: Math.max(0, ...m.map((x) => x.labelCoverage ?? (x.label !== undefined ? 1 : 0))),
    label_words: Math.min(c.labelWords, 5) / 5,
    knowledge: c.kind === 'knowledge' ? 1 : 0,
    reuse_transversal: c.reuse === 't' ? 1 : 0,
    reuse_cross_sector: c.reuse === 'c' ? 1 : 0,
    reuse_sector_specific: c.reuse === 's' ? 1 : 0,
    reuse_occupation_specific: c.reuse === 'o' ? 1 : 0,
    essential: c.essential ? 1 : 0,
    optional: c.optional ? 1 : 0,
    redundant_knowledge: c.redundantKnowledge ? 1 : 0,
    ...(Object.fromEntries(SECTIONS.map((s) => [`section_${s}`, best.section === s || (s === 'other' && !SECTIONS.includes(best.section)) ? 1 : 0])) as Record<`section_${SectionKind}`, number>),
    role_list: best.role === 'list' ? 1 : 0,
    role_prose: best.role === 'prose' ? 1 : 0,
    role_title: best.role === 'title' ? 1 : 0,
    lines: Math.log1p(new Set(m.map((x) => x.line)).size) / 2,
    matched_lines: Math.log1p(new Set(matched.map((x) => x.line)).size) / 2,
    rule_x_list: any((x) => x.rule && !x.vaguer && x.role === 'list'),
    preferred_x_prose: any((x) => x.preferred && !x.vaguer && x.role === 'prose'),
    knowledge_x_prose: c.kind === 'knowledge' && best.role === 'prose' ? 1 : 0,
    synonym_only: m.every((x) => x.synonym) ? 1 : 0,
    bm25_sum: Math.log1p(bm25Sum(c)) / 4,
    rank1_lines: Math.log1p(new Set(m.filter((x) => x.rank === 1).map((x) => x.line)).size) / 2,
    top_coverage: Math.max(0, ...m.filter((x) => (x.rank ?? 99) <= 2).map((x) => x.labelCoverage ?? 0)),
    doc_rank: 1 / (1 + (c.docRank ?? 50) / 5),
    occupations: Math.log1p(c.occupations) / 7,
    sem_line: c.semLine ?? 0,
    sem_doc: c.semDoc ?? 0,
    semantic_only: m.every((x) => x.semantic !== undefined) ? 1 : 0,
    sector: c.sector ? 1 : 0,
    concept_prior: prior,
  };
  return FEATURES.map((name) => values[name] ?? 0);
}

/** One regression tree, as parallel arrays by node (feature -1: a leaf; else go left when value <= threshold). */
export interface RankerTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

/**
 * The trained decision model: logistic regression over FEATURES plus boosted trees on its margin (the
 * interactions a line cannot draw), with the F1-best threshold picked on dev CVs.
 */
export interface RankerModel {
  version: string;
  features: string[];
  weights: number[];
  trees?: RankerTree[];
  threshold: number;
  /** Per concept URI: `conceptPrior` of the training candidates (only concepts proposed at least twice there). */
  priors?: Record<string, number>;
  trainedOn: Record<string, number | string>;
}

/** Pseudo-candidates at the average rate that smooth a concept's own rate: a concept seen twice says little. */
const PRIOR_SMOOTHING = 2;

/**
 * Log-odds of a concept being gold among its candidates, smoothed toward the average rate `base`, minus the log-odds
 * of `base`: positive for concepts labellers keep ("train employees" from "trained apprentices"), negative for the
 * ones stage 1 proposes and readers reject ("project management" beside "perform project management").
 */
export function conceptPrior(gold: number, candidates: number, base: number): number {
  const rate = (gold + PRIOR_SMOOTHING * base) / (candidates + PRIOR_SMOOTHING);
  return Math.log(rate / (1 - rate)) - Math.log(base / (1 - base));
}

export const MODEL_URL = new URL('../../model/skill-ranker.json', import.meta.url);

export class SkillRanker {
  readonly model: RankerModel;

  constructor(model: RankerModel) {
    this.model = model;
    if (model.features.join() !== FEATURES.join()) throw new Error(`skill ranker model ${model.version} was trained on other features: run npm run train:analyzer`);
  }

  static load(url: URL = MODEL_URL): SkillRanker {
    return new SkillRanker(JSON.parse(readFileSync(url, 'utf8')) as RankerModel);
  }

  /** The concept's prior feature (0 when training saw too little of it). */
  prior(uri: string): number {
    return this.model.priors?.[uri] ?? 0;
  }

  /** Calibrated probability that the candidate is a skill the document evidences. */
  confidence(features: number[]): number {
    let z = 0;
    for (let i = 0; i < features.length; i++) z += features[i]! * this.model.weights[i]!;
    for (const tree of this.model.trees ?? []) z += treeValue(tree, features);
    return 1 / (1 + Math.exp(-z));
  }
}

/** A tree's output for one feature vector. */
export function treeValue(tree: RankerTree, features: readonly number[]): number {
  let node = 0;
  while (tree.feature[node]! >= 0) node = features[tree.feature[node]!]! <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
  return tree.value[node]!;
}
