// `npm run bench:extraction`: micro precision, recall and F1 of the built-in analyzer on the labelled energy
// CVs (services/assessment/test/cvs, gold ESCO URIs per CV), each read from its own format (PDF, DOCX, DOC,
// TXT) through the real extraction path. Only ESCO predictions are scored: the gold is ESCO-only by design.
// Each CV has a `split` in gold.json: `dev` CVs may be inspected while improving the analyzer, `heldout` ones
// only measure it (`--dev` skips them entirely, for use while developing). `-v` lists false positives/negatives of the dev CVs only (`--heldout` adds the held-out ones).
import { readFileSync } from 'node:fs';
// The analyzer and the extractor are imported from their own modules, not the service's index, so the
// bench does not depend on the rest of the service (market data, assessments) building.
import { createBuiltInAnalyzer, isEscoUri } from '../dist/analysis/built-in-analyzer.js';
import { TextExtractor } from '../dist/extraction/text-extractor.js';

const dir = new URL('../test/cvs/', import.meta.url);
const gold = JSON.parse(readFileSync(new URL('gold.json', dir), 'utf8'));
const started = performance.now();
const analyzer = await createBuiltInAnalyzer();
const indexMs = performance.now() - started;
const extractor = new TextExtractor();
const verbose = process.argv.includes('-v');
const showHeldout = process.argv.includes('--heldout');
// `--dev`: analyse and report the dev CVs only (no held-out figures at all), for use while developing.
const devOnly = process.argv.includes('--dev');
const counts = {};
const count = (split) => (counts[split] ??= { cvs: 0, tp: 0, fp: 0, fn: 0 });
const rows = [];
const timings = [];
const analyseTimings = [];
for (const cv of gold) {
  if (devOnly && cv.split === 'heldout') continue;
  const t0 = performance.now();
  const { text } = await extractor.extract(readFileSync(new URL(cv.file, dir)), cv.file);
  const t1 = performance.now();
  const result = analyzer.analyze(text);
  analyseTimings.push(performance.now() - t1);
  timings.push(performance.now() - t0);
  const got = new Set(result.skills.map((s) => s.escoUri).filter(isEscoUri));
  const want = new Set(cv.skills.map((s) => s.uri));
  const hit = [...got].filter((uri) => want.has(uri)).length;
  for (const c of [count(cv.split ?? 'dev'), count('all')]) {
    c.cvs += 1;
    c.tp += hit;
    c.fp += got.size - hit;
    c.fn += want.size - hit;
  }
  rows.push({ file: cv.file, split: cv.split ?? 'dev', precision: +(hit / (got.size || 1)).toFixed(2), recall: +(hit / (want.size || 1)).toFixed(2), found: got.size, gold: want.size, position: result.currentPosition, years: result.yearsOfExperience, 'gold years': cv.yearsOfExperience });
  if (verbose && (cv.split !== 'heldout' || showHeldout)) {
    for (const s of result.skills.filter((s) => isEscoUri(s.escoUri) && !want.has(s.escoUri))) console.log(`  FP ${cv.file}: ${s.name} [${s.matchedLabel}] <= ${s.evidence}`);
    for (const s of cv.skills.filter((s) => !got.has(s.uri))) console.log(`  FN ${cv.file}: ${s.label} <= ${s.evidence}`);
  }
}
await extractor.close();
console.table(rows);
timings.sort((a, b) => a - b);
analyseTimings.sort((a, b) => a - b);
console.log(`index built in ${Math.round(indexMs)} ms; per CV (extract + analyse) p50 ${Math.round(timings[Math.floor(timings.length / 2)])} ms, max ${Math.round(timings.at(-1))} ms; analyse only p50 ${analyseTimings[Math.floor(analyseTimings.length / 2)].toFixed(1)} ms, max ${analyseTimings.at(-1).toFixed(1)} ms`);
for (const split of devOnly ? ['dev'] : ['dev', 'heldout', 'all']) {
  const c = counts[split];
  if (!c) continue;
  const p = c.tp / (c.tp + c.fp || 1);
  const r = c.tp / (c.tp + c.fn || 1);
  console.log(`${split.padEnd(8)} micro precision ${p.toFixed(3)}  recall ${r.toFixed(3)}  F1 ${((2 * p * r) / (p + r || 1)).toFixed(3)}  (${c.cvs} CVs, ${c.tp + c.fn} gold skills)`);
}
