import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isEscoUri } from '../built-in-analyzer.js';
import { FEATURES, conceptPrior, keptFrom, treeValue, type RankerModel, type RankerTree } from '../ranker.js';
import { fitBoosting } from './boosting.js';
import type { RankOptions, SkillAnalyzer } from '../skill-analyzer.js';
import type { LabelledDocument } from './datasets.js';
import { add, count, f1Interval, prf, type Counts } from './evaluate.js';
import { dot, fitLogistic, sigmoid } from './logistic.js';

interface Example {
  doc: string;
  uri: string;
  x: number[];
  y: number;
}

const FOLDS = 9;
// The dev CVs came in batches, each written and labelled by another hand (01–26, 47–66, 67–80, 81–94, 95–108, 109–122,
// 123–136, 137–150, 151–164): a fold is a batch, so out-of-fold scores and concept priors come from other hands only, as they will on a
// stranger's CV
// (random folds let a concept's prior read its own batch's labelling habits, and the model trusted it too much).
const BATCH_STARTS = [47, 67, 81, 95, 109, 123, 137, 151];
const fold = (id: string) => {
  const number = /^(\d+)-/.exec(id)?.[1];
  if (number !== undefined) return BATCH_STARTS.filter((start) => Number(number) >= start).length;
  return createHash('sha256').update(id).digest()[0]! % FOLDS;
};

const PRIOR = FEATURES.indexOf('concept_prior');

/** How often each concept was a candidate, and gold, per fold: the concept prior of any set of folds left out. */
class PriorCounts {
  private readonly byUri = new Map<string, { candidates: number[]; gold: number[] }>();
  private readonly total = { candidates: new Array<number>(FOLDS).fill(0), gold: new Array<number>(FOLDS).fill(0) };

  constructor(examples: Example[]) {
    for (const e of examples) {
      const f = fold(e.doc);
      let counts = this.byUri.get(e.uri);
      if (!counts) this.byUri.set(e.uri, (counts = { candidates: new Array<number>(FOLDS).fill(0), gold: new Array<number>(FOLDS).fill(0) }));
      counts.candidates[f]! += 1;
      counts.gold[f]! += e.y;
      this.total.candidates[f]! += 1;
      this.total.gold[f]! += e.y;
    }
  }

  prior(uri: string, excluded: number[]): number {
    const sum = (values: number[]) => values.reduce((s, v, f) => (excluded.includes(f) ? s : s + v), 0);
    const counts = this.byUri.get(uri);
    if (!counts) return 0;
    return conceptPrior(sum(counts.gold), sum(counts.candidates), sum(this.total.gold) / sum(this.total.candidates));
  }

  /** Rounded priors of the concepts seen at least twice: what the shipped model looks up. */
  table(): Record<string, number> {
    const table: Record<string, number> = {};
    for (const [uri, counts] of [...this.byUri].sort(([a], [b]) => a.localeCompare(b))) {
      if (counts.candidates.reduce((s, v) => s + v, 0) < 2) continue;
      const value = Math.round(this.prior(uri, []) * 1000) / 1000;
      if (value !== 0) table[uri] = value;
    }
    return table;
  }
}

