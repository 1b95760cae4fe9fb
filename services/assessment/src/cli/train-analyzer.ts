// `npm run train:analyzer`: trains the skill ranker (stage 2 of the built-in analyzer) on the dev CVs and the training
// half of the public job-ad sentences, and writes services/assessment/model/skill-ranker.json (commit it).
// Deterministic: the same data gives the same file. The frozen test CVs are never read here.
import { writeFile } from 'node:fs/promises';
import { readTaxonomyFile } from '@ecp/reference-data';
import { createBuiltInAnalyzer, toTaxonomyConcepts } from '../analysis/built-in-analyzer.js';
import { FEATURES, MODEL_URL, SkillRanker, type RankerModel } from '../analysis/ranker.js';
import { jobAdSentences, labelledCvs, sharedDataDir } from '../analysis/training/datasets.js';
import { trainRanker } from '../analysis/training/train.js';

const started = performance.now();
const log = (line: string) => process.stdout.write(`${line}\n`);
// Stage 1 does not depend on the weights: any model with the right features will do to compute them.
const analyzer = await createBuiltInAnalyzer(new SkillRanker({ version: 'untrained', features: [...FEATURES], weights: FEATURES.map(() => 0), threshold: 0.5, trainedOn: {} }));
const byLabel = new Map(toTaxonomyConcepts((await readTaxonomyFile()).concepts).filter((c) => c.uri.startsWith('http')).map((c) => [c.label.toLowerCase(), c.uri]));
const sentences = (await jobAdSentences(sharedDataDir(), (label) => byLabel.get(label.toLowerCase()))).filter((s) => s.split === 'train').map((s) => s.doc);
const cvs = await labelledCvs('dev');
log(`training on ${cvs.length} dev CVs and ${sentences.length} job-ad sentences`);
const model = trainRanker(analyzer, cvs, sentences, log);
await writeFile(MODEL_URL, modelFile(model));
log(`model ${model.version}: threshold ${model.threshold}, written to ${MODEL_URL.pathname} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const [i, name] of FEATURES.entries()) log(`  ${name.padEnd(28)} ${model.weights[i]!.toFixed(3)}`);

/** The model as JSON with one field, and one tree, per line: small, and a retrained model diffs readably. */
function modelFile(model: RankerModel): string {
  const fields = Object.entries(model).map(([key, value]) =>
    key === 'trees' && Array.isArray(value)
      ? `  "trees": [\n${value.map((tree) => `    ${JSON.stringify(tree)}`).join(',\n')}\n  ]`
      : key === 'priors' && value && typeof value === 'object'
        ? `  "priors": {\n${Object.entries(value).map(([uri, prior]) => `    ${JSON.stringify(uri)}: ${JSON.stringify(prior)}`).join(',\n')}\n  }`
        : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{\n${fields.join(',\n')}\n}\n`;
}
