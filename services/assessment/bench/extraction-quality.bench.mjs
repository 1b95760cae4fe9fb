// `npm run bench:extraction`: how well the built-in analyzer reads CVs, for the dev CVs and the frozen test CVs
// separately (services/assessment/test/cvs/gold.json `split`): micro precision/recall/F1 of ESCO skills, the share of
// the gold stage 1 proposes (stage-1 R, the ceiling of the ranker's recall), F1's 95 % interval over the CVs
// resampled, current position right, years of experience (mean absolute error, share within ±1), per-CV latency; and
// ranking quality (RP@5, MRR) on the public job-ad sentences (../shared/data/decorte-validation, its hash split:
// `train` is what the ranker learned from, `heldout` measures it). Each CV is read from its own format through the real
// extraction path.
// The frozen test CVs are never read by training or tuning; this bench only measures them.
//   -v        false positives/negatives of the dev CVs
//   --dev     dev CVs only
//   --from N  dev CVs numbered N and up only: a new blind batch, read by the analyzer of the day before it learns from it
import { readFileSync } from 'node:fs';
import { readTaxonomyFile } from '@ecp/reference-data';
import { createBuiltInAnalyzer, isEscoUri, toTaxonomyConcepts } from '../dist/analysis/built-in-analyzer.js';
import { jobAdSentences, labelledCvs, sharedDataDir } from '../dist/analysis/training/datasets.js';
import { add, asPrinted, count, f1Interval, prf, rankingMetrics } from '../dist/analysis/training/evaluate.js';

const verbose = process.argv.includes('-v');
const fromArg = process.argv.indexOf('--from');
const from = fromArg > 0 ? Number(process.argv[fromArg + 1]) : 0;
const devOnly = process.argv.includes('--dev') || from > 0;
const started = performance.now();
const analyzer = await createBuiltInAnalyzer();
const { version, threshold, stage1Recall } = analyzer.ranker.model;
const keeps = stage1Recall ? `each CV's best expected F1 at stage-1 recall ${stage1Recall}, never below ${threshold}` : `above ${threshold}`;
console.log(`analyzer built in ${Math.round(performance.now() - started)} ms (ranker model ${version}, keeps ${keeps})`);