/** The ESCO candidates stage 1 proposes for each document, with features and whether the gold holds them. */
export function examplesOf(analyzer: SkillAnalyzer, docs: LabelledDocument[], options: RankOptions = {}): { examples: Example[]; candidateRecall: Counts } {
  const examples: Example[] = [];
  let recall: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const doc of docs) {
    const candidates = analyzer.rankText(doc.text, options).filter((c) => isEscoUri(c.concept.uri));
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

/** What each document keeps of its scored candidates as the analyzer would (keptFrom), by document id. */
function keptByAnalyzer(scored: { doc: string; uri: string; p: number }[], docs: LabelledDocument[], model: Pick<RankerModel, 'threshold' | 'stage1Recall'>): Map<string, string[]> {
  return new Map(docs.map((doc) => {
    const ranked = scored.filter((s) => s.doc === doc.id).sort((a, b) => b.p - a.p);
    const cutoff = keptFrom(ranked.map((s) => s.p), model);
    return [doc.id, ranked.filter((s) => s.p >= cutoff).map((s) => s.uri)];
  }));
}

/** Micro P/R/F1 of what each document kept, against its gold or another reference. */
function scoreKept(kept: Map<string, string[]>, docs: LabelledDocument[], reference: (doc: LabelledDocument) => Set<string> = (doc) => doc.gold) {
  return prf(docs.reduce((total, doc) => add(total, count(kept.get(doc.id) ?? [], reference(doc))), { tp: 0, fp: 0, fn: 0 } as Counts));
}

/**
 * How far the analyzer is from human agreement, on the dev CVs a second annotator labelled blind: that annotator
 * against the gold, and the analyzer's out-of-fold result against both.
 */
function agreementLines(kept: Map<string, string[]>, cvs: LabelledDocument[]): string[] {
  const twice = cvs.filter((doc) => doc.secondAnnotation);
  if (!twice.length) return [];
  const second = (doc: LabelledDocument) => doc.secondAnnotation!;
  const asKept = new Map(twice.map((doc) => [doc.id, [...second(doc)]]));
  const line = (what: string, m: ReturnType<typeof prf>) => `  ${what}: P ${m.precision.toFixed(3)} R ${m.recall.toFixed(3)} F1 ${m.f1.toFixed(3)}`;
  return [
    `on the ${twice.length} dev CVs labelled twice (blind, same rules):`,
    line('second annotator vs gold', scoreKept(asKept, twice)),
    line('analyzer (out of fold) vs gold', scoreKept(kept, twice)),
    line('analyzer (out of fold) vs second annotator', scoreKept(kept, twice, second)),
  ];
}

/**
 * Trains the ranker: logistic regression and boosted trees on the dev CVs' candidates and the training half of the
 * job-ad sentences. What the analyzer keeps of a CV is decided per CV for the best expected F1 (keptFrom), with the
 * share of gold stage 1 proposes on the dev CVs, never below one threshold: the F1-best one on the dev CVs'
 * out-of-fold scores (a fold per labelling batch), so neither is picked on scores of the CVs the weights were fitted to.
 */
export function trainRanker(analyzer: SkillAnalyzer, cvs: LabelledDocument[], sentences: LabelledDocument[], log: (line: string) => void = () => {}): RankerModel {
  // TRAIN_STAGE1_CACHE=file keeps stage 1's examples between runs, for trying ranker settings quickly (delete it
  // after changing stage 1 or the data).
  const cache = process.env.TRAIN_STAGE1_CACHE;
  // The ranker learns from stage 1 with the occupations' proposals (its negatives, see RankOptions) and is scored
  // out of fold, and its threshold picked, on stage 1 as the analyzer runs it.
  const learning = { occupationProposals: true };
  type Stage1 = { cv: ReturnType<typeof examplesOf>; ads: ReturnType<typeof examplesOf>; served: ReturnType<typeof examplesOf> };
  const stage1 = cache && existsSync(cache) ? (JSON.parse(readFileSync(cache, 'utf8')) as Stage1) : { cv: examplesOf(analyzer, cvs, learning), ads: examplesOf(analyzer, sentences, learning), served: examplesOf(analyzer, cvs) };
  if (cache && !existsSync(cache)) writeFileSync(cache, JSON.stringify(stage1));
  const { cv, ads, served } = stage1;
  log(`stage 1 on dev CVs: ${cv.examples.length} ESCO candidates in training, recall of gold ${prf(cv.candidateRecall).recall.toFixed(3)}; as analysed ${served.examples.length}, recall ${prf(served.candidateRecall).recall.toFixed(3)}; on training sentences: ${ads.examples.length} candidates, recall ${prf(ads.candidateRecall).recall.toFixed(3)}`);
  const fit = (examples: Example[]) => {
    const x = examples.map((e) => e.x);
    const y = examples.map((e) => e.y);
    const weights = fitLogistic(x, y);
    const trees = fitBoosting(x, y, x.map((row) => dot(row, weights)));
    return { weights, trees };
  };
  const score = (model: { weights: number[]; trees: RankerTree[] }, x: number[]) => sigmoid(dot(x, model.weights) + model.trees.reduce((s, t) => s + treeValue(t, x), 0));
  const priors = new PriorCounts([...cv.examples, ...ads.examples]);
  // Every example's concept prior comes from documents of other folds only (for a training example in an
  // out-of-fold round, other than its own fold and the held-out one): otherwise it would read its own label.
  const withPrior = (e: Example, excluded: number[]) => ({ ...e, x: e.x.map((v, i) => (i === PRIOR ? priors.prior(e.uri, excluded) : v)) });
  const oof: { doc: string; uri: string; p: number; y: number }[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const training = [...cv.examples, ...ads.examples].filter((e) => fold(e.doc) !== f).map((e) => withPrior(e, [f, fold(e.doc)]));
    const model = fit(training);
    for (const e of served.examples.filter((e) => fold(e.doc) === f)) oof.push({ doc: e.doc, uri: e.uri, p: score(model, withPrior(e, [f]).x), y: e.y });
  }
  const chosen = bestThreshold(oof, cvs);
  if (process.env.TRAIN_DUMP_OOF) {
    // Error analysis on dev only: every out-of-fold score with its gold flag, and the gold stage 1 never proposed.
    const proposed = new Set(served.examples.map((e) => `${e.doc} ${e.uri}`));
    const missed = cvs.flatMap((doc) => [...doc.gold].filter((uri) => !proposed.has(`${doc.id} ${uri}`)).map((uri) => ({ doc: doc.id, uri })));
    writeFileSync(process.env.TRAIN_DUMP_OOF, JSON.stringify({ threshold: chosen.threshold, scored: oof, missed }));
  }
  log(`out-of-fold on dev CVs at threshold ${chosen.threshold}: P ${chosen.precision.toFixed(3)} R ${chosen.recall.toFixed(3)} F1 ${chosen.f1.toFixed(3)}`);
  const stage1Recall = Math.round(prf(served.candidateRecall).recall * 1000) / 1000;
  const keptByCv = keptByAnalyzer(oof, cvs, { threshold: chosen.threshold, stage1Recall });
  const kept = scoreKept(keptByCv, cvs);
  const [low, high] = f1Interval(cvs.map((doc) => count(keptByCv.get(doc.id) ?? [], doc.gold)));
  log(`out-of-fold on dev CVs, each keeping its candidates of best expected F1 (stage 1 recall ${stage1Recall}): P ${kept.precision.toFixed(3)} R ${kept.recall.toFixed(3)} F1 ${kept.f1.toFixed(3)} (95 % over the CVs resampled: ${low.toFixed(3)}–${high.toFixed(3)})`);
  for (const line of agreementLines(keptByCv, cvs)) log(line);
  const { weights, trees } = fit([...cv.examples, ...ads.examples].map((e) => withPrior(e, [fold(e.doc)])));
  const body = { features: [...FEATURES], weights, trees, threshold: chosen.threshold, stage1Recall, priors: priors.table() };
  return {
    version: createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12),
    ...body,
    trainedOn: {
      cvs: cvs.length,
      cvCandidates: cv.examples.length,
      jobAdSentences: sentences.length,
      jobAdCandidates: ads.examples.length,
      outOfFoldF1: Math.round(kept.f1 * 1000) / 1000,
    },
  };
}
