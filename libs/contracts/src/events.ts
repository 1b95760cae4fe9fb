import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EventEnvelope } from './envelope.js';

const userId = z.uuid();
const isoDate = z.iso.datetime();
const role = z.enum(['admin', 'partner', 'beneficiary']);
export const beneficiaryTypeSchema = z.enum(['school', 'undergrad', 'grad', 'professional', 'executive']);
const proficiency = z.string().min(1);
/**
 * The id the gateway gave one CV upload (answered by `POST /api/profile/cv`), carried on `cv.uploaded` and on
 * every `cv.analysis.*` event of that upload so a client follows its own upload by it. Null for an analysis
 * that did not start from an upload (pasted text, professional-network data) and on messages from before it.
 */
const uploadId = z.uuid().nullable().default(null);

/**
 * The one map from subject to payload schema. Publishers and subscribers are typed by it and
 * both parse with it; the AsyncAPI document for partners is generated from it.
 * A breaking change to a payload gets a new `version` and a new schema entry, never an edit.
 */
export const eventSchemas = {
  'user.registered': {
    version: 1,
    description: 'A person created an account.',
    schema: z.object({
      userId,
      email: z.email(),
      fullName: z.string(),
      requestedRole: role,
      beneficiaryType: beneficiaryTypeSchema.nullable(),
      registeredAt: isoDate,
    }),
  },
  'user.signed-in': {
    version: 1,
    description: "A person signed in; `timeZone` is their browser's IANA time zone when it told one (null on messages from before it).",
    schema: z.object({ userId, method: z.enum(['password', 'oidc', 'refresh']), signedInAt: isoDate, mfa: z.boolean(), timeZone: z.string().max(64).nullable().default(null) }),
  },
  'sessions.revoked': {
    version: 1,
    description: 'Sessions of a person ended before their time (sign-out, password change, a reused refresh token): their access tokens stop working at once. `sessionId` null: every session of the person.',
    schema: z.object({ userId, sessionId: z.uuid().nullable(), reason: z.enum(['sign-out', 'password-change', 'token-reuse', 'account-deleted']), revokedAt: isoDate }),
  },
  'user.deleted': {
    version: 1,
    description:
      'A person deleted their account (password or second factor re-checked). Every holder of their data must erase or anonymise everything it keeps about `userId` (partners included), and may receive this more than once: erasing twice must be harmless. Carries the id only, never personal data. Each of our services confirms with `user.erased`.',
    schema: z.object({ userId, deletedAt: isoDate }),
  },
  'user.erased': {
    version: 1,
    description: "One service's confirmation that it erased (or anonymised) everything it held about a deleted account; `service` names it. The identity service records each confirmation.",
    schema: z.object({ userId, service: z.string().min(1), erasedAt: isoDate }),
  },
  'role.requested': {
    version: 1,
    description: 'A partner or admin role was requested at sign-up and awaits approval.',
    schema: z.object({ userId, requestId: z.uuid(), role: z.enum(['admin', 'partner']), requestedAt: isoDate }),
  },
  'role.decided': {
    version: 1,
    description: 'An admin approved (the user now holds the role) or rejected a role request.',
    schema: z.object({
      userId,
      requestId: z.uuid(),
      role: z.enum(['admin', 'partner']),
      decision: z.enum(['approved', 'rejected']),
      decidedBy: userId,
      decidedAt: isoDate,
    }),
  },
  'profile.updated': {
    version: 1,
    description: "A profile changed; carries the profile's new completeness.",
    schema: z.object({
      userId,
      profileCompleteness: z.number().int().min(0).max(100),
      onboardingCompleted: z.boolean(),
      changedFields: z.array(z.string()),
    }),
  },
  'cv.uploaded': {
    version: 1,
    description: 'A CV file was stored for a user; `uploadId` is the upload it came from (answered by the upload request).',
    schema: z.object({
      userId,
      uploadId,
      path: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int().nonnegative(),
      uploadedAt: isoDate,
    }),
  },
  'cv.analysis.started': {
    version: 1,
    description: 'Analysis of a CV (or of professional-network data) began; its assessment is processing.',
    schema: z.object({ userId, assessmentId: z.uuid(), uploadId, assessmentType: z.string(), fileName: z.string().nullable(), startedAt: isoDate }),
  },
  'cv.analysis.completed': {
    version: 1,
    description:
      'Skills were extracted from a CV and its assessment completed (announced by the assessment service, which completes it). `analyzer` says which analyzer found them: the built-in one first, then (when configured) the LLM one with the skills it added.',
    schema: z.object({
      userId,
      assessmentId: z.uuid().nullable(),
      uploadId,
      skillCount: z.number().int().nonnegative(),
      skills: z.array(z.object({ name: z.string(), proficiency, escoUri: z.string().nullable() })),
      analyzer: z.enum(['built-in', 'llm']).default('built-in'),
    }),
  },
  'cv.analysis.failed': {
    version: 1,
    description:
      "A CV could not be analysed (no extractable text, unreadable file); `message` is the user-facing reason. `unreadable`: the uploaded file at `cvPath` could not be read as a CV, so the profile goes back to the CV it replaced (a failed upload leaves the previous CV intact). `superseded`: a newer upload replaced this one before it was read, so the profile never offers it back as the CV.",
    schema: z.object({
      userId,
      assessmentId: z.uuid().nullable(),
      uploadId,
      fileName: z.string().nullable(),
      message: z.string(),
      failedAt: isoDate,
      cvPath: z.string().nullable().default(null),
      unreadable: z.boolean().default(false),
      superseded: z.boolean().default(false),
    }),
  },
  'skills.imported': {
    version: 1,
    description:
      "Skills from an analysis were stored on the user's profile (source assessment); `added` are the ones not held before (names), `addedSkills` the same with their ids (empty on messages from before it).",
    schema: z.object({
      userId,
      assessmentId: z.uuid().nullable(),
      added: z.array(z.string()),
      addedSkills: z.array(z.object({ skillId: z.uuid(), skillName: z.string() })).default([]),
      totalSkills: z.number().int().nonnegative(),
    }),
  },
  'assessment.completed': {
    version: 1,
    description: 'A career assessment finished.',
    schema: z.object({
      userId,
      assessmentId: z.uuid(),
      assessmentType: z.string(),
      marketAlignmentScore: z.number().int().min(0).max(100),
      skillCount: z.number().int().nonnegative(),
      completedAt: isoDate,
    }),
  },
  'skill.added': {
    version: 1,
    description:
      "A skill was added to a user's profile; carries the user's new skill total. `imported`: one of an analysis's skills, all of which the same import's skills.imported also lists (absent otherwise).",
    schema: z.object({
      userId,
      skillId: z.uuid(),
      skillName: z.string().min(1),
      proficiencyLevel: proficiency,
      source: z.enum(['manual', 'assessment']),
      totalSkills: z.number().int().nonnegative(),
      imported: z.boolean().optional(),
    }),
  },
  'skill.removed': {
    version: 1,
    description: "A skill was removed; carries the user's new skill total. `replaced`: not by the person, but because a newer CV upload's analysis did not find a skill an earlier one had imported.",
    schema: z.object({ userId, skillId: z.uuid(), skillName: z.string(), totalSkills: z.number().int().nonnegative(), replaced: z.boolean().default(false) }),
  },
  'career-interest.changed': {
    version: 1,
    description: 'A user marked a career path interested or not; carries the interest count.',
    schema: z.object({ userId, careerPathId: z.uuid(), interested: z.boolean(), interestCount: z.number().int().nonnegative() }),
  },
  'enrollment.created': {
    version: 1,
    description: 'A user enrolled in a training program.',
    schema: z.object({
      userId,
      enrollmentId: z.uuid(),
      programId: z.uuid(),
      externalEnrollmentId: z.string().nullable(),
      enrollmentCount: z.number().int().positive(),
    }),
  },
  'enrollment.progressed': {
    version: 1,
    description: 'Progress on an enrollment changed.',
    schema: z.object({ userId, enrollmentId: z.uuid(), programId: z.uuid(), progressPercentage: z.number().min(0).max(100), status: z.enum(['enrolled', 'in_progress']) }),
  },
  'enrollment.completed': {
    version: 1,
    description: 'An enrollment reached 100 percent. Again for the same `enrollmentId` when its progress was set lower and back to 100 (spec §4): count completions by enrollment, not by event.',
    schema: z.object({ userId, enrollmentId: z.uuid(), programId: z.uuid(), completedAt: isoDate, finalScore: z.number().nullable(), completedCount: z.number().int().positive() }),
  },
  'enrollment.dropped': {
    version: 1,
    description: 'An enrollment was cancelled or dropped by the provider.',
    schema: z.object({ userId, enrollmentId: z.uuid(), programId: z.uuid() }),
  },
  'certificate.issued': {
    version: 1,
    description: 'The learning provider issued a certificate for an enrollment.',
    schema: z.object({ userId, enrollmentId: z.uuid(), certificateUrl: z.url(), certificateNumber: z.string() }),
  },
  'badge.awarded': {
    version: 1,
    description: 'A badge was awarded (once per user and type).',
    schema: z.object({ userId, badgeType: z.string(), badgeCategory: z.string(), earnedAt: isoDate }),
  },
  'activity.logged': {
    version: 1,
    description: "An entry was added to a user's activity feed (`activityType` snake_case, e.g. `course_completed`; `description` one short line).",
    schema: z.object({ userId, activityId: z.uuid(), activityType: z.string(), description: z.string(), createdAt: isoDate }),
  },
} as const;

export type EventSubject = keyof typeof eventSchemas;
export type EventData<S extends EventSubject> = z.infer<(typeof eventSchemas)[S]['schema']>;
export type TypedEvent<S extends EventSubject> = EventEnvelope<S, EventData<S>>;
export const eventSubjects = Object.keys(eventSchemas) as EventSubject[];

export function isEventSubject(value: string): value is EventSubject {
  return Object.hasOwn(eventSchemas, value);
}

/**
 * Builds the envelope for a subject. Its data is typed, not parsed: every event is validated once, where it
 * is received (the bus adapters in `@ecp/messaging`).
 */
export function createEvent<S extends EventSubject>(
  subject: S,
  data: EventData<S>,
  meta: { correlationId: string; causationId?: string; id?: string; occurredAt?: Date },
): TypedEvent<S> {
  return {
    id: meta.id ?? randomUUID(),
    type: subject,
    version: eventSchemas[subject].version,
    occurredAt: (meta.occurredAt ?? new Date()).toISOString(),
    correlationId: meta.correlationId,
    ...(meta.causationId ? { causationId: meta.causationId } : {}),
    data,
  };
}
