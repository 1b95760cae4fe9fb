import { DomainError, isSerializedError, type SerializedError } from '@ecp/contracts';

/** The body of every reply on the bus, in-process or over NATS. */
export type ReplyBody = { ok: true; data: unknown } | { ok: false; error: SerializedError };

const genericServiceError: SerializedError = { code: 'SERVICE_ERROR', message: 'The service could not handle the request' };

/** A DomainError crosses the bus as it is; anything else is a bug whose text stays on the serving side. */
export function toSerializedError(error: unknown): SerializedError {
  return error instanceof DomainError ? error.toJSON() : genericServiceError;
}

export function encodeReply(body: ReplyBody): string {
  return JSON.stringify(body);
}

export function decodeReply(text: string): ReplyBody {
  try {
    const body = JSON.parse(text) as Partial<{ ok: unknown; data: unknown; error: unknown }>;
    if (body.ok === true) return { ok: true, data: body.data };
    if (body.ok === false && isSerializedError(body.error)) return { ok: false, error: body.error };
  } catch {
    // Falls through to the malformed-reply error below.
  }
  return { ok: false, error: { code: 'SERVICE_ERROR', message: 'Malformed reply from the service' } };
}

/** The reply's data, or its error rethrown as the same DomainError the handler threw. */
export function unwrapReply(body: ReplyBody): unknown {
  if (body.ok) return body.data;
  throw new DomainError(body.error.code, body.error.message, body.error.details);
}
