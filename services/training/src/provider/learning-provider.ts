/**
 * The learning provider's REST contract (spec §7), as the training service sees it. Field names on
 * the wire are the provider's snake_case; this port speaks camelCase.
 */
export interface ProviderEnrollmentRequest {
  userId: string;
  courseId: string;
  sessionId: string | null;
  metadata: Record<string, unknown>;
}

export interface ProviderEnrollment {
  enrollmentId: string;
  accessToken: string;
  courseUrl: string;
  providerUserId: string;
  expiresAt: string | null;
}

export interface ProviderEnrollmentStatus {
  status: string;
  progressPercentage: number;
  lastAccessed: string | null;
}

export interface ProviderProgressUpdate {
  moduleName: string;
  status: string;
  score: number | null;
  timeSpentMinutes: number;
}

export interface ProviderModuleProgress {
  id: string;
  moduleName: string;
  order: number;
  status: string;
  timeSpentMinutes: number;
  score: number | null;
  lastAccessed: string | null;
  completedAt: string | null;
}

export interface ProviderCertificate {
  certificateUrl: string;
  certificateNumber: string;
}

export interface LearningProvider {
  createEnrollment(request: ProviderEnrollmentRequest): Promise<ProviderEnrollment>;
  getEnrollment(enrollmentId: string): Promise<ProviderEnrollmentStatus>;
  reportProgress(enrollmentId: string, update: ProviderProgressUpdate): Promise<unknown>;
  listModules(enrollmentId: string): Promise<ProviderModuleProgress[]>;
  issueCertificate(enrollmentId: string): Promise<ProviderCertificate>;
}

export const LEARNING_PROVIDER = Symbol('LEARNING_PROVIDER');

/**
 * The provider answered that it will not do it (a 4xx other than 408 and 429): asking again the same way will not
 * help. Not a refusal: an outage, a timeout, or a 2xx whose body could not be read (it may have done it).
 */
export function isProviderRefusal(error: unknown): error is LearningProviderError {
  return error instanceof LearningProviderError && !error.transient && error.status !== null && error.status >= 400 && error.status < 500;
}

/** A failed provider call. `statusText` is the HTTP status text when the provider answered not ok. */
export class LearningProviderError extends Error {
  override name = 'LearningProviderError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly statusText: string | null,
    /** True for network failures, timeouts, 408, 429 and 5xx: the call may succeed later. */
    readonly transient: boolean,
  ) {
    super(message);
  }
}
