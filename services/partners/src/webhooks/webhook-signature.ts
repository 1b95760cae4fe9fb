import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How a partner knows a delivery is ours and fresh (docs: deploy/README.md "Partner webhooks"):
 * `X-Ecp-Signature: v1=<hex HMAC-SHA256(secret, "<X-Ecp-Timestamp>.<raw body>")>`, with a second `v1=` during a
 * secret rotation's grace period. The timestamp is Unix seconds; receivers refuse one older than 5 minutes.
 */
export const SIGNATURE_HEADER = 'x-ecp-signature';
export const TIMESTAMP_HEADER = 'x-ecp-timestamp';
export const DELIVERY_HEADER = 'x-ecp-delivery';
export const EVENT_HEADER = 'x-ecp-event';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header for the secrets in force (the current one first). */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return secrets.map((secret) => `v1=${signPayload(secret, timestamp, body)}`).join(',');
}

/** What a receiver does (the documented sample in code): any v1 signature of the secret over timestamp and body, timestamp fresh. */
export function verifyWebhookSignature(input: { secret: string; timestamp: string; body: string; signature: string; nowSeconds?: number }): boolean {
  const timestamp = Number(input.timestamp);
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signPayload(input.secret, timestamp, input.body), 'hex');
  return input.signature.split(',').some((part) => {
    const [scheme, value = ''] = part.trim().split('=');
    const given = Buffer.from(value, 'hex');
    return scheme === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
