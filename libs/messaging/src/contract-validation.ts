import {
  DomainError,
  envelopeSchema,
  eventSchemas,
  isEventSubject,
  isRequestPattern,
  requestSchemas,
  type EventSubject,
  type RequestOf,
  type RequestPattern,
  type ResponseOf,
  type TypedEvent,
} from '@ecp/contracts';

// Indexing the schema maps by a generic key yields a union zod cannot call through; this is the part we use.
interface Schema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly Issue[] } };
}
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function issueDetails(issues: readonly Issue[]) {
  return { issues: issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) };
}

function parseWith(schema: Schema, value: unknown, failure: (issues: readonly Issue[]) => DomainError): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw failure(result.error.issues);
  return result.data;
}

/** Parses a request payload; a mismatch is the caller's fault (VALIDATION_ERROR). */
export function parseRequest<P extends RequestPattern>(pattern: P, payload: unknown): RequestOf<P> {
  if (!isRequestPattern(pattern)) throw new DomainError('VALIDATION_ERROR', `Unknown request pattern ${String(pattern)}`);
  return parseWith(requestSchemas[pattern].request as Schema, payload, (issues) =>
    new DomainError('VALIDATION_ERROR', `Invalid request for ${pattern}`, issueDetails(issues)),
  ) as RequestOf<P>;
}

/** Parses a response; a mismatch is the serving side's bug (SERVICE_ERROR). */
export function parseResponse<P extends RequestPattern>(pattern: P, response: unknown): ResponseOf<P> {
  return parseWith(requestSchemas[pattern].response as Schema, response, (issues) =>
    new DomainError('SERVICE_ERROR', `Invalid response for ${pattern}`, issueDetails(issues)),
  ) as ResponseOf<P>;
}

/** Parses an envelope published on `subject`: the envelope shape, its type and its data schema. */
export function parseEvent<S extends EventSubject>(subject: S, value: unknown): TypedEvent<S> {
  if (!isEventSubject(subject)) throw new DomainError('VALIDATION_ERROR', `Unknown event subject ${String(subject)}`);
  const invalid = (issues: readonly Issue[]) => new DomainError('VALIDATION_ERROR', `Invalid ${subject} event`, issueDetails(issues));
  const envelope = parseWith(envelopeSchema as Schema, value, invalid) as TypedEvent<S>;
  if (envelope.type !== subject) {
    throw new DomainError('VALIDATION_ERROR', `Event of type ${envelope.type} published on ${subject}`);
  }
  const data = parseWith(eventSchemas[subject].schema as Schema, envelope.data, invalid) as TypedEvent<S>['data'];
  return { ...envelope, data };
}
