import { readFileSync } from 'node:fs';
import type { SectionKind } from './sections.js';

/** How a CV line may evidence skills (see lineRoles in skill-analyzer.ts). */
export type LineRole = 'skip' | 'title' | 'list' | 'prose';

/** One place a candidate skill is mentioned, and how stage 1 found it there. */
export interface Mention {
  line: string;
  /** The place of the CV line it is on (SectionedLine.at), which its evidence quote is read around. */
  at?: number;
  section: SectionKind;
  role: LineRole;
  /** Through a curated phrase rule. */
  rule: boolean;
  /** The characters of `line` a curated phrase or a label matched: the sentence they are in is its evidence's quote. */
  span?: [number, number];
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
  /** How well the concept fits the occupations the document's surely-said skills point to (OccupationIndex.fit). */
  occupationFit?: number;
  occupationSupport?: number;
  /** How much of its label the concept's best mention line says, word by word (SemanticIndex.alignment). */
  semAlign?: number;
  /** How much of that line the label accounts for, word by word. */
  semCovered?: number;
  mentions: Mention[];
}

const SECTIONS: SectionKind[] = ['skills', 'experience', 'summary', 'education', 'certifications', 'projects', 'header', 'other'];

/** The ranker's features, by name (the model file stores its weights in this order and is checked against it). */
const LEADING = [
  'bias', 'rule', 'preferred', 'alternative', 'acronym', 'loose', 'exact_only_vaguer', 'retrieved_only',
  'bm25', 'bm25_rank1', 'label_coverage', 'label_words', 'knowledge', 'reuse_transversal', 'reuse_cross_sector',
  'reuse_sector_specific', 'reuse_occupation_specific', 'essential', 'optional', 'redundant_knowledge',
] as const;
const TRAILING = [
  'role_list', 'role_prose', 'role_title', 'lines', 'matched_lines',
  'rule_x_list', 'preferred_x_prose', 'knowledge_x_prose', 'synonym_only',
  'bm25_sum', 'rank1_lines', 'top_coverage', 'doc_rank', 'occupations',
  'sem_line', 'sem_doc', 'semantic_only', 'sector', 'concept_prior',
  'occupation_fit', 'occupation_support', 'sem_align', 'sem_covered',
] as const;
export const FEATURES: readonly string[] = [...LEADING, ...SECTIONS.map((s) => `section_${s}`), ...TRAILING];

// Each feature's place in the vector, so featuresOf writes the vector directly.
type FeatureName = (typeof LEADING)[number] | `section_${(typeof SECTIONS)[number]}` | (typeof TRAILING)[number];
const AT = Object.fromEntries(FEATURES.map((name, i) => [name, i])) as Record<FeatureName, number>;

const addOnce = (list: string[], item: string) => {
  if (!list.includes(item)) list.push(item);
};

/** The evidence a document gives a concept through retrieval, summed over its lines. */
export const bm25Sum = (c: CandidateEvidence) => c.mentions.reduce((sum, x) => sum + (x.bm25 ?? 0), 0);

/**
 * @param prior how much more often than the average candidate this concept was a real skill where stage 1 proposed
 *   it in the training data (smoothed log-odds; 0 for a concept never seen there): `SkillRanker.prior`.
 */
