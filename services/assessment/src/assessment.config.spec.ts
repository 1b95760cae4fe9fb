import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@ecp/config';
import { loadAssessmentConfig } from './assessment.config.js';

describe('assessment configuration', () => {
  it('has the LLM analyzer off with the documented defaults, an empty variable counting as unset', () => {
    const analyzer = { ANALYZER_PRELOAD: true, ANALYZER_IDLE_SECONDS: 0, ASSESSMENT_STALE_MINUTES: 10 };
    expect(loadAssessmentConfig({})).toEqual({ LLM_MODEL: 'gpt-4o-mini', LLM_TIMEOUT_MS: 60_000, ...analyzer });
    expect(loadAssessmentConfig({ LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '', LLM_TIMEOUT_MS: '', ANALYZER_PRELOAD: '', ANALYZER_IDLE_SECONDS: '', ASSESSMENT_STALE_MINUTES: '' })).toEqual({
      LLM_MODEL: 'gpt-4o-mini', LLM_TIMEOUT_MS: 60_000, ...analyzer,
    });
    expect(loadAssessmentConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_TIMEOUT_MS: '5000', LLM_API_KEY: 'k' })).toEqual({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'k', LLM_TIMEOUT_MS: 5000, ...analyzer,
    });
  });

  it('builds the analyzer at the first analysis and lets its worker go when idle, when asked (npm start)', () => {
    expect(loadAssessmentConfig({ ANALYZER_PRELOAD: 'false', ANALYZER_IDLE_SECONDS: '600' })).toMatchObject({ ANALYZER_PRELOAD: false, ANALYZER_IDLE_SECONDS: 600 });
  });

  it('stops start-up on a bad value with a line naming the variable (no silent fallback)', () => {
    for (const [name, value] of [['LLM_TIMEOUT_MS', 'soon'], ['LLM_TIMEOUT_MS', '-1'], ['LLM_BASE_URL', 'not a url'], ['ANALYZER_PRELOAD', 'sometimes'], ['ANALYZER_IDLE_SECONDS', '-5'], ['ASSESSMENT_STALE_MINUTES', 'never'], ['ASSESSMENT_STALE_MINUTES', '-1']] as const) {
      expect(() => loadAssessmentConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadAssessmentConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration for assessment:\\n  ${name}: `));
    }
  });
});
