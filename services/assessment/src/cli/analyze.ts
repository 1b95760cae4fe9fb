// `npm run --silent analyze -- FILE...`: analyses CVs on the command line, one JSON object per line per
// file: { file, skills: [{ name, escoUri, proficiency, evidence }], currentPosition, yearsOfExperience,
// keyStrengths } or { file, error } for a file it cannot read. Exit code 1 when any file failed.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createBuiltInAnalyzer, isEscoUri } from '../analysis/built-in-analyzer.js';
import { TextExtractor } from '../extraction/text-extractor.js';

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: npm run --silent analyze -- FILE...\n');
  process.exit(2);
}
const analyzer = await createBuiltInAnalyzer();
const extractor = new TextExtractor();
let failed = 0;
for (const file of files) {
  try {
    const { text } = await extractor.extract(await readFile(file), basename(file));
    const result = analyzer.analyze(text);
    const skills = result.skills.map(({ name, escoUri, proficiency, evidence }) => ({ name, escoUri: isEscoUri(escoUri) ? escoUri : null, proficiency, evidence }));
    process.stdout.write(`${JSON.stringify({ file, skills, currentPosition: result.currentPosition, yearsOfExperience: result.yearsOfExperience, keyStrengths: result.keyStrengths })}\n`);
  } catch (error) {
    failed += 1;
    const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'File not found' : error instanceof Error ? error.message : String(error);
    process.stdout.write(`${JSON.stringify({ file, error: message })}\n`);
  }
}
await extractor.close();
process.exit(failed ? 1 : 0);
