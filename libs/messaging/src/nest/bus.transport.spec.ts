import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { firstValueFrom, of } from 'rxjs';
import { DomainError, HEADER_USER_ID, type RequestData, type ResponseOf, type TypedEvent } from '@ecp/contracts';
import { makeSignedInEvent, waitFor } from '../../test/bus.contract.js';
import { InProcessBus } from '../in-process.bus.js';
import { BusClientProxy } from './bus-client.proxy.js';
import { BusContext } from './bus.context.js';
import { BusExceptionFilter } from './bus-exception.filter.js';
import { BusTransport } from './bus.transport.js';

interface SeenEvent {
  id: string;
  attempt: number;
  pattern: string;
}

const seenEvents: SeenEvent[] = [];
const seenHeaders: Array<Record<string, string>> = [];
let failuresLeft = 0;
/** While set, event handlers wait for it: how many are in hand at once. */
let gate: Promise<void> | undefined;

@Controller()
class BadgesController {
  @MessagePattern('gamification.list-badges')
  listBadges(@Payload() request: RequestData<'gamification.list-badges'>, @Ctx() context: BusContext): Promise<ResponseOf<'gamification.list-badges'>> {
    seenHeaders.push(context.getHeaders());
    return Promise.resolve({
      badges: [{ badgeType: 'first_login', name: `Welcome ${request.userId}`, description: null, badgeCategory: 'milestone', earnedDate: null }],
    });
  }

  @MessagePattern('identity.has-role')
  hasRole() {
    return of({ hasRole: true });
  }

  @MessagePattern('identity.get-user')
  getUser(): never {
    throw new DomainError('NOT_FOUND', 'User not found');
  }

  // Nest 12's typed EventPattern overload types every parameter after the payload as unknown; <string> picks the plain one.
  @EventPattern<string>('user.signed-in')
  async onSignedIn(@Payload() event: TypedEvent<'user.signed-in'>, @Ctx() context: BusContext): Promise<void> {
    seenEvents.push({ id: event.id, attempt: context.getAttempt(), pattern: context.getPattern() });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('badge store down');
    }
    await gate;
  }
}

@Module({ controllers: [BadgesController] })
class GamificationModule {}

async function startMicroservice(bus: InProcessBus, options: { exceptionFilter: boolean; concurrency?: number }): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(GamificationModule, {
    strategy: new BusTransport(bus, 'gamification', {
      events: { maxDeliver: 3, backoffMs: [10] },
      ...(options.concurrency ? { concurrency: { 'user.signed-in': options.concurrency } } : {}),
    }),
    logger: false,
  });
  if (options.exceptionFilter) app.useGlobalFilters(new BusExceptionFilter());
  await app.listen();
  return app;
}

