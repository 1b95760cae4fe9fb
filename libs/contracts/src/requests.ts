import type { z } from 'zod';
import { healthPatterns } from './requests/common.js';
import { identityRequests } from './requests/identity.requests.js';
import { profileRequests } from './requests/profile.requests.js';
import { skillsRequests } from './requests/skills.requests.js';
import { assessmentRequests } from './requests/assessment.requests.js';
import { trainingRequests } from './requests/training.requests.js';
import { gamificationRequests } from './requests/gamification.requests.js';
import { partnersRequests } from './requests/partners.requests.js';
import { privacyRequests } from './requests/privacy.requests.js';

export * from './requests/common.js';
export { authUserSchema, type AuthUser } from './requests/identity.requests.js';
export * from './requests/gamification.requests.js';
export * from './requests/assessment.requests.js';
export * from './requests/partners.requests.js';
export { MAX_SKILLS_PER_USER, SKILLS_FULL_MESSAGE } from './requests/skills.requests.js';
export { userDataExportSchema, DELETE_ACCOUNT_REFUSED_MESSAGE, type UserDataExport } from './requests/privacy.requests.js';

/**
 * Request/reply patterns: subject → request and response schemas, one file per serving service.
 * The caller's identity travels in the `x-user-id` header set by the gateway; a user id in a payload
 * is only trusted when the gateway put it there from the verified token.
 */
export const requestSchemas = {
  ...identityRequests,
  ...profileRequests,
  ...skillsRequests,
  ...assessmentRequests,
  ...trainingRequests,
  ...gamificationRequests,
  ...partnersRequests,
  ...privacyRequests,
  ...healthPatterns(),
} as const;

export type RequestPattern = keyof typeof requestSchemas;
/** What a caller sends. */
export type RequestOf<P extends RequestPattern> = z.input<(typeof requestSchemas)[P]['request']>;
/** What a handler receives: the request as its schema parsed it once, at the bus edge (defaults applied, strings trimmed). */
export type RequestData<P extends RequestPattern> = z.output<(typeof requestSchemas)[P]['request']>;
export type ResponseOf<P extends RequestPattern> = z.infer<(typeof requestSchemas)[P]['response']>;

/**
 * Whether a pattern changes state (its contract says `changes: true`): a repeat of one request (its asker lost the reply
 * in a reconnect and asked again) must be answered from the first run, on whichever replica it reaches, never run twice.
 */
export function changesState(pattern: RequestPattern): boolean {
  const contract = requestSchemas[pattern];
  return 'changes' in contract && contract.changes === true;
}

export function isRequestPattern(value: string): value is RequestPattern {
  return Object.hasOwn(requestSchemas, value);
}

/**
 * The message of the VALIDATION_ERROR a request that breaks its pattern's schema is answered with: the message its
 * contract gives the first offending field a person typed (`fieldMessages`, by the field's top-level name), else the
 * operation's spec message where its contract names one (`invalidMessage`), else `Invalid request for <pattern>`.
 */
export function invalidRequestMessage(pattern: RequestPattern, invalidFields: readonly PropertyKey[] = []): string {
  const contract = requestSchemas[pattern];
  const fieldMessages: Partial<Record<PropertyKey, string>> = 'fieldMessages' in contract ? contract.fieldMessages : {};
  const field = invalidFields.find((name) => fieldMessages[name] !== undefined);
  if (field !== undefined) return fieldMessages[field]!;
  return ('invalidMessage' in contract ? contract.invalidMessage : undefined) ?? `Invalid request for ${pattern}`;
}

/**
 * What a person is told when the operation fails on our side (the service not reached, say): its contract's
 * `invalidMessage` where that is the spec's failure message of the operation ('Failed to add skill'), never a refusal
 * of what was sent ('This confirmation link is invalid or has expired' must not be said of a timeout).
 */
export function operationMessage(pattern: RequestPattern): string | undefined {
  const contract = requestSchemas[pattern];
  const invalid: string | undefined = 'invalidMessage' in contract ? contract.invalidMessage : undefined;
  return invalid?.startsWith('Failed to ') ? invalid : undefined;
}