export function featuresOf(c: CandidateEvidence, prior = 0): number[] {
  const m = c.mentions;
  // One pass over the mentions, no closures or spreads: this runs for each of a CV's ~1,000 candidates.
  let rule = 0, preferred = 0, alternative = 0, acronym = 0, loose = 0, vaguer = 0, rank1 = 0, ruleList = 0, preferredProse = 0;
  let retrievedOnly = 1, synonymOnly = 1, semanticOnly = 1;
  let bm25 = 0, coverage = 0, topCoverage = 0, sum = 0;
  let matched: Mention | undefined;
  // Else the mention with the best retrieval score, then semantic score (the first of equals).
  let scored = m[0]!;
  // Most candidates have one or two mentions: arrays count their distinct lines cheaper than sets.
  const lines: string[] = [];
  const matchedLines: string[] = [];
  const rank1Lines: string[] = [];
  for (const x of m) {
    const isMatched = (x.rule || x.label !== undefined) && !x.vaguer;
    if (isMatched) {
      matched ??= x;
      addOnce(matchedLines, x.line);
    }
    if (x.rule && !x.vaguer) {
      rule = 1;
      if (x.role === 'list') ruleList = 1;
    }
    if (x.preferred && !x.loose && !x.vaguer) preferred = 1;
    if (x.label !== undefined && !x.preferred && !x.acronym && !x.loose && !x.vaguer) alternative = 1;
    if (x.acronym && !x.vaguer) acronym = 1;
    if (x.loose && !x.vaguer) loose = 1;
    if (x.vaguer) vaguer = 1;
    if (x.rule || x.label !== undefined) retrievedOnly = 0;
    if (x.rank === 1) {
      rank1 = 1;
      addOnce(rank1Lines, x.line);
    }
    if (x.preferred && !x.vaguer && x.role === 'prose') preferredProse = 1;
    if (!x.synonym) synonymOnly = 0;
    if (x.semantic === undefined) semanticOnly = 0;
    bm25 = Math.max(bm25, x.bm25 ?? 0);
    coverage = Math.max(coverage, x.labelCoverage ?? (x.label !== undefined ? 1 : 0));
    if ((x.rank ?? 99) <= 2) topCoverage = Math.max(topCoverage, x.labelCoverage ?? 0);
    // The same sum, in the same order, as bm25Sum.
    sum += x.bm25 ?? 0;
    const score = x.bm25 ?? 0;
    const bestScore = scored.bm25 ?? 0;
    if (score > bestScore || (score === bestScore && (x.semantic ?? 0) > (scored.semantic ?? 0))) scored = x;
    addOnce(lines, x.line);
  }
  // The mention stage 1 trusts most stands for the concept's section and role.
  const best = matched ?? scored;
  const section = SECTIONS.includes(best.section) ? best.section : 'other';
  const f = new Array<number>(FEATURES.length).fill(0);
  f[AT.bias] = 1;
  f[AT.rule] = rule;
  f[AT.preferred] = preferred;
  f[AT.alternative] = alternative;
  f[AT.acronym] = acronym;
  f[AT.loose] = loose;
  f[AT.exact_only_vaguer] = !matched && vaguer ? 1 : 0;
  f[AT.retrieved_only] = retrievedOnly;
  f[AT.bm25] = Math.min(bm25, 40) / 20;
  f[AT.bm25_rank1] = rank1;
  f[AT.label_coverage] = coverage;
  f[AT.label_words] = Math.min(c.labelWords, 5) / 5;
  f[AT.knowledge] = c.kind === 'knowledge' ? 1 : 0;
  f[AT.reuse_transversal] = c.reuse === 't' ? 1 : 0;
  f[AT.reuse_cross_sector] = c.reuse === 'c' ? 1 : 0;
  f[AT.reuse_sector_specific] = c.reuse === 's' ? 1 : 0;
  f[AT.reuse_occupation_specific] = c.reuse === 'o' ? 1 : 0;
  f[AT.essential] = c.essential ? 1 : 0;
  f[AT.optional] = c.optional ? 1 : 0;
  f[AT.redundant_knowledge] = c.redundantKnowledge ? 1 : 0;
  f[AT.section_skills] = section === 'skills' ? 1 : 0;
  f[AT.section_experience] = section === 'experience' ? 1 : 0;
  f[AT.section_summary] = section === 'summary' ? 1 : 0;
  f[AT.section_education] = section === 'education' ? 1 : 0;
  f[AT.section_certifications] = section === 'certifications' ? 1 : 0;
  f[AT.section_projects] = section === 'projects' ? 1 : 0;
  f[AT.section_header] = section === 'header' ? 1 : 0;
  f[AT.section_other] = section === 'other' ? 1 : 0;
  f[AT.role_list] = best.role === 'list' ? 1 : 0;
  f[AT.role_prose] = best.role === 'prose' ? 1 : 0;
  f[AT.role_title] = best.role === 'title' ? 1 : 0;
  f[AT.lines] = Math.log1p(lines.length) / 2;
  f[AT.matched_lines] = Math.log1p(matchedLines.length) / 2;
  f[AT.rule_x_list] = ruleList;
  f[AT.preferred_x_prose] = preferredProse;
  f[AT.knowledge_x_prose] = c.kind === 'knowledge' && best.role === 'prose' ? 1 : 0;
  f[AT.synonym_only] = synonymOnly;
  f[AT.bm25_sum] = Math.log1p(sum) / 4;
  f[AT.rank1_lines] = Math.log1p(rank1Lines.length) / 2;
  f[AT.top_coverage] = topCoverage;
  f[AT.doc_rank] = 1 / (1 + (c.docRank ?? 50) / 5);
  f[AT.occupations] = Math.log1p(c.occupations) / 7;
  f[AT.sem_line] = c.semLine ?? 0;
  f[AT.sem_doc] = c.semDoc ?? 0;
  f[AT.semantic_only] = semanticOnly;
  f[AT.sector] = c.sector ? 1 : 0;
  f[AT.concept_prior] = prior;
  f[AT.occupation_fit] = c.occupationFit ?? 0;
  f[AT.occupation_support] = Math.min(c.occupationSupport ?? 0, 10) / 10;
  f[AT.sem_align] = c.semAlign ?? 0;
  f[AT.sem_covered] = c.semCovered ?? 0;
  return f;
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
  /**
   * The share of the dev CVs' gold skills stage 1 proposes at all: with it, each document keeps the candidates of
   * best expected F1 (expectedF1Cut) instead of those above `threshold`.
   */
  stage1Recall?: number;
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
  // The model flattened for scoring (about a thousand candidates per CV): the weights and every tree's nodes in typed
  // arrays, children as indexes into them, each tree from its root; the priors in a map.
  private readonly weights: Float64Array;
  private readonly roots: Int32Array;
  private readonly feature: Int32Array;
  private readonly threshold: Float64Array;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly value: Float64Array;
  private readonly priors: ReadonlyMap<string, number>;

  constructor(model: RankerModel) {
    this.model = model;
    if (model.features.join() !== FEATURES.join()) throw new Error(`skill ranker model ${model.version} was trained on other features: run npm run train:analyzer`);
    this.weights = Float64Array.from(model.weights);
    const trees = model.trees ?? [];
    const nodes = trees.reduce((n, t) => n + t.feature.length, 0);
    [this.roots, this.feature, this.left, this.right] = [new Int32Array(trees.length), new Int32Array(nodes), new Int32Array(nodes), new Int32Array(nodes)];
    [this.threshold, this.value] = [new Float64Array(nodes), new Float64Array(nodes)];
    let at = 0;
    trees.forEach((tree, t) => {
      this.roots[t] = at;
      for (let node = 0; node < tree.feature.length; node++) {
        this.feature[at + node] = tree.feature[node]!;
        this.threshold[at + node] = tree.threshold[node]!;
        this.left[at + node] = at + tree.left[node]!;
        this.right[at + node] = at + tree.right[node]!;
        this.value[at + node] = tree.value[node]!;
      }
      at += tree.feature.length;
    });
    this.priors = new Map(Object.entries(model.priors ?? {}));
  }

  static load(url: URL = MODEL_URL): SkillRanker {
    return new SkillRanker(JSON.parse(readFileSync(url, 'utf8')) as RankerModel);
  }

  /** The concept's prior feature (0 when training saw too little of it). */
  prior(uri: string): number {
    return this.priors.get(uri) ?? 0;
  }

  /** Calibrated probability that the candidate is a skill the document evidences. */
  confidence(features: number[]): number {
    let z = 0;
    for (let i = 0; i < features.length; i++) z += features[i]! * this.weights[i]!;
    // treeValue over the flattened trees, in the same order.
    for (const root of this.roots) {
      let node = root;
      while (this.feature[node]! >= 0) node = features[this.feature[node]!]! <= this.threshold[node]! ? this.left[node]! : this.right[node]!;
      z += this.value[node]!;
    }
    return 1 / (1 + Math.exp(-z));
  }
}