describe('BusTransport serving a Nest microservice', () => {
  let bus: InProcessBus;
  let app: INestMicroservice;

  beforeEach(async () => {
    seenEvents.length = 0;
    seenHeaders.length = 0;
    failuresLeft = 0;
    bus = new InProcessBus();
    await bus.start();
    app = await startMicroservice(bus, { exceptionFilter: true });
  });

  afterEach(async () => {
    await app.close();
    await bus.close();
  });

  it('answers @MessagePattern requests with the handler’s value, headers reachable through the context', async () => {
    const userId = randomUUID();

    const response = await bus.request('gamification.list-badges', { userId }, { headers: { [HEADER_USER_ID]: userId } });

    expect(response.badges[0]?.name).toBe(`Welcome ${userId}`);
    expect(seenHeaders[0]?.[HEADER_USER_ID]).toBe(userId);
  });

  it('answers with the last value of a handler’s Observable', async () => {
    await expect(bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' })).resolves.toEqual({ hasRole: true });
  });

  it('brings a DomainError thrown by a handler back to the caller', async () => {
    await expect(bus.request('identity.get-user', { userId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
  });

  it('delivers @EventPattern events on the durable <service>-<subject> and redelivers on failure', async () => {
    failuresLeft = 1;
    const event = makeSignedInEvent();

    await bus.publish(event);

    await waitFor(() => seenEvents.length === 2, 'the redelivery');
    expect(seenEvents).toEqual([
      { id: event.id, attempt: 1, pattern: 'user.signed-in' },
      { id: event.id, attempt: 2, pattern: 'user.signed-in' },
    ]);
  });

  it('handles events of a subject given a concurrency of n up to n at a time', async () => {
    await app.close();
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    app = await startMicroservice(bus, { exceptionFilter: true, concurrency: 3 });
    const events = Array.from({ length: 4 }, () => makeSignedInEvent());

    for (const event of events) await bus.publish(event);

    await waitFor(() => seenEvents.length === 3, 'three events in hand');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenEvents.map((seen) => seen.id)).toEqual(events.slice(0, 3).map((event) => event.id));
    open();
    gate = undefined;
    await waitFor(() => seenEvents.length === 4, 'the fourth once one is done');
  });

  it('subscribes a subject handled several at a time one event ahead a subscriber, and the others with the default', async () => {
    await app.close();
    const options: { durable: string; pullAhead?: number }[] = [];
    const subscribe = bus.subscribe.bind(bus);
    bus.subscribe = ((subject, handler, given) => {
      options.push(given);
      return subscribe(subject, handler, given);
    }) as typeof bus.subscribe;
    app = await startMicroservice(bus, { exceptionFilter: true, concurrency: 3 });

    const signedIn = options.filter((given) => given.durable === 'gamification-user-signed-in');
    expect(signedIn.map((given) => given.pullAhead)).toEqual([1, 1, 1]);
    expect(options.filter((given) => given.durable !== 'gamification-user-signed-in').every((given) => given.pullAhead === undefined)).toBe(true);
  });

  it('stops serving on close and leaves the bus to its owner', async () => {
    await app.close();

    await expect(bus.request('identity.has-role', { userId: randomUUID(), role: 'admin' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await bus.isHealthy()).toBe(true);
    app = await startMicroservice(bus, { exceptionFilter: true });
  });

  it('hides a DomainError behind SERVICE_ERROR when BusExceptionFilter is missing', async () => {
    await app.close();
    app = await startMicroservice(bus, { exceptionFilter: false });

    await expect(bus.request('identity.get-user', { userId: randomUUID() })).rejects.toMatchObject({ code: 'SERVICE_ERROR' });
  });

  it('refuses a @MessagePattern that is not a contract pattern', async () => {
    @Controller()
    class StrayController {
      @MessagePattern('gamification.unknown')
      stray() {
        return {};
      }
    }
    @Module({ controllers: [StrayController] })
    class StrayModule {}
    const stray = await NestFactory.createMicroservice(StrayModule, { strategy: new BusTransport(bus, 'stray'), logger: false });

    await expect(stray.listen()).rejects.toThrow(/not a request pattern/);
    await stray.close();
  });
});

describe('BusClientProxy', () => {
  it('sends requests and emits events through the bus', async () => {
    const bus = new InProcessBus();
    await bus.start();
    const received: string[] = [];
    await bus.handle('identity.has-role', async (request) => ({ hasRole: request.role === 'admin' }), { queue: 'identity' });
    await bus.subscribe('user.signed-in', async (event) => void received.push(event.id), { durable: 'client-user-signed-in' });
    const client = new BusClientProxy(bus);
    const event = makeSignedInEvent();

    const response = await firstValueFrom(client.send('identity.has-role', { userId: randomUUID(), role: 'admin' }));
    await firstValueFrom(client.emit('user.signed-in', event), { defaultValue: undefined });

    expect(response).toEqual({ hasRole: true });
    await waitFor(() => received.includes(event.id), 'the emitted event');
    await expect(firstValueFrom(client.send('identity.get-user', { userId: randomUUID() }))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await bus.close();
  });
});
