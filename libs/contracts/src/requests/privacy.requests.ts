import { z } from 'zod';
import { serviceNames, userIdSchema as userId, type ServiceName } from './common.js';

/** A stored file that belongs in a person's data export (the CV files: bytes travel from the blob store, never over the bus). */
const exportFileSchema = z.object({ bucket: z.string().min(1), key: z.string().min(1), fileName: z.string().min(1) });

/**
 * One service's part of a person's data export: a JSON document of everything it holds about the user
 * (secrets left out) and the stored files that belong to it. The gateway zips one document per service.
 */
export const userDataExportSchema = z.object({
  service: z.enum(serviceNames),
  data: z.record(z.string(), z.unknown()),
  files: z.array(exportFileSchema).default([]),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

const exportRequest = { request: z.object({ userId }), response: userDataExportSchema };

/** `<service>.export-user-data`: every service answers for the data it owns (the gateway's verified user id only). */
function exportPatterns() {
  return Object.fromEntries(serviceNames.map((name) => [`${name}.export-user-data`, exportRequest])) as Record<`${ServiceName}.export-user-data`, typeof exportRequest>;
}

/** The message a deletion with a wrong password or code is refused with. */
export const DELETE_ACCOUNT_REFUSED_MESSAGE = 'Incorrect password or verification code';

export const privacyRequests = {
  ...exportPatterns(),
  /**
   * Deletes the caller's account after re-checking the password (accounts with one) or a second-factor code
   * (authenticator or recovery code; required when two-factor sign-in is on); an account without a password only from a
   * session (`sessionId`) signed in within RECENT_SIGN_IN_MINUTES (else FORBIDDEN RECENT_SIGN_IN_REQUIRED). Sessions end at once and
   * `user.deleted` goes to every service and partner.
   */
  'identity.delete-account': {
    changes: true,
    request: z.object({ userId, password: z.string().max(1024).optional(), code: z.string().max(64).optional(), sessionId: z.uuid().optional(), ip: z.string().optional() }),
    response: z.object({ ok: z.literal(true) }),
  },
  /** Which services confirmed (user.erased) the erasure of a deleted account; for operators and tests. */
  'identity.erasure-status': {
    request: z.object({ userId }),
    response: z.object({ deletedAt: z.iso.datetime().nullable(), confirmedBy: z.array(z.string()) }),
  },
} as const;
