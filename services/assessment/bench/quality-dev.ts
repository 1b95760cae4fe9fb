// Dev: micro precision / recall / F1 of the analyzer against the labelled CVs (test/cvs/gold.json).
import { readFileSync } from 'node:fs';
import { ConceptIndex } from '../src/analysis/concept-index.ts';
import { SkillAnalyzer } from '../src/analysis/skill-analyzer.ts';
import { loadEscoSkills } from './esco-csv.ts';
import { TextExtractor } from '../src/extraction/text-extractor.ts';

const t0 = performance.now();
const concepts = loadEscoSkills(new URL('../../../../shared/data/esco-v1.1.1-en/csv/skills_en.csv', import.meta.url).pathname);
const index = new ConceptIndex(concepts);
console.log(`index: ${index.size} labels in ${Math.round(performance.now() - t0)} ms`);
const analyzer = new SkillAnalyzer(index, concepts);
const dir = new URL('../test/cvs/', import.meta.url);
const gold = JSON.parse(readFileSync(new URL('gold.json', dir), 'utf8')) as { file: string; source: string; skills: { uri: string; label: string }[] }[];
let tp = 0, fp = 0, fn = 0;
const extractor = new TextExtractor();
const verbose = process.argv.includes('-v');
for (const cv of gold) {
  // The evaluated file in its own format (PDF, DOCX, DOC or TXT), through the real extraction path.
  const { text } = await extractor.extract(readFileSync(new URL(cv.file, dir)), cv.file);
  const result = analyzer.analyze(text);
  const got = new Set(result.skills.map((s) => s.escoUri));
  const want = new Set(cv.skills.map((s) => s.uri));
  const hit = [...got].filter((u) => want.has(u)).length;
  tp += hit; fp += got.size - hit; fn += want.size - hit;
  console.log(`${cv.source}: P=${(hit / (got.size || 1)).toFixed(2)} R=${(hit / (want.size || 1)).toFixed(2)} found=${got.size} gold=${want.size} pos=${JSON.stringify(result.currentPosition)} years=${result.yearsOfExperience}`);
  if (verbose) {
    for (const s of result.skills.filter((s) => !want.has(s.escoUri))) console.log(`   FP ${s.name}  <= ${s.evidence}`);
    for (const s of cv.skills.filter((s) => !got.has(s.uri))) console.log(`   FN ${s.label}`);
  }
}
await extractor.close();
const p = tp / (tp + fp), r = tp / (tp + fn);
console.log(`micro P=${p.toFixed(3)} R=${r.toFixed(3)} F1=${((2 * p * r) / (p + r)).toFixed(3)}`);
