import { Inject, Injectable, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DomainError, FAILURE_MESSAGES, type CvAnalysis, type SkillMatch } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { isWorkerPoolClosed, LOGGER, WorkerPool } from '@ecp/runtime';
import type { AnalysisJob } from '../analysis/analysis.worker.js';
import { isEscoUri } from '../analysis/esco-uri.js';
import type { AnalyzedSkill, CvAnalysis as BuiltInAnalysis } from '../analysis/skill-analyzer.js';
import type { SkillCandidate } from '../llm/llm-analyzer.js';
import { workerModule } from '../worker-module.js';
import { ANALYZER_OPTIONS } from './tokens.js';

// A job that runs longer than this (the analyzer's build of a few seconds included) is abandoned and its worker
// replaced; an analysis of the longest accepted text takes a few seconds.
const ANALYSIS_TIMEOUT_MS = 60_000;
// The analyzer's indexes take about 300 MB of heap; a runaway job ends at this limit, not at the process's.
const ANALYSIS_HEAP_MB = 1024;
// How long a shutdown waits for the analyses under way.
const DRAIN_MS = 10_000;
// A person looking at an upload asks for the analyzer at most this often: a built one answers a warm job at once, and
// the job keeps its worker from ending idle while people are about.
const PREPARE_EVERY_MS = 30_000;

/**
 * What one user may have waiting or running at once in this process when asking (analyze-cv, run-assessment, the
 * LinkedIn assessment; the skills editor's look-ups): one more is RATE_LIMITED, so no one can queue up the analyzer.
 * An uploaded CV's analysis (an event, which must be done) is never refused; it waits its owner's turn.
 */
export const REQUESTS_AT_ONCE = { analysis: 2, lookup: 4 } as const;
export type RequestKind = keyof typeof REQUESTS_AT_ONCE;
export const ANALYSIS_BUSY_MESSAGE = 'Your previous analysis is still running. Please wait for it to finish and try again.';
export const LOOKUP_BUSY_MESSAGE = 'Too many skill look-ups at once. Please wait a moment and try again.';

export interface AnalyzerOptions {
  /** Build the analyzer when the service starts (true) or at the first analysis. */
  preload: boolean;
  /** The worker, with the analyzer's memory, ends after this long without a job; undefined: never. */
  idleMs?: number;
}

/**
 * The built-in analyzer behind the assessment use cases, in a worker thread (analysis.worker.ts), so no CV holds the
 * service's event loop. The worker builds its indexes (a few seconds) when the service starts, or at the first
 * analysis when `preload` is off. Each analysis names the user it is for: users take turns at the worker, and a
 * request holds one of its user's places (`admit`) from before it records anything until it has answered.
 */
