import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@ecp/database';
import { InProcessBus } from '@ecp/messaging';
import { DATABASE, startService, type RunningService } from '@ecp/runtime';
import { describeWithServer, makeUser, pollUntil } from '@ecp/testing';
import { FakeSmtpServer, type ReceivedMail } from '../../test/fake-smtp.js';
import { identityReplicas } from '../../test/replicas.js';
import { identityService } from '../index.js';

const JWT_SECRET = 'identity-test-secret-0123456789-abcdefghij';
const RATE_LIMITED = { code: 'RATE_LIMITED', message: 'Too many password reset requests. Please try again later.' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reset link of a received mail (its text may be quoted-printable). */
function resetToken(mail: ReceivedMail): string {
  const text = mail.data.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https:\/\/careers\.example\.test\/auth\?reset=([\w-]{43})/.exec(text);
  expect(link).not.toBeNull();
  return link![1]!;
}

const envFor = (smtp: FakeSmtpServer, extra: Record<string, string> = {}) => ({
  JWT_SECRET, MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, APP_ORIGINS: 'https://careers.example.test', MAIL_RETRY_FIRST_MS: '100', MAIL_QUEUE_POLL_MS: '50', ...extra,
});

const pendingCount = async (service: RunningService) => {
  const rows = await service.app.get<AppDatabase>(DATABASE).execute(sql`select count(*)::int as n from identity.pending_emails`);
  return Number((rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n);
};

/**
 * A reset request answers the same, at once, whether or not the address has an account: the mail goes out after the
 * answer (queued in the database, retried on failure), at most PASSWORD_RESET_MAX_PER_ADDRESS an hour to one address,
 * and one client address gets PASSWORD_RESET_MAX_PER_IP requests in 15 minutes before it is refused.
 */
describe('password reset requests (PGlite)', () => {
  const bus = new InProcessBus();
  const smtp = new FakeSmtpServer();
  let service: RunningService;
  const request = (email: string, ip: string) => bus.request('identity.request-password-reset', { email, ip });
  const signUp = async () => {
    const user = makeUser();
    await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'grad' });
    return user;
  };

  beforeAll(async () => {
    await smtp.start();
    await bus.start();
    service = await startService(identityService, { bus, database: { engine: 'pglite' }, env: envFor(smtp) });
  }, 60_000);

  afterAll(async () => {
    smtp.releaseHung();
    await service?.close();
    await bus.close();
    await smtp.stop();
  });

  it('answers at once for an account while the mail server stalls, as for no account; the mail follows and its link works', async () => {
    const user = await signUp();
    const nobody = `nobody-${Date.now()}@example.test`;
    smtp.mode = 'hang';
    const started = Date.now();
    await expect(request(user.email, '198.51.100.201')).resolves.toEqual({ ok: true });
    await expect(request(nobody, '198.51.100.201')).resolves.toEqual({ ok: true });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(smtp.to(user.email)).toEqual([]);

    smtp.mode = 'accept';
    smtp.releaseHung();
    const [mail] = await pollUntil(() => smtp.to(user.email).length === 1 && smtp.to(user.email), { timeoutMs: 10_000, description: 'the reset mail' });
    await expect(bus.request('identity.update-password', { resetToken: resetToken(mail!), password: 'after-the-stall-1' })).resolves.toHaveProperty('accessToken');
    expect(smtp.to(nobody)).toEqual([]);
    await pollUntil(async () => (await pendingCount(service)) === 0, { description: 'an empty mail queue' });
  }, 30_000);

  it('never tells the caller a mail failure: the mail is retried until the server takes it', async () => {
    const user = await signUp();
    smtp.mode = 'reject';
    const before = smtp.connections;
    await expect(request(user.email, '198.51.100.202')).resolves.toEqual({ ok: true });
    await pollUntil(() => smtp.connections >= before + 2, { timeoutMs: 10_000, description: 'a retry after the first refusal' });
    expect(smtp.to(user.email)).toEqual([]);
    smtp.mode = 'accept';
    await pollUntil(() => smtp.to(user.email).length === 1, { timeoutMs: 10_000, description: 'the retried mail' });
    await sleep(300);
    expect(smtp.to(user.email)).toHaveLength(1);
  }, 30_000);

  it('sends at most 3 reset mails an hour to one address, answering every request the same', async () => {
    smtp.mode = 'accept';
    const user = await signUp();
    for (let i = 0; i < 6; i += 1) {
      await expect(request(i % 2 ? user.email.toUpperCase() : ` ${user.email}`, `198.51.100.${210 + i}`)).resolves.toEqual({ ok: true });
    }
    await pollUntil(() => smtp.to(user.email).length >= 3, { timeoutMs: 10_000, description: 'three reset mails' });
    await sleep(500);
    expect(smtp.to(user.email)).toHaveLength(3);
    await pollUntil(async () => (await pendingCount(service)) === 0, { description: 'an empty mail queue' });
    // Only the newest link works.
    const tokens = smtp.to(user.email).map(resetToken);
    await expect(bus.request('identity.update-password', { resetToken: tokens[0]!, password: 'older-link-secret' })).rejects.toMatchObject({ message: 'This password reset link is invalid or has expired' });
  }, 30_000);

  it('refuses a client address after 10 requests in 15 minutes, whatever address it asks about; others are not refused', async () => {
    smtp.mode = 'accept';
    const user = await signUp();
    const ip = '203.0.113.220';
    for (let i = 0; i < 10; i += 1) await expect(request(`nobody-${i}-${Date.now()}@example.test`, ip)).resolves.toEqual({ ok: true });
    const refused = (await request(user.email, ip).catch((error: unknown) => error)) as { code: string; message: string; details?: { retryAfterSeconds?: number } };
    expect(refused).toMatchObject(RATE_LIMITED);
    expect(refused.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.details?.retryAfterSeconds).toBeLessThanOrEqual(900);
    await expect(request(`nobody-else-${Date.now()}@example.test`, ip)).rejects.toMatchObject(RATE_LIMITED);
    await expect(request(user.email, '198.51.100.230')).resolves.toEqual({ ok: true });
    await pollUntil(() => smtp.to(user.email).length === 1, { timeoutMs: 10_000, description: 'the mail asked for from another address' });
  }, 30_000);
});

