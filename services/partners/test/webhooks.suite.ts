import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { DatabaseTarget } from '@ecp/runtime';
import { createEvent, DomainError, type EventData, type EventSubject, type RequestOf } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { DATABASE, startService, type RunningService } from '@ecp/runtime';
import type { AppDatabase } from '@ecp/database';
import { webhookDeliveries, webhooks as webhooksTable } from '../src/db/schema/index.js';
import { DeliveryWorker } from '../src/webhooks/delivery.worker.js';
import { eq } from 'drizzle-orm';
import { pollUntil } from '@ecp/testing';
import { partnersService } from '../src/index.js';
import { checkEndpointUrl } from '../src/webhooks/endpoint-guard.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from '../src/webhooks/webhook-signature.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** The partner's endpoint: a real HTTP server on this machine that answers what `answers` says (200 when empty). */
class PartnerReceiver {
  readonly received: Received[] = [];
  answers: number[] = [];
  always?: number;
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const status = this.always ?? this.answers.shift() ?? 200;
        this.received.push({ headers: request.headers, body, status });
        response.writeHead(status).end(status < 300 ? 'ok' : 'nope');
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const address = this.server.address() as { port: number };
    this.url = `http://localhost:${address.port}/hooks/ecp`;
  }

  reset(): void {
    this.received.length = 0;
    this.answers = [];
    this.always = undefined;
  }

  async close(): Promise<void> {
    this.server?.close();
    if (this.server) await once(this.server, 'close');
  }
}

const adminId = randomUUID();
const userId = randomUUID();

function event<S extends EventSubject>(subject: S, data: EventData<S>) {
  return createEvent(subject, data, { correlationId: randomUUID() });
}
const enrollmentCompleted = () =>
  event('enrollment.completed', { userId, enrollmentId: randomUUID(), programId: randomUUID(), completedAt: new Date().toISOString(), finalScore: 88, completedCount: 1 });
const userRegistered = () =>
  event('user.registered', { userId, email: 'ada@example.test', fullName: 'Ada Lovelace', requestedRole: 'partner', beneficiaryType: null, registeredAt: new Date().toISOString() });

export type DatabaseFactory = () => Promise<{ target: DatabaseTarget; dispose(): Promise<void> }>;

