// `npm run --silent analyze -- [--candidates K] FILE...`: analyses CVs on the command line, one JSON object per line
// per file: { file, skills: [{ name, escoUri, proficiency, evidence, confidence }], currentPosition,
// yearsOfExperience, keyStrengths } or { file, error } for a file it cannot read. Skills come most confident first.
// `--candidates K` lists up to K ranked candidates per file in `skills`, below the decision threshold too (for
// measuring the ranking). Exit code 1 when any file failed, 2 on bad arguments.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createBuiltInAnalyzer, isEscoUri } from '../analysis/built-in-analyzer.js';
import { TextExtractor } from '../extraction/text-extractor.js';

const USAGE = 'usage: npm run --silent analyze -- [--candidates K] FILE...\n';
const args = process.argv.slice(2);
let candidates: number | null = null;
const at = args.findIndex((a) => a === '--candidates' || a.startsWith('--candidates='));
if (at >= 0) {
  const [flag] = args.splice(at, 1) as [string];
  const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args.splice(at, 1)[0];
  candidates = Number(value);
  if (!Number.isInteger(candidates) || candidates < 1 || candidates > 1000) {
    process.stderr.write(`--candidates takes a whole number from 1 to 1000, not ${JSON.stringify(value ?? '')}\n${USAGE}`);
    process.exit(2);
  }
}
const files = args;
if (files.length === 0) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const analyzer = await createBuiltInAnalyzer();
const extractor = new TextExtractor();
let failed = 0;
for (const file of files) {
  try {
    const { text } = await extractor.extract(await readFile(file), basename(file));
    const result = analyzer.analyze(text);
    const ranked = candidates === null ? result.skills : analyzer.candidates(text, candidates);
    const skills = ranked.map(({ name, escoUri, proficiency, evidence, confidence }) => ({ name, escoUri: isEscoUri(escoUri) ? escoUri : null, proficiency, evidence, confidence }));
    process.stdout.write(`${JSON.stringify({ file, skills, currentPosition: result.currentPosition, yearsOfExperience: result.yearsOfExperience, keyStrengths: result.keyStrengths })}\n`);
  } catch (error) {
    failed += 1;
    const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'File not found' : error instanceof Error ? error.message : String(error);
    process.stdout.write(`${JSON.stringify({ file, error: message })}\n`);
  }
}
await extractor.close();
process.exit(failed ? 1 : 0);
