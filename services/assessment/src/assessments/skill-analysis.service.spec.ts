import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { CV_TEXT_MAX_CHARS } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import { SkillAnalysisService } from './skill-analysis.service.js';

const twoPageCv = readFileSync(new URL('../../bench/fixtures/two-page-cv.txt', import.meta.url), 'utf8');

/** The built-in analyzer runs in a worker thread: the service's event loop stays free while a CV is analysed. */
describe('SkillAnalysisService', () => {
  const analysis = new SkillAnalysisService(createLogger('assessment-test'));
  afterAll(() => analysis.onModuleDestroy());

  it('analyses a CV in its worker: skills with ESCO URIs or none, position, years, strengths', async () => {
    const result = await analysis.analyze(twoPageCv);
    expect(result.skills.length).toBeGreaterThan(5);
    for (const skill of result.skills) expect(skill.escoUri === null || skill.escoUri.startsWith('http://data.europa.eu/esco/skill/')).toBe(true);
    expect(result.keyStrengths).toEqual(result.skills.slice(0, 5).map((s) => s.name));
    expect(typeof result.currentPosition).toBe('string');
  }, 120_000);

  it('keeps the event loop turning while the longest accepted text is analysed', async () => {
    await analysis.analyze('Skills\nSCADA'); // the worker's indexes are built
    const longest = twoPageCv.repeat(Math.ceil(CV_TEXT_MAX_CHARS / twoPageCv.length)).slice(0, CV_TEXT_MAX_CHARS);
    let finished = false;
    const running = analysis.analyze(longest).then(() => (finished = true));
    // Ten turns of the loop, each a timer, while the analysis of 200,000 characters (seconds of work) goes on.
    let ticks = 0;
    while (ticks < 10) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      ticks += 1;
    }
    expect(finished).toBe(false);
    await running;
    expect(finished).toBe(true);
  }, 120_000);

  it("answers an analysis after shutdown as the pool's 'closed' (retryable), not as the text's failure", async () => {
    const closed = new SkillAnalysisService(createLogger('assessment-test'), { preload: false });
    await closed.onModuleDestroy();
    await expect(closed.analyze('Skills\nSCADA')).rejects.toMatchObject({ name: 'WorkerJobError', reason: 'closed' });
  });
});
