import { afterAll, describe, expect, it } from '@jest/globals';
import { invalidRequestMessage, requestSchemas, SKILL_MATCHES_MAX } from '@ecp/contracts';
import { createLogger } from '@ecp/logger';
import { SkillAnalysisService } from './skill-analysis.service.js';
import { SuggestSkillsUseCase } from './suggest-skills.usecase.js';

const ESCO = 'http://data.europa.eu/esco/';
const USER = '00000000-0000-4000-8000-000000000001';

/** "Did you mean …": free text mapped to ESCO by the real built-in analyzer over the shipped taxonomy. */
describe('SuggestSkillsUseCase', () => {
  const logger = createLogger('assessment-test');
  const analysis = new SkillAnalysisService(logger);
  const suggest = new SuggestSkillsUseCase(analysis, logger);
  afterAll(() => analysis.onModuleDestroy());

  it('maps a misspelt free-text skill to the ESCO concept it names, most confident first', async () => {
    const { suggestions } = await suggest.execute({ userId: USER, text: 'wind turbin maintenance' });
    expect(suggestions.slice(0, 2).map((s) => s.name)).toContain('maintain wind turbines');
    expect(suggestions[0]!.escoUri).toMatch(/^http:\/\/data\.europa\.eu\/esco\/skill\//);
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(SKILL_MATCHES_MAX);
    const confidences = suggestions.map((s) => s.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    for (const s of suggestions) {
      expect(Object.keys(s).sort()).toEqual(['confidence', 'escoUri', 'name']);
      expect(s.confidence).toBeGreaterThanOrEqual(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
    }
    expect(requestSchemas['assessment.suggest-skills'].response.safeParse({ suggestions }).success).toBe(true);
  }, 60_000);

  it('returns ESCO concepts only, never an O*NET tool, and nothing for text naming no skill', async () => {
    const { suggestions } = await suggest.execute({ userId: USER, text: 'python' });
    expect(suggestions.map((s) => s.name)).toContain('Python (computer programming)');
    expect(suggestions.every((s) => s.escoUri.startsWith(ESCO))).toBe(true);
    expect((await suggest.execute({ userId: USER, text: 'xx' })).suggestions).toEqual([]);
  }, 60_000);

  it('takes trimmed text of 2 to 200 characters; other text is refused at the bus edge with a clear message', () => {
    const schema = requestSchemas['assessment.suggest-skills'].request;
    expect(schema.parse({ userId: USER, text: '  solar panels  ' })).toEqual({ userId: USER, text: 'solar panels' });
    expect(schema.safeParse({ userId: USER, text: 'x'.repeat(200) }).success).toBe(true);
    for (const text of ['', 'a', '   b   ', 'x'.repeat(201)]) expect(schema.safeParse({ userId: USER, text }).success).toBe(false);
    expect(invalidRequestMessage('assessment.suggest-skills')).toBe('Skill text must be 2 to 200 characters');
  });
});
