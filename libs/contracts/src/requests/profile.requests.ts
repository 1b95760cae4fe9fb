import { z } from 'zod';
import { personName, storableText, userIdSchema as userId } from './common.js';
import { snapshotPage, snapshotPageRequest } from './progress-snapshot.js';
import { FAILURE_MESSAGES } from '../messages.js';

export const profileSchema = z.object({
  id: userId,
  fullName: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  cvFilePath: z.string().nullable(),
  cvFileName: z.string().nullable(),
  cvContentType: z.string().nullable(),
  cvSizeBytes: z.number().int().nonnegative().nullable(),
  cvUploadedAt: z.iso.datetime().nullable(),
  professionalHeadline: z.string().nullable(),
  location: z.string().nullable(),
  yearsOfExperience: z.number().int().nonnegative().nullable(),
  profileCompleteness: z.number().int().min(0).max(100),
  onboardingCompleted: z.boolean(),
  emailNotifications: z.boolean(),
  themePreference: z.string(),
  beneficiaryType: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Optional text: trimmed, and empty means "cleared" (null). */
const optionalText = (max: number, text = () => storableText().trim()) =>
  text()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

/** The fields a user may change (spec §7: fullName, professionalHeadline, linkedinUrl, location, yearsOfExperience, onboardingCompleted). */
export const profileUpdatesSchema = z.object({
  fullName: optionalText(200, personName),
  professionalHeadline: optionalText(300),
  linkedinUrl: optionalText(500).refine((value) => value == null || /^https?:\/\/\S+$/i.test(value), 'Please enter a valid URL'),
  location: optionalText(200),
  yearsOfExperience: z.number().int().min(0).max(100).nullable().optional(),
  onboardingCompleted: z.boolean().optional(),
});
export type ProfileUpdates = z.input<typeof profileUpdatesSchema>;

export const cvFileSchema = z.object({
  /** The gateway's id for this upload (answered to the uploader), carried on cv.uploaded and the analysis events. */
  uploadId: z.uuid(),
  path: z.string().min(1).max(512),
  fileName: z.string().min(1).max(255),
  contentType: z.string().min(1).max(200),
  /** The limit (spec §9, 10 MB) is a CV file rule: @ecp/cv-files, checked by the gateway and the profile service. */
  sizeBytes: z.number().int().positive(),
});

/** Request/reply patterns served by the profile service. The user id is always the gateway's verified one. */
export const profileRequests = {
  /** The caller's profile (defaults when it is not stored yet); the routing rule reads onboardingCompleted. */
  'profile.get': {
    request: z.object({ userId }),
    response: profileSchema,
    invalidMessage: FAILURE_MESSAGES.retrieveProfile,
  },
  /** Changes some fields; creates the profile when it does not exist yet (upsert by id). */
  'profile.update': {
    changes: true,
    request: z.object({ userId, updates: profileUpdatesSchema }),
    response: profileSchema,
    invalidMessage: FAILURE_MESSAGES.updateProfile,
  },
  /** Attaches a CV the gateway stored at `{userId}/{timestamp}_{safeName}` in the cvs bucket. */
  'profile.attach-cv': {
    changes: true,
    request: z.object({ userId, file: cvFileSchema }),
    response: profileSchema,
  },
  /** Removes the caller's CV file and clears cv_file_path. */
  'profile.delete-cv': {
    changes: true,
    request: z.object({ userId }),
    response: profileSchema,
  },
  /** Each profile's completeness and CV time (the gamification backfill). */
  'profile.progress-snapshot': {
    request: snapshotPageRequest,
    response: snapshotPage(z.object({ userId, profileCompleteness: z.number().int().min(0).max(100), cvUploadedAt: z.iso.datetime().nullable(), updatedAt: z.iso.datetime() })),
  },
} as const;
