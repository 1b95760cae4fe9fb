import { requestSchemas, validationError, type RequestPattern } from '@ecp/contracts';
import type { z } from 'zod';

/** Parses a request by its pattern's schema; bad input answers VALIDATION_ERROR with the operation's message. */
export function parseRequest<P extends RequestPattern>(pattern: P, request: unknown, message: string): z.infer<(typeof requestSchemas)[P]['request']> {
  const parsed = requestSchemas[pattern].request.safeParse(request);
  if (!parsed.success) throw validationError(message, { issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  return parsed.data as z.infer<(typeof requestSchemas)[P]['request']>;
}
