import {
  DomainError,
  envelopeSchema,
  eventSchemas,
  invalidRequestMessage,
  isEventSubject,
  isRequestPattern,
  requestSchemas,
  type EventSubject,
  type RequestData,
  type RequestPattern,
  type ResponseOf,
  type TypedEvent,
} from '@ecp/contracts';

// Validation happens once per boundary, where a message is received: a request by the serving side, its
// response by the caller, an event by each subscriber or watcher. Senders are checked by the types only.

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

/** Parses a received request payload; a mismatch is the caller's fault (VALIDATION_ERROR, nothing changes). */
export function parseRequest<P extends RequestPattern>(pattern: P, payload: unknown): RequestData<P> {
  if (!isRequestPattern(pattern)) throw new DomainError('VALIDATION_ERROR', `Unknown request pattern ${String(pattern)}`);
  return parseWith(requestSchemas[pattern].request as Schema, payload, (issues) =>
    new DomainError('VALIDATION_ERROR', invalidRequestMessage(pattern, issues.map((issue) => issue.path[0]).filter((name) => name !== undefined)), issueDetails(issues)),
  ) as RequestData<P>;
}

/** Parses a received response; a mismatch is the serving side's bug (SERVICE_ERROR). */
export function parseResponse<P extends RequestPattern>(pattern: P, response: unknown): ResponseOf<P> {
  return parseWith(requestSchemas[pattern].response as Schema, response, (issues) =>
    new DomainError('SERVICE_ERROR', `Invalid response for ${pattern}`, issueDetails(issues)),
  ) as ResponseOf<P>;
}

/** Parses a received envelope published on `subject`: the envelope shape, its type and its data schema. */
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
