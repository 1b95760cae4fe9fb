// `npm run bench:extraction`: micro precision, recall and F1 of the built-in analyzer on the labelled energy
// CVs (services/assessment/test/cvs, gold ESCO URIs per CV), each read from its own format (PDF, DOCX, DOC,
// TXT) through the real extraction path. Only ESCO predictions are scored: the gold is ESCO-only by design.
import { readFileSync } from 'node:fs';
import { createBuiltInAnalyzer, isEscoUri, TextExtractor } from '../dist/index.js';

const dir = new URL('../test/cvs/', import.meta.url);
const gold = JSON.parse(readFileSync(new URL('gold.json', dir), 'utf8'));
const started = performance.now();
const analyzer = await createBuiltInAnalyzer();
const indexMs = performance.now() - started;
const extractor = new TextExtractor();
const verbose = process.argv.includes('-v');
let tp = 0, fp = 0, fn = 0;
const rows = [];
const timings = [];
for (const cv of gold) {
  const t0 = performance.now();
  const { text } = await extractor.extract(readFileSync(new URL(cv.file, dir)), cv.file);
  const result = analyzer.analyze(text);
  timings.push(performance.now() - t0);
  const got = new Set(result.skills.map((s) => s.escoUri).filter(isEscoUri));
  const want = new Set(cv.skills.map((s) => s.uri));
  const hit = [...got].filter((uri) => want.has(uri)).length;
  tp += hit;
  fp += got.size - hit;
  fn += want.size - hit;
  rows.push({ file: cv.file, precision: +(hit / (got.size || 1)).toFixed(2), recall: +(hit / (want.size || 1)).toFixed(2), found: got.size, gold: want.size, position: result.currentPosition, years: result.yearsOfExperience, 'gold years': cv.yearsOfExperience });
  if (verbose) {
    for (const s of result.skills.filter((s) => isEscoUri(s.escoUri) && !want.has(s.escoUri))) console.log(`  FP ${cv.file}: ${s.name} <= ${s.evidence}`);
    for (const s of cv.skills.filter((s) => !got.has(s.uri))) console.log(`  FN ${cv.file}: ${s.label} <= ${s.evidence}`);
  }
}
await extractor.close();
console.table(rows);
const p = tp / (tp + fp);
const r = tp / (tp + fn);
timings.sort((a, b) => a - b);
console.log(`index built in ${Math.round(indexMs)} ms; per CV (extract + analyse) p50 ${Math.round(timings[Math.floor(timings.length / 2)])} ms, max ${Math.round(timings.at(-1))} ms`);
console.log(`micro precision ${p.toFixed(3)}  recall ${r.toFixed(3)}  F1 ${((2 * p * r) / (p + r)).toFixed(3)}  (${gold.length} CVs, ${tp + fn} gold skills)`);
