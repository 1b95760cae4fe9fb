// `npm run --silent analyze -- [--candidates K] FILE...`: analyses CVs on the command line, one JSON object per line
// per file: { file, skills: [{ name, escoUri, proficiency, evidence, confidence }], currentPosition,
// yearsOfExperience, keyStrengths } or { file, error } for a file it cannot read. Skills come most confident first;
// a file of three lines or fewer (a job-ad sentence, a phrase) is read as a query and lists its best ESCO matches, up
// to five above confidence 0.02, where a CV lists only what clears its cut.
// `--candidates K` lists up to K ranked ESCO candidates per file in `skills`, those it does not keep too (for
// measuring the ranking against ESCO labels: the O*NET tools a CV's list also holds would take their places). Exit
// code 1 when any file failed, 2 on bad arguments.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createBuiltInAnalyzer, isEscoUri } from '../analysis/built-in-analyzer.js';
import { TextExtractor } from '../extraction/text-extractor.js';
import { ANALYZE_USAGE, parseAnalyzeArgs } from './analyze-args.js';

const parsed = parseAnalyzeArgs(process.argv.slice(2));
if ('error' in parsed) {
  process.stderr.write(`${parsed.error}\n${ANALYZE_USAGE}\n`);
  process.exit(2);
}
const { files, candidates } = parsed;
const analyzer = await createBuiltInAnalyzer();
const extractor = new TextExtractor();
let failed = 0;
for (const file of files) {
  try {
    const { text } = await extractor.extract(await readFile(file), basename(file));
    const result = analyzer.analyze(text, { query: true });
    const ranked = candidates === null ? result.skills : analyzer.candidates(text).filter((c) => isEscoUri(c.escoUri)).slice(0, candidates);
    const skills = ranked.map(({ name, escoUri, proficiency, evidence, confidence }) => ({ name, escoUri: isEscoUri(escoUri) ? escoUri : null, proficiency, evidence, confidence }));
    process.stdout.write(`${JSON.stringify({ file, skills, currentPosition: result.currentPosition, yearsOfExperience: result.yearsOfExperience, keyStrengths: result.keyStrengths })}\n`);
  } catch (error) {
    failed += 1;
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === 'ENOENT' ? 'File not found' : code === 'EISDIR' ? 'Is a directory: name the files in it' : error instanceof Error ? error.message : String(error);
    process.stdout.write(`${JSON.stringify({ file, error: message })}\n`);
  }
}
await extractor.close();
process.exit(failed ? 1 : 0);
