import { isEscoUri } from '../built-in-analyzer.js';
import type { SkillAnalyzer } from '../skill-analyzer.js';
import type { LabelledDocument } from './datasets.js';

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const prf = ({ tp, fp, fn }: Counts) => {
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall || 1) };
};

/** Micro counts of ESCO skills predicted against gold (O*NET tools are outside the ESCO-only gold). */
export function count(predicted: Iterable<string>, gold: Set<string>): Counts {
  const got = new Set([...predicted].filter(isEscoUri));
  const tp = [...got].filter((u) => gold.has(u)).length;
  return { tp, fp: got.size - tp, fn: gold.size - tp };
}

export const add = (a: Counts, b: Counts): Counts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });

/**
 * Ranking quality on documents with gold skills: RP@K (of a document's gold skills, the share in the top K
 * skills, K capped at the number of gold skills; averaged, ×100) and MRR (reciprocal rank of the first gold
 * skill, ×100). `ranked` gives a document's skill URIs in order: by default the analyzer's ranked ESCO candidates;
 * `asPrinted` ranks what the CLI prints instead.
 */
export function rankingMetrics(analyzer: SkillAnalyzer, docs: LabelledDocument[], k = 5, ranked: (text: string) => string[] = escoCandidates(analyzer)): { rpAtK: number; mrr: number; n: number } {
  let rp = 0;
  let mrr = 0;
  for (const doc of docs) {
    const uris = ranked(doc.text);
    const top = uris.slice(0, k);
    rp += top.filter((u) => doc.gold.has(u)).length / Math.min(k, doc.gold.size);
    const first = uris.findIndex((u) => doc.gold.has(u));
    mrr += first >= 0 ? 1 / (first + 1) : 0;
  }
  const n = docs.length || 1;
  return { rpAtK: (100 * rp) / n, mrr: (100 * mrr) / n, n: docs.length };
}

/** A text's ranked ESCO candidates, the threshold aside (what `--candidates` lists). */
export const escoCandidates = (analyzer: SkillAnalyzer) => (text: string) => analyzer.candidates(text, 50).map((c) => c.escoUri).filter(isEscoUri);

/**
 * What `npm run analyze` prints for a file of this text, in its order: the skills kept, O*NET tools among them (a
 * ranking over ESCO counts each as a miss in its place).
 */
export const asPrinted = (analyzer: SkillAnalyzer) => (text: string) => analyzer.analyze(text, { query: true }).skills.map((s) => s.escoUri);

/**
 * The 95 % interval of micro F1 over documents resampled with replacement (`rounds` times, a fixed seed, so the same
 * counts give the same interval): how far a split's F1 could move on other CVs like these. With 20 test CVs it spans
 * about ±0.07, so a change of 0.01 there says nothing either way.
 */
export function f1Interval(perDocument: readonly Counts[], rounds = 2000, seed = 1): [number, number] {
  if (perDocument.length === 0) return [0, 0];
  // mulberry32: a small seeded generator, enough for resampling.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const f1s: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let total: Counts = { tp: 0, fp: 0, fn: 0 };
    for (let i = 0; i < perDocument.length; i++) total = add(total, perDocument[Math.floor(random() * perDocument.length)]!);
    f1s.push(prf(total).f1);
  }
  f1s.sort((a, b) => a - b);
  return [f1s[Math.floor(0.025 * rounds)]!, f1s[Math.min(rounds - 1, Math.floor(0.975 * rounds))]!];
}
