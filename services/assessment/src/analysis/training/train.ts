import { createHash } from 'node:crypto';
import { isEscoUri } from '../built-in-analyzer.js';
import { FEATURES, treeValue, type RankerModel, type RankerTree } from '../ranker.js';
import { fitBoosting } from './boosting.js';
import type { SkillAnalyzer } from '../skill-analyzer.js';
import type { LabelledDocument } from './datasets.js';
import { add, count, prf, type Counts } from './evaluate.js';
import { dot, fitLogistic, sigmoid } from './logistic.js';

interface Example {
  doc: string;
  uri: string;
  x: number[];
  y: number;
}

const FOLDS = 5;
const fold = (id: string) => createHash('sha256').update(id).digest()[0]! % FOLDS;

/** The ESCO candidates stage 1 proposes for each document, with features and whether the gold holds them. */
export function examplesOf(analyzer: SkillAnalyzer, docs: LabelledDocument[]): { examples: Example[]; candidateRecall: Counts } {
  const examples: Example[] = [];
  let recall: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const doc of docs) {
    const candidates = analyzer.rankText(doc.text).filter((c) => isEscoUri(c.concept.uri));
    recall = add(recall, count(candidates.map((c) => c.concept.uri), doc.gold));
    for (const c of candidates) examples.push({ doc: doc.id, uri: c.concept.uri, x: c.features, y: doc.gold.has(c.concept.uri) ? 1 : 0 });
  }
  return { examples, candidateRecall: recall };
}

/**
 * The threshold by micro F1 over scored candidates, smoothed over its neighbours (±0.05): the F1 curve is flat and
 * noisy near its top, and a threshold on a plateau generalises better than a lone peak.
 */
function bestThreshold(scored: { doc: string; uri: string; p: number }[], docs: LabelledDocument[]): { threshold: number; f1: number; precision: number; recall: number } {
  const curve: { threshold: number; f1: number; precision: number; recall: number }[] = [];
  for (let t = 0.05; t <= 0.951; t += 0.01) {
    let total: Counts = { tp: 0, fp: 0, fn: 0 };
    for (const doc of docs) total = add(total, count(scored.filter((s) => s.doc === doc.id && s.p >= t).map((s) => s.uri), doc.gold));
    curve.push({ threshold: Math.round(t * 100) / 100, ...prf(total) });
  }
  const smoothed = curve.map((_, i) => {
    const window = curve.slice(Math.max(0, i - 5), i + 6);
    return window.reduce((sum, point) => sum + point.f1, 0) / window.length;
  });
  // Of the thresholds within a point of the best smoothed F1, the lowest: a wrong skill is one click to remove on
  // the skills screen, a missing one is rarely added, so ties go to recall.
  const top = Math.max(...smoothed);
  return curve[smoothed.findIndex((value) => value >= top - 0.01)]!;
}

/**
 * Trains the ranker: logistic regression on the dev CVs' candidates and the training half of the job-ad sentences;
 * the threshold is the F1-best one on the dev CVs' out-of-fold scores (5 folds by file), so it is not picked on
 * scores of the CVs the weights were fitted to.
 */
export function trainRanker(analyzer: SkillAnalyzer, cvs: LabelledDocument[], sentences: LabelledDocument[], log: (line: string) => void = () => {}): RankerModel {
  const cv = examplesOf(analyzer, cvs);
  const ads = examplesOf(analyzer, sentences);
  const r1 = prf(cv.candidateRecall);
  log(`stage 1 on dev CVs: ${cv.examples.length} ESCO candidates, recall of gold ${r1.recall.toFixed(3)}; on training sentences: ${ads.examples.length} candidates, recall ${prf(ads.candidateRecall).recall.toFixed(3)}`);
  const fit = (examples: Example[]) => {
    const x = examples.map((e) => e.x);
    const y = examples.map((e) => e.y);
    const weights = fitLogistic(x, y);
    const trees = fitBoosting(x, y, x.map((row) => dot(row, weights)));
    return { weights, trees };
  };
  const score = (model: { weights: number[]; trees: RankerTree[] }, x: number[]) => sigmoid(dot(x, model.weights) + model.trees.reduce((s, t) => s + treeValue(t, x), 0));
  const oof: { doc: string; uri: string; p: number }[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const model = fit([...cv.examples.filter((e) => fold(e.doc) !== f), ...ads.examples]);
    for (const e of cv.examples.filter((e) => fold(e.doc) === f)) oof.push({ doc: e.doc, uri: e.uri, p: score(model, e.x) });
  }
  const chosen = bestThreshold(oof, cvs);
  log(`out-of-fold on dev CVs at threshold ${chosen.threshold}: P ${chosen.precision.toFixed(3)} R ${chosen.recall.toFixed(3)} F1 ${chosen.f1.toFixed(3)}`);
  const { weights, trees } = fit([...cv.examples, ...ads.examples]);
  const body = { features: [...FEATURES], weights, trees, threshold: chosen.threshold };
  return {
    version: createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12),
    ...body,
    trainedOn: {
      cvs: cvs.length,
      cvCandidates: cv.examples.length,
      jobAdSentences: sentences.length,
      jobAdCandidates: ads.examples.length,
      outOfFoldF1: Math.round(chosen.f1 * 1000) / 1000,
    },
  };
}