await describeWithServer('postgres', 'password reset limits across identity replicas (PostgreSQL)', () => {
  const smtp = new FakeSmtpServer();
  const { buses, services } = identityReplicas(() => envFor(smtp, { MAIL_MAX_ATTEMPTS: '3' }), { before: () => smtp.start(), after: () => smtp.stop() });

  const request = (i: number, email: string, ip: string) => buses[i % 2]!.request('identity.request-password-reset', { email, ip });

  it('holds both limits for requests sent at once to two replicas', async () => {
    smtp.mode = 'accept';
    const user = makeUser();
    await buses[0]!.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'grad' });

    const ip = '203.0.113.240';
    const fromOneAddress = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => request(i, `nobody-${i}-${Date.now()}@example.test`, ip)));
    expect(fromOneAddress.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of fromOneAddress.filter((r) => r.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject(RATE_LIMITED);

    const forOneAccount = await Promise.all(Array.from({ length: 8 }, (_, i) => request(i, user.email, `198.51.100.${100 + i}`)));
    expect(forOneAccount).toEqual(Array.from({ length: 8 }, () => ({ ok: true })));
    await pollUntil(async () => (await pendingCount(services[0]!)) === 0 && smtp.to(user.email).length >= 3, { timeoutMs: 10_000, description: 'the mails sent' });
    await sleep(300);
    expect(smtp.to(user.email)).toHaveLength(3);
  }, 30_000);

  it('gives up on a mail after MAIL_MAX_ATTEMPTS failed attempts, still without telling the caller', async () => {
    const user = makeUser();
    await buses[0]!.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'grad' });
    smtp.mode = 'reject';
    const before = smtp.connections;
    await expect(request(1, user.email, '198.51.100.250')).resolves.toEqual({ ok: true });
    await pollUntil(async () => (await pendingCount(services[0]!)) === 0 && smtp.connections - before >= 3, { timeoutMs: 10_000, description: 'three attempts, then none queued' });
    await sleep(500);
    expect(smtp.connections - before).toBe(3);
    smtp.mode = 'accept';
  }, 30_000);
});