@Injectable()
export class SkillAnalysisService implements OnModuleInit, OnModuleDestroy {
  private readonly pool: WorkerPool<AnalysisJob, unknown>;

  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(ANALYZER_OPTIONS) private readonly options: AnalyzerOptions = { preload: true },
  ) {
    const worker = workerModule(import.meta.url, 'analysis/analysis.worker');
    this.pool = new WorkerPool(worker, {
      size: 1,
      timeoutMs: ANALYSIS_TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: ANALYSIS_HEAP_MB },
      ...(options.idleMs ? { idleMs: options.idleMs } : {}),
    });
  }

  onModuleInit(): void {
    if (!this.options.preload) return;
    void this.pool.run({ op: 'warm' }).catch((error: unknown) => this.logger.error({ err: error }, 'could not build the skill analyzer'));
  }

  private preparedAt = Number.NEGATIVE_INFINITY;

  /**
   * Someone is looking at a CV upload (their latest assessment was asked for): the analyzer is built now, in the
   * background, if it is not (preload off, or its worker ended idle), so their upload does not wait the seconds its
   * build takes. Returns at once; a person who never uploads costs the build, once per idle period.
   */
  prepare(): void {
    const now = Date.now();
    if (now - this.preparedAt < PREPARE_EVERY_MS) return;
    this.preparedAt = now;
    void this.pool.run({ op: 'warm' }, 'prepare').catch((error: unknown) => {
      if (!isWorkerPoolClosed(error)) this.logger.warn({ err: error }, 'could not build the skill analyzer ahead of an upload');
    });
  }

  /** Lets the analyses under way finish (up to DRAIN_MS) before the worker goes: a shutdown fails no assessment. */
  async onModuleDestroy(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_MS)));
    await Promise.race([Promise.allSettled([...this.running]), cap]);
    clearTimeout(timer);
    await this.pool.close();
  }

  /**
   * Takes one of the user's places for a request of this kind, or refuses it (RATE_LIMITED) when they are all taken;
   * the place is given back by the function answered (call it once the request has answered).
   */
  admit(userId: string, kind: RequestKind): () => void {
    const key = `${kind}:${userId}`;
    const taken = this.places.get(key) ?? 0;
    if (taken >= REQUESTS_AT_ONCE[kind]) throw new DomainError('RATE_LIMITED', kind === 'analysis' ? ANALYSIS_BUSY_MESSAGE : LOOKUP_BUSY_MESSAGE);
    this.places.set(key, taken + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.places.get(key) ?? 1) - 1;
      if (left > 0) this.places.set(key, left);
      else this.places.delete(key);
    };
  }

  private readonly places = new Map<string, number>();

  /** Skills (each with its evidence line), current position, years and key strengths; `userId`: whose turn it takes. */
  async analyze(text: string, userId: string): Promise<CvAnalysis> {
    const result = (await this.run({ op: 'analyze', text }, userId)) as BuiltInAnalysis;
    return {
      skills: result.skills.map(({ name, escoUri, proficiency, evidence }) => ({ name, escoUri: isEscoUri(escoUri) ? escoUri : null, proficiency, evidence })),
      currentPosition: result.currentPosition,
      yearsOfExperience: result.yearsOfExperience,
      keyStrengths: result.keyStrengths,
    };
  }

  /**
   * The ESCO concepts free text most likely names, most confident first: the analyzer's ranked candidates
   * (those it does not keep too) with O*NET tools left out.
   */
  async escoMatches(text: string, limit: number, userId: string): Promise<SkillMatch[]> {
    return ((await this.run({ op: 'candidates', text, limit: Number.MAX_SAFE_INTEGER }, userId)) as AnalyzedSkill[])
      .filter((candidate) => isEscoUri(candidate.escoUri))
      .slice(0, limit)
      .map(({ name, escoUri, confidence }) => ({ name, escoUri, confidence }));
  }

  /**
   * Stage 1's candidates ranked by the built-in ranker, those it does not keep too (up to `limit`), each with its
   * evidence line and confidence: what the optional LLM analyzer re-ranks.
   */
  async candidates(text: string, limit: number, userId: string): Promise<SkillCandidate[]> {
    return ((await this.run({ op: 'candidates', text, limit }, userId)) as AnalyzedSkill[]).map(({ name, escoUri, proficiency, evidence, confidence }) => ({
      name, escoUri: isEscoUri(escoUri) ? escoUri : null, proficiency, evidence, confidence,
    }));
  }

  private readonly running = new Set<Promise<unknown>>();

  private async run(job: AnalysisJob, userId: string): Promise<unknown> {
    const work = this.pool.run(job, userId);
    this.running.add(work);
    try {
      return await work;
    } catch (error) {
      // Closed under it (a shutdown past DRAIN_MS): not the text's failure; a resumable caller retries it.
      if (isWorkerPoolClosed(error)) throw error;
      this.logger.warn({ err: error, op: job.op }, 'skill analysis failed');
      throw new DomainError('SERVICE_ERROR', FAILURE_MESSAGES.analyzeCv, { cause: error instanceof Error ? error.message : String(error) });
    } finally {
      this.running.delete(work);
    }
  }
}
