import { z } from 'zod';
import { readTextAtMost } from '@ecp/runtime';
import {
  LearningProviderError,
  type LearningProvider,
  type ProviderCertificate,
  type ProviderEnrollment,
  type ProviderEnrollmentRequest,
  type ProviderEnrollmentStatus,
  type ProviderModuleProgress,
  type ProviderProgressUpdate,
} from './learning-provider.js';

export interface HttpLearningProviderOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Extra attempts for safe calls (GET). */
  retries: number;
  retryDelayMs: number;
  fetch?: typeof fetch;
}

/** The most of a provider answer read: a broken or hostile provider must not fill the memory every service shares. */
export const MAX_PROVIDER_RESPONSE_BYTES = 1024 * 1024;
/** A link the SPA puts in an href: http(s) only (never javascript: or data:), of a sane length. */
const webLink = z.string().max(2048).refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'not an http(s) URL');
const shortText = z.string().max(200);

const enrollmentResponse = z.object({
  enrollment_id: z.string().min(1).max(200),
  access_token: z.string().max(4096),
  course_url: z.union([webLink, z.literal('')]),
  provider_user_id: z.string().optional(),
  user_id: z.string().optional(),
  expires_at: z.string().nullable().optional(),
});
const statusResponse = z.object({
  status: shortText,
  progress_percentage: z.coerce.number().min(0).max(100),
  last_accessed: z.string().nullable().optional(),
});
const moduleResponse = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  module_name: shortText,
  order: z.coerce.number().int(),
  status: shortText,
  time_spent_minutes: z.coerce.number().nonnegative().default(0),
  score: z.coerce.number().nullable().optional(),
  last_accessed: z.string().nullable().optional(),
  completed_at: z.string().nullable().optional(),
});
const modulesResponse = z.union([z.array(moduleResponse), z.object({ modules: z.array(moduleResponse) }).transform((body) => body.modules)]);
const certificateResponse = z.object({ certificate_url: webLink, certificate_number: z.string().min(1).max(200) });

/** The provider REST client: bearer key, a timeout per attempt, retries with back-off for safe calls. */
export class HttpLearningProvider implements LearningProvider {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpLearningProviderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async createEnrollment(request: ProviderEnrollmentRequest): Promise<ProviderEnrollment> {
    const body = await this.call('POST', '/enrollments', enrollmentResponse, {
      user_id: request.userId,
      course_id: request.courseId,
      session_id: request.sessionId,
      metadata: request.metadata,
    });
    return {
      enrollmentId: body.enrollment_id,
      accessToken: body.access_token,
      courseUrl: body.course_url,
      providerUserId: body.provider_user_id ?? body.user_id ?? '',
      expiresAt: body.expires_at ?? null,
    };
  }

  async getEnrollment(enrollmentId: string): Promise<ProviderEnrollmentStatus> {
    const body = await this.call('GET', `/enrollments/${encodeURIComponent(enrollmentId)}`, statusResponse);
    return { status: body.status, progressPercentage: body.progress_percentage, lastAccessed: body.last_accessed ?? null };
  }

  reportProgress(enrollmentId: string, update: ProviderProgressUpdate): Promise<unknown> {
    return this.call('POST', `/enrollments/${encodeURIComponent(enrollmentId)}/progress`, z.unknown(), {
      module_name: update.moduleName,
      status: update.status,
      score: update.score,
      time_spent_minutes: update.timeSpentMinutes,
    });
  }

  async listModules(enrollmentId: string): Promise<ProviderModuleProgress[]> {
    const modules = await this.call('GET', `/enrollments/${encodeURIComponent(enrollmentId)}/modules`, modulesResponse);
    return modules.map((m) => ({
      id: m.id,
      moduleName: m.module_name,
      order: m.order,
      status: m.status,
      timeSpentMinutes: m.time_spent_minutes,
      score: m.score ?? null,
      lastAccessed: m.last_accessed ?? null,
      completedAt: m.completed_at ?? null,
    }));
  }

  async issueCertificate(enrollmentId: string): Promise<ProviderCertificate> {
    const body = await this.call('POST', `/enrollments/${encodeURIComponent(enrollmentId)}/certificate`, certificateResponse);
    return { certificateUrl: body.certificate_url, certificateNumber: body.certificate_number };
  }

  /** GET is safe to repeat, so it is retried on transient failures; POSTs are sent once. */
  private async call<T extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
    const attempts = method === 'GET' ? 1 + this.options.retries : 1;
    let lastError: LearningProviderError | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(this.options.retryDelayMs * 2 ** (attempt - 1));
      try {
        return await this.attempt(method, path, schema, body);
      } catch (error) {
        if (!(error instanceof LearningProviderError) || !error.transient) throw error;
        lastError = error;
      }
    }
    throw lastError!;
  }

  private async attempt<T extends z.ZodType>(method: string, path: string, schema: T, body: unknown): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A redirect is an answer of its own (an error below), never followed: the key must not go elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      // The abort reason is a DOMException, which is not always an Error instance across realms.
      const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new LearningProviderError(
        timedOut ? `Learning provider did not answer within ${this.options.timeoutMs} ms` : `Learning provider unreachable: ${describe(error)}`,
        null,
        null,
        true,
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const statusText = response.statusText || `HTTP ${response.status}`;
      throw new LearningProviderError(`Learning provider request failed: ${statusText}`, response.status, statusText, response.status >= 500 || response.status === 429 || response.status === 408);
    }
    const text = await readTextAtMost(response, MAX_PROVIDER_RESPONSE_BYTES);
    if (text === null) throw new LearningProviderError(`Learning provider sent more than ${MAX_PROVIDER_RESPONSE_BYTES} bytes`, response.status, response.statusText, false);
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new LearningProviderError('Learning provider sent an invalid response', response.status, response.statusText, false);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new LearningProviderError('Learning provider sent an unexpected response', response.status, response.statusText, false);
    return parsed.data;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? error.message;
  }
  return String(error);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
