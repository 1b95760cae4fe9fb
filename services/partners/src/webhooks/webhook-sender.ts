import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup } from './endpoint-guard.js';

export type AttemptOutcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/**
 * One POST of a signed body. Redirects are not followed (a 3xx is a failure: the partner fixes its URL), the
 * socket connects only to public addresses (unless loopback is allowed, tests), the answer body is discarded.
 * `timeoutMs` bounds the whole attempt, not only a silent socket: an endpoint answering a byte every few seconds
 * would otherwise hold the delivery round (and every other partner's deliveries in it) for as long as it likes. The
 * status code decides; the body is not waited for.
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, options: { timeoutMs: number; allowLoopback: boolean }): Promise<AttemptOutcome> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'ecp-webhooks/1' },
        lookup: guardedLookup(options.allowLoopback),
        timeout: options.timeoutMs,
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        settle(statusCode >= 200 && statusCode < 300 ? { ok: true, statusCode } : { ok: false, statusCode, error: `HTTP ${statusCode}` });
        response.destroy();
      },
    );
    request.once('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.once('error', (error) => settle({ ok: false, statusCode: null, error: error.message.slice(0, 300) }));
    request.end(body);
  });
}
