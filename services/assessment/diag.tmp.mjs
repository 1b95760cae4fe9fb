import { readAnalyzerTextsFile, readCareerPathsFile } from '@ecp/reference-data';
import { labelledCvs } from './dist/analysis/training/datasets.js';
const texts = await readAnalyzerTextsFile();
const { careerPaths } = await readCareerPathsFile();
const uriOf = texts.skills.map((s) => `http://data.europa.eu/esco/${s.id}`);
const occByLabel = new Map(texts.occupations.map((o) => [o.label.toLowerCase(), o]));
console.log(careerPaths.length, careerPaths[0].escoUri, careerPaths[0].title);
const allOcc = texts.occupations;
// energy occupations: career paths' ESCO occupations? find by label
const energy = new Set();
let found=0;
for (const p of careerPaths) { const o = occByLabel.get(p.title.toLowerCase()); if (o) { found++; for (const i of [...o.essential, ...o.optional]) energy.add(uriOf[i]); } }
console.log('career paths matched to occupations by title', found, 'energy skill set', energy.size);
const cvs = await labelledCvs('dev');
let g=0, inE=0;
for (const cv of cvs) for (const u of cv.gold) { g++; if (energy.has(u)) inE++; }
console.log('dev gold', g, 'in energy set', inE);
