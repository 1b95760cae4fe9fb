import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { HEADER_CORRELATION_ID, type RequestData, type TypedEvent } from '@ecp/contracts';
import { makeSignedInEvent, runBusContract, waitFor } from '../test/bus.contract.js';
import { NatsBus, REPLY_ENCODING_HEADER, REQUEST_DEADLINE_HEADER, REQUEST_ID_HEADER, storedReplyAddress } from './nats.bus.js';
import { busStreams, replyStoreName } from './tokens.js';
import { describeWithServer, testNatsUrl } from '@ecp/testing';
import { BusExceptionFilter } from './nest/bus-exception.filter.js';
import { BusTransport } from './nest/bus.transport.js';

const natsUrl = testNatsUrl();
// Every bus of this run gets its own prefix and streams, all deleted afterwards.
const runId = randomUUID().slice(0, 8);
let busCount = 0;

function makeNatsBus(): { bus: NatsBus; prefix: string; streamName: string } {
  busCount += 1;
  const prefix = `test-${runId}-${busCount}`;
  const streamName = `TEST_${runId}_${busCount}`;
  return { bus: new NatsBus({ servers: natsUrl, prefix, streamName, name: `messaging-test-${busCount}` }), prefix, streamName };
}

async function deleteStreams(jsm: JetStreamManager, streamName: string): Promise<void> {
  for (const name of busStreams(streamName)) await jsm.streams.delete(name).catch(() => false);
}

