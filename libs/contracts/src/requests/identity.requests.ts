import { z } from 'zod';
import { beneficiaryTypeSchema } from '../events.js';
import { roleSchema, userIdSchema as userId } from './common.js';

export const authUserSchema = z.object({ id: userId, email: z.email(), fullName: z.string(), roles: z.array(roleSchema) });
export type AuthUser = z.infer<typeof authUserSchema>;

const session = z.object({
  user: authUserSchema,
  accessToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime(),
  refreshToken: z.string(),
  refreshTokenExpiresAt: z.iso.datetime(),
});

export const identityRequests = {
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
    response: authUserSchema,
  },
} as const;
