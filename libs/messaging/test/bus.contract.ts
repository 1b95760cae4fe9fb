import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createEvent, DomainError, HEADER_CORRELATION_ID, HEADER_USER_ID, type TypedEvent } from '@ecp/contracts';
import { currentContext, currentCorrelationId, withContext } from '@ecp/logger';
import type { DeadLetterReader, EventContext, Headers, MessageBus } from '../src/message-bus.js';

/** A fresh bus for one test, and how to remove everything it left behind. */
export interface BusUnderTest {
  bus: MessageBus & DeadLetterReader;
  dispose(): Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `condition` holds; fails with `description` after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, description: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await sleep(10);
  }
}

export function makeSignedInEvent(correlationId: string = randomUUID()): TypedEvent<'user.signed-in'> {
  return createEvent(
    'user.signed-in',
    { userId: randomUUID(), method: 'password', signedInAt: new Date().toISOString(), mfa: false, timeZone: null },
    { correlationId },
  );
}

/** An envelope that breaks its contract, as a buggy or hostile publisher could put on the bus. */
function malformed(event: TypedEvent<'user.signed-in'>, change: { data?: Record<string, unknown>; occurredAt?: string }): TypedEvent<'user.signed-in'> {
  return { ...event, ...(change.occurredAt ? { occurredAt: change.occurredAt } : {}), data: { ...event.data, ...change.data } } as TypedEvent<'user.signed-in'>;
}

interface Received {
  event: TypedEvent<'user.signed-in'>;
  context: EventContext;
  correlationId: string | undefined;
  userId: string | undefined;
  at: number;
}

/** Records every delivery; `failures` makes the first n deliveries throw. */
function recordingHandler(options: { failures?: number; error?: Error } = {}) {
  const received: Received[] = [];
  let failuresLeft = options.failures ?? 0;
  const handler = async (event: TypedEvent<'user.signed-in'>, context: EventContext) => {
    received.push({ event, context, correlationId: currentCorrelationId(), userId: currentContext()?.userId, at: Date.now() });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw options.error ?? new Error('handler failed on purpose');
    }
  };
  return { handler, received };
}

const fastRetry = { maxDeliver: 3, backoffMs: [20, 40] };

