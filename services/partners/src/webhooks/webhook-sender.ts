import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup } from './endpoint-guard.js';

export type AttemptOutcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/**
 * One POST of a signed body. Redirects are not followed (a 3xx is a failure: the partner fixes its URL), the
 * socket connects only to public addresses (unless loopback is allowed, tests), the answer body is discarded.
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, options: { timeoutMs: number; allowLoopback: boolean }): Promise<AttemptOutcome> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'ecp-webhooks/1' },
        lookup: guardedLookup(options.allowLoopback),
        timeout: options.timeoutMs,
      },
      (response) => {
        response.resume();
        const statusCode = response.statusCode ?? 0;
        response.once('end', () =>
          resolve(statusCode >= 200 && statusCode < 300 ? { ok: true, statusCode } : { ok: false, statusCode, error: `HTTP ${statusCode}` }),
        );
        response.once('error', (error) => resolve({ ok: false, statusCode, error: error.message }));
      },
    );
    request.once('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.once('error', (error) => resolve({ ok: false, statusCode: null, error: error.message.slice(0, 300) }));
    request.end(body);
  });
}
