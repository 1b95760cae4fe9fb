// Worker thread entry: the built-in analyzer, built once per worker, answers one job per message. A CV's analysis
// is seconds of synchronous work at the 200,000-character limit: here it never holds the service's event loop (its
// bus, its /health), and the pool's time and heap limits end a job that runs away.
import { parentPort } from 'node:worker_threads';
import { createBuiltInAnalyzer } from './built-in-analyzer.js';
import type { SkillAnalyzer } from './skill-analyzer.js';

/** What the service asks of the analyzer (see SkillAnalysisService). */
export type AnalysisJob = { op: 'analyze'; text: string } | { op: 'candidates'; text: string; limit: number } | { op: 'warm' };

let analyzer: Promise<SkillAnalyzer> | undefined;

parentPort!.on('message', async (job: AnalysisJob) => {
  try {
    analyzer ??= createBuiltInAnalyzer();
    const built = await analyzer;
    const value = job.op === 'analyze' ? built.analyze(job.text) : job.op === 'candidates' ? built.candidates(job.text, job.limit) : null;
    parentPort!.postMessage({ ok: true, value });
  } catch (error) {
    analyzer = undefined;
    parentPort!.postMessage({ ok: false, error: 'Failed to analyze CV', detail: error instanceof Error ? error.stack : String(error) });
  }
});
