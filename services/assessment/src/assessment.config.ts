import { booleanFromEnv, loadConfig, z } from '@ecp/config';

/** An empty variable counts as unset (compose files and ConfigMaps often carry `NAME=`). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/**
 * The assessment service's own settings, read once at boot (CV storage has its schema in @ecp/storage).
 * LLM_BASE_URL turns the optional LLM analyzer on; a bad value stops start-up with a line naming it.
 */
export const assessmentConfigSchema = z.object({
  /** An OpenAI-compatible API root, e.g. http://127.0.0.1:11434/v1 (the path /chat/completions is appended). */
  LLM_BASE_URL: unsetIfEmpty(z.url().optional()),
  LLM_MODEL: unsetIfEmpty(z.string().default('gpt-4o-mini')),
  LLM_API_KEY: unsetIfEmpty(z.string().optional()),
  LLM_TIMEOUT_MS: unsetIfEmpty(z.coerce.number().int().positive().default(60_000)),
  /**
   * true: the analyzer (about 300 MB, a few seconds to build) is built when the service starts; false: at the first
   * analysis, which waits for it. Embedded mode defaults to false (a light idle process).
   */
  ANALYZER_PRELOAD: unsetIfEmpty(booleanFromEnv.default(true)),
  /** Seconds without an analysis after which the analyzer's worker ends and gives its memory back; 0: never. */
  ANALYZER_IDLE_SECONDS: unsetIfEmpty(z.coerce.number().int().min(0).default(0)),
  /**
   * Minutes after which an assessment still processing is failed as abandoned ('Failed to analyze CV'); 0: never.
   * Longer than any analysis (60 s in the worker, LLM_TIMEOUT_MS) and its redeliveries.
   */
  ASSESSMENT_STALE_MINUTES: unsetIfEmpty(z.coerce.number().int().min(0).max(10_080).default(10)),
});
export type AssessmentConfig = z.infer<typeof assessmentConfigSchema>;

export const loadAssessmentConfig = (env: Record<string, string | undefined>) => loadConfig(assessmentConfigSchema, env, 'assessment');
