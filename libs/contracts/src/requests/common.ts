import { z } from 'zod';

export const userIdSchema = z.uuid();

/**
 * Text a service stores: PostgreSQL text cannot hold U+0000, so a NUL from a client was a repository error (a 500 with
 * 'Failed to add skill' / 'Failed to save profile'); refused here it is the request's validation error instead.
 */
export const storableText = () => z.string().refine((value) => !value.includes('\u0000'), 'Text must not contain NUL characters');

/**
 * A person's name as one line of text, shown in headers and lists: tabs and line breaks read as one space, the
 * invisible direction marks right-to-left text is often pasted with are dropped, and other control characters are refused.
 */
export const personName = () =>
  storableText()
    .overwrite((value) =>
      value
        .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
        .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
        .replace(/ {2,}/g, ' '),
    )
    .trim()
    .regex(/^\P{Cc}*$/u);
export const roleSchema = z.enum(['admin', 'partner', 'beneficiary']);
export type Role = z.infer<typeof roleSchema>;

export const serviceNames = ['identity', 'profile', 'skills', 'assessment', 'training', 'gamification', 'partners'] as const;
export type ServiceName = (typeof serviceNames)[number];

const healthSchema = {
  request: z.object({}),
  response: z.object({ service: z.string(), ok: z.boolean(), database: z.boolean() }),
};

/** `<service>.health`: each service answers for itself and its own database. */
export function healthPatterns() {
  return Object.fromEntries(serviceNames.map((name) => [`${name}.health`, healthSchema])) as Record<`${ServiceName}.health`, typeof healthSchema>;
}
