import { z } from 'zod';
import { beneficiaryTypeSchema } from './events.js';

const userId = z.uuid();
export const roleSchema = z.enum(['admin', 'partner', 'beneficiary']);
export type Role = z.infer<typeof roleSchema>;

const authUser = z.object({ id: userId, email: z.email(), fullName: z.string(), roles: z.array(roleSchema) });
const session = z.object({
  user: authUser,
  accessToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime(),
  refreshToken: z.string(),
  refreshTokenExpiresAt: z.iso.datetime(),
});

const badge = z.object({
  badgeType: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  badgeCategory: z.string(),
  earnedDate: z.iso.datetime().nullable(),
});

export const serviceNames = ['identity', 'profile', 'skills', 'assessment', 'training', 'gamification'] as const;
export type ServiceName = (typeof serviceNames)[number];

const healthSchema = {
  request: z.object({}),
  response: z.object({ service: z.string(), ok: z.boolean(), database: z.boolean() }),
};

/** `<service>.health`: each service answers for itself and its own database. */
function healthPatterns() {
  return Object.fromEntries(serviceNames.map((name) => [`${name}.health`, healthSchema])) as Record<`${ServiceName}.health`, typeof healthSchema>;
}

/**
 * Request/reply patterns: subject → request and response schemas. The caller's identity travels in
 * the `x-user-id` header set by the gateway; a user id in a payload is only trusted from a service.
 */
export const requestSchemas = {
  'identity.sign-up': {
    request: z.object({
      email: z.email(),
      password: z.string(),
      fullName: z.string().trim().min(1),
      role: roleSchema,
      beneficiaryType: beneficiaryTypeSchema.nullable(),
      userAgent: z.string().optional(),
      ip: z.string().optional(),
    }),
    response: session.extend({ pendingRole: roleSchema.nullable() }),
  },
  'identity.sign-in': {
    request: z.object({ email: z.string(), password: z.string(), userAgent: z.string().optional(), ip: z.string().optional() }),
    response: session,
  },
  'identity.has-role': {
    request: z.object({ userId, role: roleSchema }),
    response: z.object({ hasRole: z.boolean() }),
  },
  'identity.get-user': {
    request: z.object({ userId }),
    response: authUser,
  },
  'gamification.list-badges': {
    request: z.object({ userId }),
    response: z.object({ badges: z.array(badge) }),
  },
  ...healthPatterns(),
} as const;

export type RequestPattern = keyof typeof requestSchemas;
export type RequestOf<P extends RequestPattern> = z.input<(typeof requestSchemas)[P]['request']>;
export type ResponseOf<P extends RequestPattern> = z.infer<(typeof requestSchemas)[P]['response']>;
export type AuthUser = z.infer<typeof authUser>;
export type Badge = z.infer<typeof badge>;

export function isRequestPattern(value: string): value is RequestPattern {
  return Object.hasOwn(requestSchemas, value);
}