/** The partners service's webhooks against a real HTTP receiver, on the database the factory gives. */
export function webhooksSuite(label: string, database: DatabaseFactory): void {
describe(`partner webhooks (partners service on ${label}, a real HTTP receiver)`, () => {
  let disposeDatabase: (() => Promise<void>) | undefined;
  let bus: InProcessBus;
  let service: RunningService;
  const receiver = new PartnerReceiver();
  const request = <P extends 'partners.list-webhooks' | 'partners.register-webhook' | 'partners.rotate-webhook-secret' | 'partners.delete-webhook'>(pattern: P, payload: RequestOf<P>) =>
    bus.request(pattern, payload);
  const register = (overrides: Partial<RequestOf<'partners.register-webhook'>> = {}) =>
    request('partners.register-webhook', { adminId, name: 'Acme Training', url: receiver.url, eventTypes: ['enrollment.completed', 'user.registered'], ...overrides });
  const webhooks = async () => (await request('partners.list-webhooks', { adminId })).webhooks;

  beforeAll(async () => {
    await receiver.start();
    bus = new InProcessBus();
    await bus.start();
    // identity's answer to has-role over the bus: only `adminId` is an admin.
    await bus.handle('identity.has-role', async ({ userId: asked, role }) => ({ hasRole: asked === adminId && role === 'admin' }), { queue: 'identity' });
    const db = await database();
    disposeDatabase = () => db.dispose();
    service = await startService(partnersService, {
      bus,
      database: db.target,
      relayPollMs: 50,
      env: {
        PARTNERS_WEBHOOK_ALLOW_LOOPBACK: 'true',
        PARTNERS_WEBHOOK_POLL_MS: '50',
        PARTNERS_WEBHOOK_FIRST_RETRY_MS: '100',
        PARTNERS_WEBHOOK_MAX_RETRY_MS: '400',
        PARTNERS_WEBHOOK_GIVE_UP_MS: '2500',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await bus?.close();
    await receiver.close();
    await disposeDatabase?.();
  });
  beforeEach(async () => {
    receiver.reset();
    for (const webhook of await webhooks()) await request('partners.delete-webhook', { adminId, webhookId: webhook.id });
  });

  it('lets only admins register, list, rotate and delete', async () => {
    const other = randomUUID();
    await expect(register({ adminId: other })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Admin access required' });
    await expect(request('partners.list-webhooks', { adminId: other })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { webhook } = await register();
    await expect(request('partners.rotate-webhook-secret', { adminId: other, webhookId: webhook.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(request('partners.delete-webhook', { adminId: other, webhookId: webhook.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await webhooks()).toHaveLength(1);
  });

  it('refuses endpoints that are not public HTTPS (SSRF) and internal event types, storing nothing', async () => {
    for (const url of ['https://10.1.2.3/hook', 'https://169.254.169.254/latest/meta-data', 'https://192.168.0.10/', 'https://[fd00::1]/', 'http://example.com/hook', 'https://user:pw@example.com/', 'not a url']) {
      await expect(register({ url })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    await expect(register({ eventTypes: ['user.signed-in' as never] })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(register({ eventTypes: [] })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await webhooks()).toEqual([]);
    // Outside the test configuration the loopback interface is refused too.
    for (const url of ['http://localhost:8080/hook', 'https://localhost/hook', 'https://127.0.0.1/hook', 'https://[::1]/hook', 'https://[::ffff:127.0.0.1]/']) {
      await expect(checkEndpointUrl(url, false)).rejects.toThrow(DomainError);
    }
  });

  it('delivers each wanted event once, signed over timestamp and body, personal data left out unless entitled', async () => {
    const { webhook, secret } = await register();
    const entitled = await register({ name: 'Entitled partner', personalData: true, eventTypes: ['user.registered'] });
    expect(secret).toMatch(/^whsec_/);
    expect(JSON.stringify(await webhooks())).not.toContain(secret);

    const completed = enrollmentCompleted();
    const registered = userRegistered();
    await bus.publish(completed);
    await bus.publish(registered);
    await bus.publish(completed); // a redelivery: one delivery per event and endpoint
    await bus.publish(event('user.signed-in', { userId, method: 'password', signedInAt: new Date().toISOString(), mfa: false, timeZone: null }));
    await pollUntil(() => receiver.received.length >= 3, { timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(3);

    const bySecret = (key: string) =>
      receiver.received.filter(({ headers, body }) =>
        verifyWebhookSignature({ secret: key, timestamp: String(headers[TIMESTAMP_HEADER]), body, signature: String(headers[SIGNATURE_HEADER]) }),
      );
    const forAcme = bySecret(secret).map(({ body, headers }) => ({ event: headers['x-ecp-event'], body: JSON.parse(body) }));
    expect(forAcme.map(({ event: type }) => type).sort()).toEqual(['enrollment.completed', 'user.registered']);
    expect(forAcme.find(({ event: type }) => type === 'enrollment.completed')?.body).toEqual(completed);
    const pseudonymous = forAcme.find(({ event: type }) => type === 'user.registered')?.body;
    // Nor whether the person signed up as a school pupil or asked to be an admin (personal too).
    expect(pseudonymous.data).toEqual({ userId, registeredAt: registered.data.registeredAt });
    const [forEntitled] = bySecret(entitled.secret);
    expect(JSON.parse(forEntitled!.body)).toEqual(registered);
    // A body changed in transit, or a stale timestamp, fails verification.
    const [first] = receiver.received;
    expect(verifyWebhookSignature({ secret, timestamp: String(first!.headers[TIMESTAMP_HEADER]), body: `${first!.body} `, signature: String(first!.headers[SIGNATURE_HEADER]) })).toBe(false);
    expect(
      verifyWebhookSignature({ secret, timestamp: String(first!.headers[TIMESTAMP_HEADER]), body: first!.body, signature: String(first!.headers[SIGNATURE_HEADER]), nowSeconds: Number(first!.headers[TIMESTAMP_HEADER]) + 600 }),
    ).toBe(false);

    const listed = (await webhooks()).find(({ id }) => id === webhook.id);
    expect(listed).toMatchObject({ pendingDeliveries: 0, failedDeliveries: 0, lastDelivery: { status: 'delivered', statusCode: 200, attempts: 1, error: null } });
  });

  it('skips events no webhook wants, and delivers to a webhook another process added once the database says so', async () => {
    await bus.publish(enrollmentCompleted()); // no webhook: skipped (and the wanted types, none, kept)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toEqual([]);
    // Straight into the table, as another partners process would: only the trigger's notification tells this one.
    const db = service.app.get<AppDatabase>(DATABASE);
    await db.insert(webhooksTable).values({ name: 'Added elsewhere', url: receiver.url, eventTypes: ['enrollment.completed'], personalData: false, secret: 'whsec_elsewhere', createdBy: adminId });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the notification's way back (PGlite's comes at commit)
    await bus.publish(enrollmentCompleted());
    await pollUntil(() => receiver.received.length === 1, { timeoutMs: 5000, description: 'a delivery to the webhook added elsewhere' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a delivery answered with 500s, with back-off, until the endpoint accepts it', async () => {
    const { webhook, secret } = await register({ eventTypes: ['enrollment.completed'] });
    receiver.answers = [500, 500, 503];
    const completed = enrollmentCompleted();
    await bus.publish(completed);
    await pollUntil(() => receiver.received.some(({ status }) => status === 200), { timeoutMs: 15_000 });
    expect(receiver.received.map(({ status }) => status)).toEqual([500, 500, 503, 200]);
    // The same body each time, each attempt signed anew.
    expect(new Set(receiver.received.map(({ body }) => body)).size).toBe(1);
    for (const { headers, body } of receiver.received) {
      expect(verifyWebhookSignature({ secret, timestamp: String(headers[TIMESTAMP_HEADER]), body, signature: String(headers[SIGNATURE_HEADER]) })).toBe(true);
    }
    const listed = await pollUntil(async () => (await webhooks()).find(({ id, lastDelivery }) => id === webhook.id && lastDelivery?.status === 'delivered'));
    expect(listed.lastDelivery).toMatchObject({ attempts: 4, statusCode: 200 });
  });

  it('gives a delivery up after the give-up time and shows it failed with its last status', async () => {
    const { webhook } = await register({ eventTypes: ['enrollment.completed'] });
    receiver.always = 500;
    await bus.publish(enrollmentCompleted());
    const listed = await pollUntil(async () => (await webhooks()).find(({ id, failedDeliveries }) => id === webhook.id && failedDeliveries === 1), { timeoutMs: 15_000 });
    expect(listed.lastDelivery).toMatchObject({ status: 'failed', statusCode: 500, error: 'HTTP 500' });
    expect(listed.lastDelivery!.attempts).toBeGreaterThanOrEqual(3);
    expect(receiver.received).toHaveLength(listed.lastDelivery!.attempts);
  });

  it('purges settled deliveries past the retention period (30 days), keeping recent ones and those still pending', async () => {
    const { webhook } = await register({ eventTypes: ['enrollment.completed'] });
    await bus.publish(enrollmentCompleted());
    await pollUntil(async () => (await webhooks()).find(({ id, lastDelivery }) => id === webhook.id && lastDelivery?.status === 'delivered'));
    const db = service.app.get<AppDatabase>(DATABASE);
    // One still being retried (its next attempt far off, so this test's worker leaves it alone).
    await db.insert(webhookDeliveries).values({ webhookId: webhook.id, eventId: randomUUID(), eventType: 'enrollment.completed', body: '{}', nextAttemptAt: new Date(Date.now() + 86_400_000) });
    const ofWebhook = async () => (await db.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id))).map((d) => d.status).sort();
    expect(await ofWebhook()).toEqual(['delivered', 'pending']);
    const worker = service.app.get(DeliveryWorker);
    expect(await worker.purgeSettled()).toBe(0);
    // 31 days on: the delivered one goes, the pending one stays.
    expect(await worker.purgeSettled(new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await ofWebhook()).toEqual(['pending']);
  });

  it('rotates the secret: shown once, new deliveries signed with it (and the old one during the grace period)', async () => {
    const { webhook, secret: original } = await register({ eventTypes: ['enrollment.completed'] });
    const rotated = await request('partners.rotate-webhook-secret', { adminId, webhookId: webhook.id });
    expect(rotated.secret).not.toBe(original);
    expect(rotated.webhook.secretRotatedAt).not.toBeNull();
    expect(JSON.stringify(await webhooks())).not.toContain(rotated.secret);
    await bus.publish(enrollmentCompleted());
    await pollUntil(() => receiver.received.length === 1, { timeoutMs: 10_000 });
    const [{ headers, body }] = receiver.received as [Received];
    const check = (secret: string) => verifyWebhookSignature({ secret, timestamp: String(headers[TIMESTAMP_HEADER]), body, signature: String(headers[SIGNATURE_HEADER]) });
    expect(check(rotated.secret)).toBe(true);
    expect(check(original)).toBe(true);
    expect(String(headers[SIGNATURE_HEADER]).split(',')).toHaveLength(2);
    expect(check('whsec_someone-else')).toBe(false);
    await expect(request('partners.rotate-webhook-secret', { adminId, webhookId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
}
