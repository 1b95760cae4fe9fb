import { z } from 'zod';
import { proficiencySchema, type CvAnalysis } from '@ecp/contracts';
import { readTextAtMost } from '@ecp/runtime';
import type { AssessmentConfig } from '../assessment.config.js';

type AnalyzedSkill = CvAnalysis['skills'][number];

/** A stage-1 candidate of the built-in analyzer: a taxonomy concept, the CV sentence or line it was found in, the ranker's confidence. */
export interface SkillCandidate extends AnalyzedSkill {
  /** The built-in ranker's calibrated probability (0–1); candidates it does not keep are included too. */
  confidence: number;
}

/**
 * A second opinion on a CV's skills: re-ranks the built-in analyzer's candidates. What it answers is a subset of
 * those candidates (so every skill is a taxonomy concept with its CV evidence), most certain first.
 */
export interface CvSkillAnalyzer {
  rerank(text: string, candidates: readonly SkillCandidate[]): Promise<AnalyzedSkill[]>;
}

export interface LlmConfig {
  /** An OpenAI-compatible API root, e.g. http://localhost:11434/v1 (the path /chat/completions is appended). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** LLM_BASE_URL turns the LLM analyzer on (off by default); LLM_MODEL and LLM_API_KEY as the endpoint needs. */
export function llmConfigFrom(config: AssessmentConfig): LlmConfig | null {
  if (!config.LLM_BASE_URL) return null;
  return {
    baseUrl: config.LLM_BASE_URL.replace(/\/+$/, ''),
    model: config.LLM_MODEL,
    ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
}

// Structured output: the endpoint must answer this JSON shape (OpenAI `response_format: json_schema`).
const OUTPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['skills'],
  properties: {
    skills: {
      type: 'array',
      description: 'The candidates the CV really evidences, most certain first; leave out the others',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'proficiency'],
        properties: {
          id: { type: 'integer', description: 'The id of a candidate from the list' },
          proficiency: { type: 'string', enum: proficiencySchema.options },
        },
      },
    },
  },
} as const;

// Lenient on purpose: what does not fit is dropped (or defaulted) by groundRanking, not the whole answer.
const outputSchema = z.object({
  skills: z.array(z.object({ id: z.unknown(), proficiency: z.unknown() })).max(500),
});

/** The LLM's answer before grounding: candidate ids (most certain first) with a proficiency each. */
export type RankingAnswer = readonly { id?: unknown; proficiency?: unknown }[];

const SYSTEM_PROMPT = [
  'You review the skills an automatic analyzer proposed for a CV in the energy sector.',
  'Each candidate is an ESCO v1.1.1 skill or knowledge concept (or an O*NET technology) with the CV sentence or line it was found in and the analyzer\'s confidence (0-1), which is often wrong.',
  'Return the ids of the candidates the CV really evidences (the person has and uses the skill, not a mere mention of a word), most certain first, and leave out the others.',
  'Use only ids from the list. Proficiency is expert, advanced, intermediate or beginner, read from the wording and the years mentioned.',
].join(' ');

// The CV text sent (a two-page CV is about 6,000 characters).
const MAX_CV_CHARS = 60_000;

/** The user message: the CV, then the numbered candidates (one JSON object a line: id, label, line, confidence). */
export function rerankPrompt(text: string, candidates: readonly SkillCandidate[]): string {
  const list = candidates.map((candidate, index) =>
    JSON.stringify({ id: index + 1, label: candidate.name, line: candidate.evidence, confidence: Math.round(candidate.confidence * 1000) / 1000 }));
  return [
    'CV:',
    '"""',
    text.slice(0, MAX_CV_CHARS),
    '"""',
    '',
    `Candidates (${candidates.length}; one JSON object a line: id, ESCO label, the CV sentence or line it was found in, the analyzer's confidence):`,
    ...list,
  ].join('\n');
}

/**
 * Grounding of the LLM's answer: only ids of the listed candidates (numbered from 1) count, each once, in the
 * order given; anything else is dropped. A proficiency outside the scale falls back to the built-in one. So every
 * skill returned is one of the candidates: a taxonomy concept with the CV words that evidence it.
 */
export function groundRanking(answer: RankingAnswer, candidates: readonly SkillCandidate[]): AnalyzedSkill[] {
  const accepted: AnalyzedSkill[] = [];
  const seen = new Set<string>();
  for (const { id, proficiency } of answer) {
    const index = typeof id === 'number' ? id : typeof id === 'string' && /^\s*\d+\s*$/.test(id) ? Number(id) : NaN;
    const candidate = Number.isInteger(index) ? candidates[index - 1] : undefined;
    // A repeated id, or a second candidate of the same name (the report keys skills by name), counts once.
    if (!candidate || seen.has(candidate.name.toLowerCase())) continue;
    seen.add(candidate.name.toLowerCase());
    const stated = proficiencySchema.safeParse(proficiency);
    const { name, escoUri, evidence } = candidate;
    accepted.push({ name, escoUri, proficiency: stated.success ? stated.data : candidate.proficiency, evidence });
  }
  return accepted;
}

/** The most an LLM endpoint's answer may hold: a ranking of at most a few hundred candidate ids is a few KB. */
const LLM_RESPONSE_MAX_BYTES = 1024 * 1024;

/** A re-ranker on any OpenAI-compatible chat-completions endpoint, with structured output. */
export class OpenAiCompatibleAnalyzer implements CvSkillAnalyzer {
  constructor(private readonly config: LlmConfig) {}

  async rerank(text: string, candidates: readonly SkillCandidate[]): Promise<AnalyzedSkill[]> {
    if (candidates.length === 0) return [];
    const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: this.config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: rerankPrompt(text, candidates) },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'cv_skill_ranking', strict: true, schema: OUTPUT_SCHEMA } },
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
      // A redirect would send the CV text on to wherever it points: the endpoint is LLM_BASE_URL, not another host.
      redirect: 'manual',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`LLM endpoint answered ${response.status} ${response.statusText}${response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : ''}`);
    }
    const answer = await readTextAtMost(response, LLM_RESPONSE_MAX_BYTES);
    if (answer === null) throw new Error(`LLM endpoint sent more than ${LLM_RESPONSE_MAX_BYTES} bytes`);
    const body = JSON.parse(answer) as { choices?: { message?: { content?: string | null } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('LLM endpoint answered without content');
    return groundRanking(outputSchema.parse(JSON.parse(content)).skills, candidates);
  }
}

export async function createLlmAnalyzer(assessmentConfig: AssessmentConfig): Promise<CvSkillAnalyzer | null> {
  const config = llmConfigFrom(assessmentConfig);
  return config ? new OpenAiCompatibleAnalyzer(config) : null;
}
