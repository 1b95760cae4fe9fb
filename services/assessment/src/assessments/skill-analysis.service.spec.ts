import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { CV_TEXT_MAX_CHARS, DomainError } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import type { WorkerPool } from '@ecp/runtime';
import { ANALYSIS_BUSY_MESSAGE, LOOKUP_BUSY_MESSAGE, REQUESTS_AT_ONCE, SkillAnalysisService } from './skill-analysis.service.js';

const twoPageCv = readFileSync(new URL('../../bench/fixtures/two-page-cv.txt', import.meta.url), 'utf8');

/** The built-in analyzer runs in a worker thread: the service's event loop stays free while a CV is analysed. */
describe('SkillAnalysisService', () => {
  const analysis = new SkillAnalysisService(createLogger('assessment-test'));
  afterAll(() => analysis.onModuleDestroy());

  it('analyses a CV in its worker: skills with ESCO URIs or none, position, years, strengths', async () => {
    const result = await analysis.analyze(twoPageCv, 'user-1');
    expect(result.skills.length).toBeGreaterThan(5);
    for (const skill of result.skills) expect(skill.escoUri === null || skill.escoUri.startsWith('http://data.europa.eu/esco/skill/')).toBe(true);
    // Five of the skills (keyStrengths' order is key-strengths.spec's; the worker's answer carries no confidence).
    expect(result.keyStrengths).toHaveLength(5);
    expect(result.skills.map((s) => s.name)).toEqual(expect.arrayContaining(result.keyStrengths));
    expect(typeof result.currentPosition).toBe('string');
  }, 120_000);

  it('keeps the event loop turning while the longest accepted text is analysed', async () => {
    await analysis.analyze('Skills\nSCADA', 'user-1'); // the worker's indexes are built
    const longest = twoPageCv.repeat(Math.ceil(CV_TEXT_MAX_CHARS / twoPageCv.length)).slice(0, CV_TEXT_MAX_CHARS);
    let finished = false;
    const running = analysis.analyze(longest, 'user-1').then(() => (finished = true));
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

  it("users take turns at the worker: one user's queued analyses of the longest text hold another's short one back by one", async () => {
    await analysis.analyze('Skills\nSCADA', 'flood');
    const longest = twoPageCv.repeat(Math.ceil(CV_TEXT_MAX_CHARS / twoPageCv.length)).slice(0, CV_TEXT_MAX_CHARS);
    const order: string[] = [];
    const run = (label: string, text: string, userId: string) => analysis.analyze(text, userId).then(() => order.push(label));
    await Promise.all([run('flood 1', longest, 'flood'), run('flood 2', longest, 'flood'), run('flood 3', longest, 'flood'), run('someone', twoPageCv, 'someone')]);
    // 'flood 1' was running and 'flood 2' had the next turn; 'someone' comes before 'flood 3' (first in, last out before).
    expect(order).toEqual(['flood 1', 'flood 2', 'someone', 'flood 3']);
  }, 120_000);

  it('a user asking holds at most REQUESTS_AT_ONCE places of each kind; one more is RATE_LIMITED with its message, others unaffected', () => {
    const service = new SkillAnalysisService(createLogger('assessment-test'), { preload: false });
    const taken = Array.from({ length: REQUESTS_AT_ONCE.analysis }, () => service.admit('user-a', 'analysis'));
    const refused = (() => {
      try {
        service.admit('user-a', 'analysis');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: ANALYSIS_BUSY_MESSAGE });
    // Another user, and another kind of request, have their own places.
    service.admit('user-b', 'analysis')();
    const lookups = Array.from({ length: REQUESTS_AT_ONCE.lookup }, () => service.admit('user-a', 'lookup'));
    expect(() => service.admit('user-a', 'lookup')).toThrow(LOOKUP_BUSY_MESSAGE);
    // A place given back (twice counts once) is free again.
    taken[0]!();
    taken[0]!();
    service.admit('user-a', 'analysis');
    expect(() => service.admit('user-a', 'analysis')).toThrow(ANALYSIS_BUSY_MESSAGE);
    for (const release of [...taken, ...lookups]) release();
  });

  it('builds the analyzer in the background when someone may upload soon, asking its worker at most every 30 seconds', async () => {
    const service = new SkillAnalysisService(createLogger('assessment-test'), { preload: false });
    const pool = (service as unknown as { pool: WorkerPool<unknown, unknown> }).pool;
    const run = jest.spyOn(pool, 'run').mockResolvedValue(null);
    service.prepare();
    service.prepare();
    expect(run.mock.calls).toEqual([[{ op: 'warm' }, 'prepare']]);
    run.mockRestore();
    await service.onModuleDestroy();
  });

  it("answers an analysis after shutdown as the pool's 'closed' (retryable), not as the text's failure", async () => {
    const closed = new SkillAnalysisService(createLogger('assessment-test'), { preload: false });
    await closed.onModuleDestroy();
    await expect(closed.analyze('Skills\nSCADA', 'user-1')).rejects.toMatchObject({ name: 'WorkerJobError', reason: 'closed' });
  });
});