/** The behaviour every MessageBus adapter must show (ARCHITECTURE §2: both adapters pass one suite). */
export function runBusContract(name: string, makeBus: () => Promise<BusUnderTest>): void {
  describe(`${name} honours the MessageBus contract`, () => {
    let underTest: BusUnderTest;
    let bus: MessageBus & DeadLetterReader;

    beforeEach(async () => {
      underTest = await makeBus();
      bus = underTest.bus;
      await bus.start();
    });

    afterEach(async () => {
      await underTest.dispose();
    });

    describe('events', () => {
      it('delivers a published event asynchronously, with its correlation id in headers and context', async () => {
        const { handler, received } = recordingHandler();
        await bus.subscribe('user.signed-in', handler, { durable: 'gamification-user-signed-in' });
        const event = makeSignedInEvent();

        const publishing = bus.publish(event);
        expect(received).toHaveLength(0);
        await publishing;

        await waitFor(() => received.length === 1, 'the delivery');
        expect(received[0]?.event).toEqual(event);
        expect(received[0]?.context.attempt).toBe(1);
        expect(received[0]?.context.headers[HEADER_CORRELATION_ID]).toBe(event.correlationId);
        expect(received[0]?.correlationId).toBe(event.correlationId);
      });

      it("runs the handler in the publisher's user context carried by the headers", async () => {
        const { handler, received } = recordingHandler();
        await bus.subscribe('user.signed-in', handler, { durable: 'audit-user-signed-in' });
        const userId = randomUUID();

        await withContext({ correlationId: 'flow-1', userId }, () => bus.publish(makeSignedInEvent()));

        await waitFor(() => received.length === 1, 'the delivery');
        expect(received[0]?.userId).toBe(userId);
        expect(received[0]?.context.headers[HEADER_USER_ID]).toBe(userId);
      });

      it('delivers events published before a durable first subscribed', async () => {
        const event = makeSignedInEvent();
        await bus.publish(event);
        const { handler, received } = recordingHandler();

        await bus.subscribe('user.signed-in', handler, { durable: 'late-user-signed-in' });

        await waitFor(() => received.length === 1, 'the earlier event');
        expect(received[0]?.event.id).toBe(event.id);
      });

      it('delivers one envelope id once, however often it is published', async () => {
        const { handler, received } = recordingHandler();
        await bus.subscribe('user.signed-in', handler, { durable: 'dedupe-user-signed-in' });
        const duplicated = makeSignedInEvent();
        const marker = makeSignedInEvent();

        await bus.publish(duplicated);
        await bus.publish(duplicated);
        await bus.publish(marker);

        await waitFor(() => received.some(({ event }) => event.id === marker.id), 'the marker event');
        expect(received.map(({ event }) => event.id)).toEqual([duplicated.id, marker.id]);
      });

      it('redelivers with back-off after handler errors until the handler succeeds', async () => {
        const { handler, received } = recordingHandler({ failures: 2 });
        await bus.subscribe('user.signed-in', handler, { durable: 'retry-user-signed-in', ...fastRetry });

        await bus.publish(makeSignedInEvent());

        await waitFor(() => received.length === 3, 'three attempts');
        expect(received.map(({ context }) => context.attempt)).toEqual([1, 2, 3]);
        const [first, second, third] = received.map(({ at }) => at) as [number, number, number];
        expect(second - first).toBeGreaterThanOrEqual(15);
        expect(third - second).toBeGreaterThanOrEqual(30);
        await sleep(100);
        expect(received).toHaveLength(3);
        expect(await bus.deadLetters()).toEqual([]);
      });

      it('dead-letters an event whose handler still fails after maxDeliver attempts', async () => {
        const { handler, received } = recordingHandler({ failures: Infinity, error: new Error('badge store down') });
        await bus.subscribe('user.signed-in', handler, { durable: 'doomed-user-signed-in', maxDeliver: 2, backoffMs: [20] });
        const event = makeSignedInEvent();

        await bus.publish(event);

        await waitFor(async () => (await bus.deadLetters()).length === 1, 'the dead letter');
        const [deadLetter] = await bus.deadLetters();
        expect(deadLetter).toMatchObject({
          subject: 'user.signed-in',
          durable: 'doomed-user-signed-in',
          event: { id: event.id, type: 'user.signed-in', data: event.data },
          error: 'badge store down',
          attempts: 2,
        });
        expect(deadLetter?.headers[HEADER_CORRELATION_ID]).toBe(event.correlationId);
        await sleep(100);
        expect(received.map(({ context }) => context.attempt)).toEqual([1, 2]);
      });

      it('shares one durable between competing consumers: each event is handled once', async () => {
        const first = recordingHandler();
        const second = recordingHandler();
        await bus.subscribe('user.signed-in', first.handler, { durable: 'shared-user-signed-in' });
        await bus.subscribe('user.signed-in', second.handler, { durable: 'shared-user-signed-in' });
        const events = Array.from({ length: 12 }, () => makeSignedInEvent());

        for (const event of events) await bus.publish(event);

        const handledIds = () => [...first.received, ...second.received].map(({ event }) => event.id);
        await waitFor(() => handledIds().length >= events.length, 'every event');
        await sleep(100);
        expect(handledIds().sort()).toEqual(events.map(({ id }) => id).sort());
      });

      it('gives every durable each event', async () => {
        const gamification = recordingHandler();
        const profile = recordingHandler();
        await bus.subscribe('user.signed-in', gamification.handler, { durable: 'gamification-user-signed-in' });
        await bus.subscribe('user.signed-in', profile.handler, { durable: 'profile-user-signed-in' });
        const events = Array.from({ length: 5 }, () => makeSignedInEvent());

        for (const event of events) await bus.publish(event);

        await waitFor(() => gamification.received.length === 5 && profile.received.length === 5, 'five events on each durable');
        const ids = events.map(({ id }) => id);
        expect(gamification.received.map(({ event }) => event.id)).toEqual(ids);
        expect(profile.received.map(({ event }) => event.id)).toEqual(ids);
      });

      it('keeps a durable’s place while nobody subscribes', async () => {
        const before = recordingHandler();
        const subscription = await bus.subscribe('user.signed-in', before.handler, { durable: 'resumable-user-signed-in' });
        await subscription.unsubscribe();
        const event = makeSignedInEvent();

        await bus.publish(event);
        await sleep(50);
        const after = recordingHandler();
        await bus.subscribe('user.signed-in', after.handler, { durable: 'resumable-user-signed-in' });

        await waitFor(() => after.received.length === 1, 'the event on resubscribe');
        expect(after.received[0]?.event.id).toBe(event.id);
        expect(before.received).toHaveLength(0);
      });

      it('validates an event once, on receipt: one that breaks its contract is dead-lettered at once without reaching the handler', async () => {
        const { handler, received } = recordingHandler();
        await bus.subscribe('user.signed-in', handler, { durable: 'strict-user-signed-in', ...fastRetry });
        const badData = malformed(makeSignedInEvent(), { data: { userId: 'not-a-uuid' } });
        const badEnvelope = malformed(makeSignedInEvent(), { occurredAt: 'yesterday' });
        const good = makeSignedInEvent();

        await bus.publish(badData);
        await bus.publish(badEnvelope);
        await bus.publish(good);

        await waitFor(async () => received.length === 1 && (await bus.deadLetters()).length === 2, 'the good event and two dead letters');
        expect(received[0]?.event.id).toBe(good.id);
        const deadLetters = await bus.deadLetters();
        expect(deadLetters.map(({ event }) => (event as { id: string }).id).sort()).toEqual([badData.id, badEnvelope.id].sort());
        for (const deadLetter of deadLetters) {
          expect(deadLetter).toMatchObject({ subject: 'user.signed-in', durable: 'strict-user-signed-in', attempts: 1 });
          expect(deadLetter.error).toContain('Invalid user.signed-in event');
        }
      });

      it('hands the handler the event as its schema parsed it (unknown fields dropped)', async () => {
        const { handler, received } = recordingHandler();
        await bus.subscribe('user.signed-in', handler, { durable: 'parsed-user-signed-in' });
        const event = makeSignedInEvent();

        await bus.publish(malformed(event, { data: { internalNote: 'not in the contract' } }));

        await waitFor(() => received.length === 1, 'the event');
        expect(received[0]?.event.data).toEqual(event.data);
      });
    });

    describe('live watch', () => {
      it('fans each event out to every watcher (no durable, no replay of earlier events)', async () => {
        const before = makeSignedInEvent();
        await bus.publish(before);
        const first: string[] = [];
        const second: string[] = [];
        const watchers = [
          await bus.watch(['user.signed-in'], (event) => void first.push(event.id)),
          await bus.watch(['user.signed-in'], (event) => void second.push(event.id)),
        ];
        const event = makeSignedInEvent();

        await bus.publish(event);

        await waitFor(() => first.length === 1 && second.length === 1, 'both watchers');
        expect(first).toEqual([event.id]);
        expect(second).toEqual([event.id]);
        await Promise.all(watchers.map((watcher) => watcher.unsubscribe()));
        await bus.publish(makeSignedInEvent());
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(first).toHaveLength(1);
      });

      it('never shows a watcher an event that breaks its contract', async () => {
        const seen: string[] = [];
        await bus.watch(['user.signed-in'], (event) => void seen.push(event.id));
        const good = makeSignedInEvent();

        await bus.publish(malformed(makeSignedInEvent(), { data: { method: 'carrier-pigeon' } }));
        await bus.publish(good);

        await waitFor(() => seen.length === 1, 'the good event');
        await sleep(50);
        expect(seen).toEqual([good.id]);
      });

      it('keeps delivering to other watchers when one throws', async () => {
        const seen: string[] = [];
        await bus.watch(['user.signed-in'], () => {
          throw new Error('watcher bug');
        });
        await bus.watch(['user.signed-in'], (event) => void seen.push(event.id));
        await bus.publish(makeSignedInEvent());
        await waitFor(() => seen.length === 1, 'the healthy watcher');
      });
    });

    describe('requests', () => {
      const hasRoleRequest = () => ({ userId: randomUUID(), role: 'admin' as const });

      it("answers through a handler that sees the caller's correlation and user id", async () => {
        const seen: Array<{ headers: Headers; correlationId: string | undefined; userId: string | undefined }> = [];
        await bus.handle('identity.has-role', async (request, headers) => {
          seen.push({ headers, correlationId: currentCorrelationId(), userId: currentContext()?.userId });
          return { hasRole: request.role === 'admin' };
        }, { queue: 'identity' });
        const callerId = randomUUID();

        const response = await withContext({ correlationId: 'corr-42', userId: callerId }, () => bus.request('identity.has-role', hasRoleRequest()));

        expect(response).toEqual({ hasRole: true });
        expect(seen[0]).toMatchObject({ correlationId: 'corr-42', userId: callerId });
        expect(seen[0]?.headers).toMatchObject({ [HEADER_CORRELATION_ID]: 'corr-42', [HEADER_USER_ID]: callerId });
      });

      it('waits, when a responder unsubscribes, for the replies it is still working on (the service closes its database next)', async () => {
        let release = () => {};
        const started = new Promise<void>((resolve) => {
          void bus.handle('identity.has-role', async () => {
            resolve();
            await new Promise<void>((done) => (release = done));
            return { hasRole: true };
          }, { queue: 'identity' }).then((subscription) => (responder = subscription));
        });
        let responder: { unsubscribe: () => Promise<void> } | undefined;
        await waitFor(() => responder !== undefined, 'the responder');
        const answer = bus.request('identity.has-role', hasRoleRequest());
        await started;
        let unsubscribed = false;
        const stopping = responder!.unsubscribe().then(() => (unsubscribed = true));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(unsubscribed).toBe(false);
        release();
        await stopping;
        await expect(answer).resolves.toEqual({ hasRole: true });
      });

      it('gives a request a correlation id when the caller has none', async () => {
        let correlationId: string | undefined;
        await bus.handle('identity.has-role', async () => {
          correlationId = currentCorrelationId();
          return { hasRole: false };
        }, { queue: 'identity' });

        await bus.request('identity.has-role', hasRoleRequest(), { headers: { [HEADER_USER_ID]: randomUUID() } });

        expect(correlationId).toEqual(expect.any(String));
      });

      it('spreads requests over the handlers of one queue group, each answered once', async () => {
        const served = { first: 0, second: 0 };
        await bus.handle('identity.has-role', async () => {
          served.first += 1;
          return { hasRole: true };
        }, { queue: 'identity' });
        await bus.handle('identity.has-role', async () => {
          served.second += 1;
          return { hasRole: true };
        }, { queue: 'identity' });

        await Promise.all(Array.from({ length: 20 }, () => bus.request('identity.has-role', hasRoleRequest())));

        expect(served.first + served.second).toBe(20);
        expect(served.first).toBeGreaterThan(0);
        expect(served.second).toBeGreaterThan(0);
      });

      it('brings a DomainError back with its code and message', async () => {
        await bus.handle('identity.get-user', async () => {
          throw new DomainError('NOT_FOUND', 'User not found', { reason: 'deleted' });
        }, { queue: 'identity' });

        const failure = bus.request('identity.get-user', { userId: randomUUID() });

        await expect(failure).rejects.toBeInstanceOf(DomainError);
        await expect(failure).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found', details: { reason: 'deleted' } });
      });

      it('hides any other handler error behind SERVICE_ERROR with a generic message', async () => {
        await bus.handle('identity.get-user', async () => {
          throw new Error('connection string postgres://secret@db leaked');
        }, { queue: 'identity' });

        const failure = bus.request('identity.get-user', { userId: randomUUID() });

        await expect(failure).rejects.toMatchObject({ code: 'SERVICE_ERROR' });
        await expect(failure).rejects.not.toMatchObject({ message: expect.stringContaining('secret') });
      });

      it('answers a response that breaks its contract with SERVICE_ERROR', async () => {
        await bus.handle('identity.has-role', async () => ({ hasRole: 'yes' }) as never, { queue: 'identity' });

        await expect(bus.request('identity.has-role', hasRoleRequest())).rejects.toMatchObject({ code: 'SERVICE_ERROR' });
      });

      it('rejects an invalid request with VALIDATION_ERROR without calling the handler', async () => {
        let calls = 0;
        await bus.handle('identity.has-role', async () => {
          calls += 1;
          return { hasRole: true };
        }, { queue: 'identity' });

        const failure = bus.request('identity.has-role', { userId: 'not-a-uuid', role: 'admin' });

        await expect(failure).rejects.toMatchObject({
          code: 'VALIDATION_ERROR',
          message: 'Invalid request for identity.has-role',
          details: { issues: [expect.objectContaining({ path: 'userId' })] },
        });
        expect(calls).toBe(0);
      });

      it("answers an invalid request with the operation's message where its contract names one", async () => {
        let calls = 0;
        await bus.handle('training.update-progress', async () => {
          calls += 1;
          throw new Error('never reached');
        }, { queue: 'training' });

        const failure = bus.request('training.update-progress', { userId: randomUUID(), enrollmentId: randomUUID(), progressPercentage: 101 });

        await expect(failure).rejects.toMatchObject({
          code: 'VALIDATION_ERROR',
          message: 'Failed to update progress',
          details: { issues: [expect.objectContaining({ path: 'progressPercentage' })] },
        });
        expect(calls).toBe(0);
      });

      it('hands the handler the request as its schema parsed it (unknown fields dropped, defaults filled in)', async () => {
        const seen: unknown[] = [];
        await bus.handle('skills.add-skill', async (request) => {
          seen.push(request);
          throw new DomainError('CONFLICT', 'Failed to add skill');
        }, { queue: 'skills' });
        const userId = randomUUID();

        await expect(bus.request('skills.add-skill', { userId, skillName: 'SCADA', injected: true } as never)).rejects.toMatchObject({ code: 'CONFLICT' });

        expect(seen).toEqual([expect.not.objectContaining({ injected: true })]);
        expect(seen[0]).toMatchObject({ userId, skillName: 'SCADA', source: 'manual' });
      });

      it('times out with TIMEOUT when the handler is too slow', async () => {
        await bus.handle('identity.has-role', async () => {
          await sleep(300);
          return { hasRole: true };
        }, { queue: 'identity' });

        await expect(bus.request('identity.has-role', hasRoleRequest(), { timeoutMs: 50 })).rejects.toMatchObject({ code: 'TIMEOUT' });
      });

      it('answers UNAVAILABLE when no service handles the pattern', async () => {
        await expect(bus.request('gamification.list-badges', { userId: randomUUID() })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      });

      it('stops serving a pattern after unsubscribe', async () => {
        const subscription = await bus.handle('identity.has-role', async () => ({ hasRole: true }), { queue: 'identity' });
        await subscription.unsubscribe();

        await expect(bus.request('identity.has-role', hasRoleRequest(), { timeoutMs: 500 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      });
    });

    describe('lifecycle', () => {
      it('is healthy while started; close() waits for handlers in flight, then refuses work', async () => {
        let finished = false;
        let started = false;
        await bus.subscribe('user.signed-in', async () => {
          started = true;
          await sleep(150);
          finished = true;
        }, { durable: 'slow-user-signed-in' });
        expect(await bus.isHealthy()).toBe(true);
        await bus.publish(makeSignedInEvent());
        await waitFor(() => started, 'the handler to start');

        await bus.close();

        expect(finished).toBe(true);
        expect(await bus.isHealthy()).toBe(false);
        await expect(bus.publish(makeSignedInEvent())).rejects.toMatchObject({ code: 'UNAVAILABLE' });
        await bus.close();
      });
    });
  });
}