const normalise = (s) => (s ?? '').toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim();
const pct = (n, d) => `${((100 * n) / (d || 1)).toFixed(0)} %`;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const summary = [];
const agreement = [];
for (const split of devOnly ? ['dev'] : ['dev', 'test']) {
  const cvs = (await labelledCvs(split)).filter((cv) => parseInt(cv.id, 10) >= from);
  if (cvs.length === 0) continue;
  let counts = { tp: 0, fp: 0, fn: 0 };
  let positionRight = 0;
  let yearsWithinOne = 0;
  let yearsError = 0;
  let goldProposed = 0;
  // On the CVs a second annotator labelled blind: that annotator and the analyzer against the gold, and each other.
  const twice = { cvs: 0, human: { tp: 0, fp: 0, fn: 0 }, analyzer: { tp: 0, fp: 0, fn: 0 }, analyzerVsHuman: { tp: 0, fp: 0, fn: 0 } };
  const latencies = [];
  const rows = [];
  const perCv = [];
  for (const cv of cvs) {
    const t0 = performance.now();
    const result = analyzer.analyze(cv.text, { now: new Date('2026-11-15T00:00:00Z') });
    latencies.push(performance.now() - t0);
    const found = result.skills.map((s) => s.escoUri);
    const c = count(found, cv.gold);
    counts = add(counts, c);
    perCv.push(c);
    // How much of the gold stage 1 proposes at all: the ceiling of the ranker's recall.
    const proposed = new Set(analyzer.candidates(cv.text).map((s) => s.escoUri));
    goldProposed += [...cv.gold].filter((uri) => proposed.has(uri)).length;
    if (cv.secondAnnotation) {
      twice.cvs++;
      twice.human = add(twice.human, count([...cv.secondAnnotation], cv.gold));
      twice.analyzer = add(twice.analyzer, c);
      twice.analyzerVsHuman = add(twice.analyzerVsHuman, count(found, cv.secondAnnotation));
    }
    const positionOk = normalise(result.currentPosition) === normalise(cv.currentPosition);
    positionRight += positionOk ? 1 : 0;
    yearsWithinOne += Math.abs(result.yearsOfExperience - cv.yearsOfExperience) <= 1 ? 1 : 0;
    yearsError += Math.abs(result.yearsOfExperience - cv.yearsOfExperience);
    const m = prf(c);
    rows.push({ file: cv.id, P: +m.precision.toFixed(2), R: +m.recall.toFixed(2), found: c.tp + c.fp, gold: cv.gold.size, position: positionOk ? 'ok' : `${result.currentPosition} ≠ ${cv.currentPosition}`, years: `${result.yearsOfExperience}/${cv.yearsOfExperience}` });
    if (verbose && split === 'dev') {
      const got = new Set(result.skills.map((s) => s.escoUri));
      for (const s of result.skills.filter((s) => isEscoUri(s.escoUri) && !cv.gold.has(s.escoUri))) console.log(`  FP ${cv.id}: ${s.name} (${s.confidence}) [${s.matchedLabel}] <= ${s.evidence}`);
      const candidates = new Map(analyzer.candidates(cv.text).map((s) => [s.escoUri, s]));
      for (const uri of [...cv.gold].filter((u) => !got.has(u))) console.log(`  FN ${cv.id}: ${uri.slice(-36)} ${candidates.has(uri) ? `candidate ${candidates.get(uri).name} (${candidates.get(uri).confidence})` : 'not a candidate'}`);
    }
  }
  // The frozen test CVs' individual errors are not shown: reading them would be tuning on them.
  if (split === 'dev') {
    console.log(`\n${split} CVs`);
    console.table(rows);
  }
  latencies.sort((a, b) => a - b);
  const m = prf(counts);
  summary.push({
    split: `${split} CVs (${cvs.length})`,
    P: m.precision.toFixed(3), R: m.recall.toFixed(3), F1: m.f1.toFixed(3), 'F1 95 %': f1Interval(perCv).map((f) => f.toFixed(2)).join('–'), 'stage-1 R': (goldProposed / (counts.tp + counts.fn || 1)).toFixed(3),
    position: pct(positionRight, cvs.length), 'years ±1': pct(yearsWithinOne, cvs.length), 'years MAE': (yearsError / cvs.length).toFixed(2),
    'analyse p50 ms': quantile(latencies, 0.5).toFixed(1), 'p95 ms': quantile(latencies, 0.95).toFixed(1),
  });
  const f1 = (counts) => prf(counts).f1.toFixed(3);
  // On dev the served model learned from these CVs: `npm run train:analyzer` prints the out-of-fold comparison.
  if (twice.cvs) agreement.push({ split: `${split} CVs labelled twice (${twice.cvs})`, 'second annotator vs gold': f1(twice.human), 'analyzer vs gold': f1(twice.analyzer), 'analyzer vs second annotator': f1(twice.analyzerVsHuman) });
}

// Ranking on job-ad sentences, one sentence per document as the CLI would see it.
const byLabel = new Map(toTaxonomyConcepts((await readTaxonomyFile()).concepts).filter((c) => isEscoUri(c.uri)).map((c) => [c.label.toLowerCase(), c.uri]));
let ranking = [];
try {
  const sentences = await jobAdSentences(sharedDataDir(), (label) => byLabel.get(label.toLowerCase()));
  for (const split of ['train', 'heldout']) {
    for (const set of ['tech', 'house']) {
      const docs = sentences.filter((s) => s.split === split && s.set === set).map((s) => s.doc);
      const r = rankingMetrics(analyzer, docs);
      const printed = rankingMetrics(analyzer, docs, 5, asPrinted(analyzer));
      ranking.push({ sentences: `${set} ${split}`, n: r.n, 'RP@5': r.rpAtK.toFixed(1), MRR: r.mrr.toFixed(1), 'RP@5 as printed': printed.rpAtK.toFixed(1), 'MRR as printed': printed.mrr.toFixed(1) });
    }
  }
} catch (error) {
  ranking = [{ sentences: `not found (${error.message}); set SHARED_DATA_DIR` }];
}

// A two-page CV for latency (bench/fixtures).
const twoPage = readFileSync(new URL('fixtures/two-page-cv.txt', import.meta.url), 'utf8');
const times = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  analyzer.analyze(twoPage);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);

console.log('\nskill extraction (ESCO, micro; F1 95 %: over the CVs resampled), profile facts, latency');
console.table(summary);
if (agreement.length) {
  console.log('agreement (F1) on the CVs a second annotator labelled blind; on dev the analyzer learned from them');
  console.table(agreement);
}
console.log('ranking on job-ad sentences (train = what the ranker learned from; heldout = never seen): ESCO candidates, and what `npm run analyze` prints for the sentence as a file (O*NET tools there count as misses)');
console.table(ranking);
console.log(`two-page CV, analyse only, 30 runs: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`);