/**
 * How many of a document's ESCO candidates, most confident first (`confidences` sorted high to low), to keep for the
 * best expected F1 (calibrated confidences; the gold skills stage 1 never proposes counted in by `stage1Recall`):
 * keeping the top k expects Σ p(top k) right of k kept and of Σ p / stage1Recall in the gold. Unlike one threshold for
 * every CV, the bar sits at about half the F1 the CV can expect: a CV of sure skills drops a 0.3 that a CV of doubts
 * keeps.
 */
export function expectedF1Cut(confidences: readonly number[], stage1Recall: number): number {
  const expectedGold = confidences.reduce((sum, p) => sum + p, 0) / stage1Recall;
  let best = 0;
  let keep = 0;
  let expectedRight = 0;
  confidences.forEach((p, i) => {
    expectedRight += p;
    const f1 = (2 * expectedRight) / (i + 1 + expectedGold);
    if (f1 > best) [best, keep] = [f1, i + 1];
  });
  return keep;
}

/**
 * The least confidence a document's candidate needs to be kept, from its ESCO candidates' confidences (sorted high to
 * low): that of the last of best expected F1, never below the model's one threshold, which alone decides where the
 * model gives no stage-1 recall or the document has no ESCO candidate. On the dev CVs the per-CV bar runs 0.26–0.86 and
 * the threshold (0.17) never binds: it keeps a text of nothing but doubts (not a CV, a bare list) from listing them all.
 */
export function keptFrom(confidences: readonly number[], model: Pick<RankerModel, 'threshold' | 'stage1Recall'>): number {
  if (!model.stage1Recall || !confidences.length) return model.threshold;
  const keep = expectedF1Cut(confidences, model.stage1Recall);
  return Math.max(model.threshold, keep ? confidences[keep - 1]! : Infinity);
}

/** A tree's output for one feature vector. */
export function treeValue(tree: RankerTree, features: readonly number[]): number {
  let node = 0;
  while (tree.feature[node]! >= 0) node = features[tree.feature[node]!]! <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
  return tree.value[node]!;
}
