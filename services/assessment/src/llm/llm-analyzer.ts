import { z } from 'zod';
import { proficiencySchema, type CvAnalysis } from '@ecp/contracts';
import { readTaxonomyFile } from '@ecp/reference-data';
import { isEscoUri, toTaxonomyConcepts } from '../analysis/built-in-analyzer.js';
import type { TaxonomyConcept } from '../analysis/taxonomy.js';
import type { AssessmentConfig } from '../assessment.config.js';

type AnalyzedSkill = CvAnalysis['skills'][number];

/** A second opinion on a CV's skills; what it answers is already grounded (taxonomy concept + CV line). */
export interface CvSkillAnalyzer {
  analyze(text: string): Promise<AnalyzedSkill[]>;
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
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'proficiency', 'evidence'],
        properties: {
          name: { type: 'string', description: 'The skill as an ESCO skill or knowledge label' },
          proficiency: { type: 'string', enum: proficiencySchema.options },
          evidence: { type: 'string', description: 'The exact line of the CV that shows the skill' },
        },
      },
    },
  },
} as const;

const outputSchema = z.object({
  skills: z.array(z.object({ name: z.string(), proficiency: z.string(), evidence: z.string() })).max(200),
});

const SYSTEM_PROMPT = [
  'You extract professional skills from a CV for the energy sector.',
  'Name each skill with its ESCO v1.1.1 skill or knowledge label (English), e.g. "maintain wind turbines", "SCADA systems".',
  'Only list skills the CV itself evidences, and quote the CV line that shows each one exactly as written.',
  'Proficiency is expert, advanced, intermediate or beginner, read from the wording and the years mentioned.',
].join(' ');

/** Keeps only what the taxonomy knows (label or synonym) and what the CV really says (the quoted line). */
export class TaxonomyGrounding {
  private readonly byLabel = new Map<string, TaxonomyConcept>();

  constructor(concepts: Iterable<TaxonomyConcept>) {
    for (const concept of concepts) {
      for (const label of [concept.label, ...concept.altLabels]) {
        const key = normalise(label);
        if (!this.byLabel.has(key) || label === concept.label) this.byLabel.set(key, concept);
      }
    }
  }

  static async load(): Promise<TaxonomyGrounding> {
    return new TaxonomyGrounding(toTaxonomyConcepts((await readTaxonomyFile()).concepts));
  }

  ground(candidates: z.infer<typeof outputSchema>['skills'], cvText: string): AnalyzedSkill[] {
    const lines = cvText.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
    const grounded = new Map<string, AnalyzedSkill>();
    for (const candidate of candidates) {
      const concept = this.byLabel.get(normalise(candidate.name));
      const quote = normalise(candidate.evidence);
      const line = quote.length >= 3 ? lines.find((text) => normalise(text).includes(quote) || (quote.includes(normalise(text)) && normalise(text).length >= 12)) : undefined;
      if (!concept || !line || grounded.has(concept.uri)) continue;
      const proficiency = proficiencySchema.safeParse(candidate.proficiency);
      grounded.set(concept.uri, {
        name: concept.label,
        escoUri: isEscoUri(concept.uri) ? concept.uri : null,
        proficiency: proficiency.success ? proficiency.data : 'intermediate',
        evidence: line,
      });
    }
    return [...grounded.values()];
  }
}

/** An analyzer on any OpenAI-compatible chat-completions endpoint, with structured output. */
export class OpenAiCompatibleAnalyzer implements CvSkillAnalyzer {
  constructor(
    private readonly config: LlmConfig,
    private readonly grounding: TaxonomyGrounding,
  ) {}

  async analyze(text: string): Promise<AnalyzedSkill[]> {
    const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: this.config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: text.slice(0, 60_000) },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'cv_skills', strict: true, schema: OUTPUT_SCHEMA } },
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) throw new Error(`LLM endpoint answered ${response.status} ${response.statusText}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string | null } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('LLM endpoint answered without content');
    return this.grounding.ground(outputSchema.parse(JSON.parse(content)).skills, text);
  }
}

export async function createLlmAnalyzer(assessmentConfig: AssessmentConfig): Promise<CvSkillAnalyzer | null> {
  const config = llmConfigFrom(assessmentConfig);
  return config ? new OpenAiCompatibleAnalyzer(config, await TaxonomyGrounding.load()) : null;
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