// Needs the NATS server: under CI=true an unreachable one fails the suite, elsewhere it is skipped loudly.
await describeWithServer('nats', 'NatsBus against a real server', () => {
  let admin: NatsConnection;
  let jsm: JetStreamManager;

  beforeAll(async () => {
    admin = await connect({ servers: natsUrl, name: 'messaging-test-admin' });
    jsm = await jetstreamManager(admin);
  });

  afterAll(async () => {
    await admin.drain();
  });

  runBusContract('NatsBus', async () => {
    const { bus, streamName } = makeNatsBus();
    return {
      bus,
      dispose: async () => {
        await bus.close();
        await deleteStreams(jsm, streamName);
      },
    };
  });

  describe('NatsBus on JetStream', () => {
    it('stores events in the stream with the envelope id as Nats-Msg-Id and headers as NATS headers', async () => {
      const { bus, streamName, prefix } = makeNatsBus();
      try {
        await bus.start();
        const event = makeSignedInEvent();

        await bus.publish(event);
        await bus.publish(event);

        const info = await jsm.streams.info(streamName);
        expect(info.config.subjects).toEqual([`${prefix}.events.>`]);
        expect(info.state.messages).toBe(1);
        const stored = await jsm.streams.getMessage(streamName, { seq: info.state.last_seq });
        expect(stored?.subject).toBe(`${prefix}.events.user.signed-in`);
        expect(stored?.header.get('Nats-Msg-Id')).toBe(event.id);
        expect(stored?.header.get(HEADER_CORRELATION_ID)).toBe(event.correlationId);
        expect(stored?.json()).toEqual(event);
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it('creates a durable explicit-ack pull consumer filtered to the subject', async () => {
      const { bus, streamName, prefix } = makeNatsBus();
      try {
        await bus.start();

        await bus.subscribe('user.signed-in', async () => undefined, { durable: 'gamification-user-signed-in', maxDeliver: 4 });

        const consumer = await jsm.consumers.info(streamName, 'gamification-user-signed-in');
        expect(consumer.config).toMatchObject({
          durable_name: 'gamification-user-signed-in',
          filter_subject: `${prefix}.events.user.signed-in`,
          ack_policy: 'explicit',
          deliver_policy: 'all',
          max_deliver: 5,
        });
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it('holds pullAhead events from the broker at most: a slow subscriber leaves a backlog on the server, where any replica can take it', async () => {
      const { bus, streamName } = makeNatsBus();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      try {
        await bus.start();
        const handled: string[] = [];
        await bus.subscribe('user.signed-in', async (event) => {
          await gate;
          handled.push(event.id);
        }, { durable: 'assessment-slow', pullAhead: 1 });
        await bus.subscribe('user.signed-in', async () => gate, { durable: 'assessment-default' });
        const events = Array.from({ length: 5 }, () => makeSignedInEvent());
        for (const event of events) await bus.publish(event);

        const held = async (durable: string) => (await jsm.consumers.info(streamName, durable)).num_ack_pending;
        await waitFor(async () => (await held('assessment-default')) === 5, 'the default subscriber holding all five');
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await held('assessment-slow')).toBe(1);
        expect((await jsm.consumers.info(streamName, 'assessment-slow')).num_pending).toBe(4);

        release();
        await waitFor(() => handled.length === 5, 'the backlog handled one by one');
        expect(handled).toEqual(events.map((event) => event.id));
      } finally {
        release();
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it('dead-letters a malformed message at once, without calling the handler', async () => {
      const { bus, streamName, prefix } = makeNatsBus();
      try {
        await bus.start();
        let calls = 0;
        await bus.subscribe('user.signed-in', async () => void (calls += 1), { durable: 'strict-user-signed-in' });

        await jetstream(admin).publish(`${prefix}.events.user.signed-in`, '{"not":"an envelope"}');

        await waitFor(async () => (await bus.deadLetters()).length === 1, 'the dead letter');
        const [deadLetter] = await bus.deadLetters();
        expect(deadLetter).toMatchObject({ durable: 'strict-user-signed-in', event: { not: 'an envelope' }, attempts: 1 });
        expect(deadLetter?.error).toContain('Invalid user.signed-in event');
        expect(calls).toBe(0);
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it('replays dead letters on request: the consumer that gave up handles them, one that handled them is not bothered, a malformed one stays', async () => {
      busCount += 1;
      const prefix = `test-${runId}-${busCount}`;
      const streamName = `TEST_${runId}_${busCount}`;
      // A short duplicate window, as if the failing consumer's 9 minutes of retries had passed.
      const bus = new NatsBus({ servers: natsUrl, prefix, streamName, name: `messaging-test-${busCount}`, dedupeWindowMs: 1000 });
      try {
        await bus.start();
        let broken = true;
        const handled: string[] = [];
        const other: string[] = [];
        await bus.subscribe('user.signed-in', async (event) => {
          if (broken) throw new Error('badge store down');
          handled.push(event.id);
        }, { durable: 'fragile-user-signed-in', maxDeliver: 1 });
        await bus.subscribe('user.signed-in', async (event) => void other.push(event.id), { durable: 'steady-user-signed-in' });
        const events = [makeSignedInEvent(), makeSignedInEvent()];
        for (const event of events) await bus.publish(event);
        await jetstream(admin).publish(`${prefix}.events.user.signed-in`, '{"not":"an envelope"}');
        await waitFor(async () => (await bus.deadLetters()).length === 4, 'two dead letters for each consumer');

        // Within the duplicate window of their first publish the stream would drop them: kept for later.
        broken = false;
        expect(await bus.replayDeadLetters({ durable: 'fragile-user-signed-in' })).toEqual({ replayed: 0, skipped: 3 });
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect(await bus.replayDeadLetters({ durable: 'fragile-user-signed-in' })).toEqual({ replayed: 2, skipped: 1 });
        await waitFor(() => handled.length === 2, 'the replayed events');
        expect(handled.sort()).toEqual(events.map((e) => e.id).sort());
        // The other consumer gets them again too (services skip them through their inbox); the malformed ones stay.
        await waitFor(() => other.length === 4, 'the other consumer');
        expect((await bus.deadLetters()).map((d) => d.durable).sort()).toEqual(['fragile-user-signed-in', 'steady-user-signed-in']);
        expect(await bus.replayDeadLetters()).toEqual({ replayed: 0, skipped: 2 });
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it('answers a raw request that breaks the contract with a VALIDATION_ERROR reply', async () => {
      const { bus, streamName, prefix } = makeNatsBus();
      try {
        await bus.start();
        await bus.handle('identity.has-role', async () => ({ hasRole: true }), { queue: 'identity' });
        const requestHeaders = headers();
        requestHeaders.set(HEADER_CORRELATION_ID, 'raw-1');

        const reply = await admin.request(`${prefix}.rpc.identity.has-role`, '{"userId":42}', { timeout: 2000, headers: requestHeaders });

        expect(reply.json()).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid request for identity.has-role' } });
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it('answers a repeat of a request id from its first run: the handler runs once (a reply lost in a reconnect is asked again safely)', async () => {
      const { bus, streamName, prefix } = makeNatsBus();
      try {
        await bus.start();
        let runs = 0;
        await bus.handle('identity.has-role', async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 200));
          return { hasRole: runs === 1 };
        }, { queue: 'identity' });
        const payload = JSON.stringify({ userId: randomUUID(), role: 'admin' });
        const ask = () => {
          const requestHeaders = headers();
          requestHeaders.set(REQUEST_ID_HEADER, 'same-request');
          return admin.request(`${prefix}.rpc.identity.has-role`, payload, { timeout: 2000, headers: requestHeaders });
        };
        // The repeat arrives while the first run is still going, and again after it answered.
        const [first, second] = await Promise.all([ask(), ask()]);
        const third = await ask();
        expect([first.json(), second.json(), third.json()]).toEqual(Array(3).fill({ ok: true, data: { hasRole: true } }));
        expect(runs).toBe(1);
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it('runs a state-changing request once across replicas: a repeat reaching another replica gets the first run\'s reply', async () => {
      const { bus: first, streamName, prefix } = makeNatsBus();
      // A second replica of the same service: same subjects, streams and queue group.
      const second = new NatsBus({ servers: natsUrl, prefix, streamName, name: `messaging-test-${runId}-replica` });
      const runs = { first: 0, second: 0 };
      const serve = (replica: keyof typeof runs) => async (request: RequestData<'skills.toggle-career-interest'>) => {
        runs[replica] += 1;
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { careerPathId: request.careerPathId, interested: request.interested, interestCount: runs.first + runs.second };
      };
      const careerPathId = randomUUID();
      // A repeat is the same request: same id, same payload.
      const payload = JSON.stringify({ userId: randomUUID(), careerPathId, interested: true });
      const ask = (requestId: string) => {
        const requestHeaders = headers();
        requestHeaders.set(REQUEST_ID_HEADER, requestId);
        return admin.request(`${prefix}.rpc.skills.toggle-career-interest`, payload, { timeout: 5000, headers: requestHeaders });
      };
      const expected = { ok: true, data: { careerPathId, interested: true, interestCount: 1 } };
      try {
        await Promise.all([first.start(), second.start()]);
        // The first run on one replica, then that replica gone: the repeat can only reach the other.
        const firstReplica = await first.handle('skills.toggle-career-interest', serve('first'), { queue: 'skills' });
        expect((await ask('request-a')).json()).toEqual(expected);
        await firstReplica.unsubscribe();
        await second.handle('skills.toggle-career-interest', serve('second'), { queue: 'skills' });
        expect((await ask('request-a')).json()).toEqual(expected);
        expect(runs).toEqual({ first: 1, second: 0 });

        // Both replicas up, the repeats arriving while the first run is still going, wherever the queue group sends them.
        await first.handle('skills.toggle-career-interest', serve('first'), { queue: 'skills' });
        const replies = await Promise.all(Array.from({ length: 6 }, () => ask('request-b')));
        expect(new Set(replies.map((reply) => reply.string())).size).toBe(1);
        expect(runs.first + runs.second).toBe(2);
        // One entry per request, kept for the two minutes a request may be repeated in, sealed: neither the request id
        // nor the reply can be read off the store without the request.
        const stream = `KV_${replyStoreName(streamName, 'skills')}`;
        const store = await jsm.streams.info(stream);
        expect(store.state.messages).toBe(2);
        expect(store.config.max_age).toBe(120_000 * 1_000_000);
        for (let seq = store.state.first_seq; seq <= store.state.last_seq; seq += 1) {
          const stored = await jsm.streams.getMessage(stream, { seq }); // null: a claim its reply replaced
          if (!stored) continue;
          expect(stored.subject).toMatch(/\.[0-9a-f]{64}$/);
          expect(Buffer.from(stored.data).toString('latin1')).not.toContain(careerPathId);
        }
      } finally {
        await Promise.all([first.close(), second.close()]);
        await jsm.streams.delete(`KV_${replyStoreName(streamName, 'skills')}`).catch(() => false);
        await deleteStreams(jsm, streamName);
      }
    });

    it("never answers a request with another's reply: the same id with another payload runs; a claim left by a dead replica is waited for until the asker's deadline, or until unsubscribing", async () => {
      const { bus, streamName, prefix } = makeNatsBus();
      let runs = 0;
      const subject = `${prefix}.rpc.skills.toggle-career-interest`;
      const ask = (requestId: string, body: string, deadline?: number) => {
        const requestHeaders = headers();
        requestHeaders.set(REQUEST_ID_HEADER, requestId);
        if (deadline) requestHeaders.set(REQUEST_DEADLINE_HEADER, String(deadline));
        return admin.request(subject, body, { timeout: 10_000, headers: requestHeaders });
      };
      const body = (interested: boolean) => JSON.stringify({ userId: randomUUID(), careerPathId: randomUUID(), interested });
      try {
        await bus.start();
        const serving = await bus.handle('skills.toggle-career-interest', async (request) => {
          runs += 1;
          return { careerPathId: request.careerPathId, interested: request.interested, interestCount: runs };
        }, { queue: 'skills' });
        const id = randomUUID();
        expect((await ask(id, body(true))).json()).toMatchObject({ ok: true, data: { interested: true } });
        expect((await ask(id, body(false))).json()).toMatchObject({ ok: true, data: { interested: false } });
        expect(runs).toBe(2);

        // A replica that claimed these requests and died before answering them.
        const store = await new Kvm(admin).open(replyStoreName(streamName, 'skills'));
        const claimed = (requestId: string, text: string) => store.create(storedReplyAddress('skills.toggle-career-interest', requestId, text).name, 'claim:dead-replica');
        const [late, stopped] = [{ id: randomUUID(), text: body(true) }, { id: randomUUID(), text: body(true) }];
        await claimed(late.id, late.text);
        await claimed(stopped.id, stopped.text);
        const started = Date.now();
        expect((await ask(late.id, late.text, Date.now() + 600)).json()).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
        expect(Date.now() - started).toBeLessThan(3000);
        const waiting = ask(stopped.id, stopped.text);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const unsubscribed = Date.now();
        await serving.unsubscribe();
        expect((await waiting).json()).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
        expect(Date.now() - unsubscribed).toBeLessThan(3000);
        expect(runs).toBe(2);
      } finally {
        await bus.close();
        await jsm.streams.delete(`KV_${replyStoreName(streamName, 'skills')}`).catch(() => false);
        await deleteStreams(jsm, streamName);
      }
    });

    it('runs a state-changing request unclaimed, within about a second, when its reply store does not answer', async () => {
      const { bus, streamName, prefix } = makeNatsBus();
      let runs = 0;
      try {
        await bus.start();
        await bus.handle('skills.toggle-career-interest', async (request) => {
          runs += 1;
          return { careerPathId: request.careerPathId, interested: request.interested, interestCount: runs };
        }, { queue: 'skills' });
        // The store gone from under the bus (deleted by an operator, a server that lost it).
        await jsm.streams.delete(`KV_${replyStoreName(streamName, 'skills')}`);
        const requestHeaders = headers();
        requestHeaders.set(REQUEST_ID_HEADER, randomUUID());
        const started = Date.now();
        const reply = await admin.request(`${prefix}.rpc.skills.toggle-career-interest`, JSON.stringify({ userId: randomUUID(), careerPathId: randomUUID(), interested: false }), { timeout: 5000, headers: requestHeaders });
        expect(reply.json()).toMatchObject({ ok: true, data: { interested: false, interestCount: 1 } });
        // Well inside the asker's 5 s (the store's own 1 s timeout, not JetStream's default 5 s, which the asker would not outlive).
        expect(Date.now() - started).toBeLessThan(4000);
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it("sends a reply larger than the server's max_payload gzipped, and answers one too large even so with an error at once", async () => {
      const { bus, streamName, prefix } = makeNatsBus();
      try {
        await bus.start();
        // A data export of many stored assessments: some 3 MB of JSON, far past NATS's 1 MB message limit.
        const assessments = Array.from({ length: 10_000 }, (_, i) => ({
          id: randomUUID(), assessmentType: 'cv_upload', skills: ['maintain wind turbines', 'SCADA', 'work at heights'],
          evidence: `Led ${i} inspections of 3 MW onshore turbines; blade, gearbox and pitch system maintenance to GWO standards`,
        }));
        let incompressible = false;
        await bus.handle('assessment.export-user-data', async () => ({
          service: 'assessment' as const,
          data: incompressible ? { noise: randomBytes(1_600_000).toString('base64') } : { cv_assessments: assessments },
          files: [],
        }), { queue: 'assessment' });
        const userId = randomUUID();
        const { data } = await bus.request('assessment.export-user-data', { userId }, { timeoutMs: 5000 });
        expect(JSON.stringify(data).length).toBeGreaterThan(2 * admin.info!.max_payload);
        expect(data).toEqual({ cv_assessments: assessments });
        // On the wire: gzipped, named so, within the server's limit.
        const raw = await admin.request(`${prefix}.rpc.assessment.export-user-data`, JSON.stringify({ userId }), { timeout: 5000 });
        expect(raw.headers?.get(REPLY_ENCODING_HEADER)).toBe('gzip');
        expect(raw.data.length).toBeLessThan(admin.info!.max_payload);
        // A small reply stays plain.
        await bus.handle('identity.has-role', async () => ({ hasRole: true }), { queue: 'identity' });
        const small = await admin.request(`${prefix}.rpc.identity.has-role`, JSON.stringify({ userId, role: 'admin' }), { timeout: 2000 });
        expect(small.headers?.get(REPLY_ENCODING_HEADER) ?? '').toBe('');
        expect(small.json()).toEqual({ ok: true, data: { hasRole: true } });

        // A gzipped reply that is not gzip (or would unpack past the bound) is the responder's fault, said plainly.
        const broken = await admin.subscribe(`${prefix}.rpc.identity.get-user`, { queue: 'identity', max: 1, callback: (_, msg) => {
          const replyHeaders = headers();
          replyHeaders.set(REPLY_ENCODING_HEADER, 'gzip');
          msg.respond('not gzip at all', { headers: replyHeaders });
        } });
        await admin.flush();
        await expect(bus.request('identity.get-user', { userId }, { timeoutMs: 2000 })).rejects.toMatchObject({ code: 'SERVICE_ERROR', message: 'Malformed reply from the service' });
        broken.unsubscribe();

        incompressible = true;
        const started = Date.now();
        await expect(bus.request('assessment.export-user-data', { userId }, { timeoutMs: 5000 })).rejects.toMatchObject({ code: 'SERVICE_ERROR', message: 'The answer is too large to send' });
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it("refuses to publish an event larger than the server's max_payload as the event's own fault (the outbox sets it aside)", async () => {
      const { bus, streamName } = makeNatsBus();
      try {
        await bus.start();
        const huge = { ...makeSignedInEvent(), padding: 'x'.repeat(admin.info!.max_payload) } as ReturnType<typeof makeSignedInEvent>;
        await expect(bus.publish(huge)).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('too large for the message bus') });
        await expect(bus.publish(makeSignedInEvent())).resolves.toBeUndefined();
      } finally {
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });

    it('waits within its timeout for a responder that is not subscribed yet (a service reconnecting), instead of failing at once', async () => {
      const asking = makeNatsBus();
      const serving = new NatsBus({ servers: natsUrl, prefix: asking.prefix, streamName: asking.streamName, name: 'messaging-test-late-responder' });
      try {
        await asking.bus.start();
        const reply = asking.bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' }, { timeoutMs: 3000 });
        await new Promise((resolve) => setTimeout(resolve, 500));
        await serving.start();
        await serving.handle('identity.has-role', async () => ({ hasRole: true }), { queue: 'identity' });
        await expect(reply).resolves.toEqual({ hasRole: true });
        // With nobody at all, it still ends: UNAVAILABLE once the timeout has passed.
        await serving.close();
        const started = Date.now();
        await expect(asking.bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' }, { timeoutMs: 600 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        await serving.close();
        await asking.bus.close();
        await deleteStreams(jsm, asking.streamName);
      }
    });

    it('serves a Nest microservice through BusTransport', async () => {
      const signedIn: string[] = [];
      @Controller()
      class RolesController {
        @MessagePattern('identity.has-role')
        hasRole(@Payload() request: RequestData<'identity.has-role'>) {
          return { hasRole: request.role === 'admin' };
        }

        @EventPattern('user.signed-in')
        onSignedIn(@Payload() event: TypedEvent<'user.signed-in'>) {
          signedIn.push(event.id);
        }
      }
      @Module({ controllers: [RolesController] })
      class IdentityModule {}
      const { bus, streamName } = makeNatsBus();
      const app = await NestFactory.createMicroservice(IdentityModule, { strategy: new BusTransport(bus, 'identity'), logger: false });
      app.useGlobalFilters(new BusExceptionFilter());
      try {
        await app.listen();
        const event = makeSignedInEvent();

        await expect(bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' })).resolves.toEqual({ hasRole: true });
        await bus.publish(event);

        await waitFor(() => signedIn.includes(event.id), 'the event through Nest');
        expect((await jsm.consumers.info(streamName, 'identity-user-signed-in')).config.durable_name).toBe('identity-user-signed-in');
      } finally {
        await app.close();
        await bus.close();
        await deleteStreams(jsm, streamName);
      }
    });
  });
});
