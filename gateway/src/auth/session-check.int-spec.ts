import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createEvent } from '@ecp/contracts';
import type { Logger } from '@ecp/logger';
import { busStreams, NatsBus } from '@ecp/messaging';
import { describeWithServer, pollUntil, testNatsUrl } from '@ecp/testing';
import type { GatewayConfig } from '../gateway.config.js';
import { ServiceClient } from '../graphql/service-client.js';
import { SessionCheck } from './session-check.js';

const natsUrl = testNatsUrl();
const runId = randomUUID().slice(0, 8);
const prefix = `session-check-${runId}`;
const streamName = `SESSION_CHECK_${runId}`;
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined, debug: () => undefined } as unknown as Logger;

/**
 * Two gateway processes (each its own NATS connection and SessionCheck, answers cached for a minute) and a stand-in
 * identity on a real NATS server: a session ended through one gateway must stop working in the other at once, which
 * only the `sessions.revoked` event can tell it before its cached answer runs out.
 */
await describeWithServer('nats', 'SessionCheck across gateway processes', () => {
  const buses: NatsBus[] = [];
  const ended = new Set<string>();
  let asked = 0;
  let identity: NatsBus;
  let gatewayA: SessionCheck;
  let gatewayB: SessionCheck;

  const bus = async (name: string) => {
    const created = new NatsBus({ servers: natsUrl, prefix, streamName, name });
    await created.start();
    buses.push(created);
    return created;
  };
  const gateway = async (name: string) => {
    const check = new SessionCheck(new ServiceClient(await bus(name)), await bus(`${name}-events`), { SESSION_CHECK_CACHE_SECONDS: 60 } as GatewayConfig, silent);
    await check.onModuleInit();
    return check;
  };

  beforeAll(async () => {
    identity = await bus('identity');
    await identity.handle(
      'identity.session-active',
      async ({ sessionId }) => {
        asked += 1;
        return { active: !ended.has(sessionId) };
      },
      { queue: 'identity' },
    );
    gatewayA = await gateway('gateway-a');
    gatewayB = await gateway('gateway-b');
  });

  afterAll(async () => {
    await gatewayA?.onModuleDestroy();
    await gatewayB?.onModuleDestroy();
    for (const created of buses) await created.close();
    const admin = await connect({ servers: natsUrl });
    const jsm = await jetstreamManager(admin);
    for (const name of busStreams(streamName)) await jsm.streams.delete(name).catch(() => false);
    await admin.drain();
  });

  const revoke = (userId: string, sessionId: string) =>
    identity.publish(createEvent('sessions.revoked', { userId, sessionId, reason: 'sign-out', revokedAt: new Date().toISOString() }, { correlationId: randomUUID() }));

  it('answers from its cache until the session ends, then refuses in every gateway once sessions.revoked arrives', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    expect(await gatewayA.isActive(userId, sessionId)).toBe(true);
    expect(await gatewayB.isActive(userId, sessionId)).toBe(true);
    const askedBefore = asked;
    expect(await gatewayB.isActive(userId, sessionId)).toBe(true);
    expect(asked).toBe(askedBefore);

    // Identity ends the session (a sign-out through gateway A) and says so on the bus.
    ended.add(sessionId);
    await revoke(userId, sessionId);
    await pollUntil(async () => (await gatewayB.isActive(userId, sessionId)) === false, { timeoutMs: 5_000, intervalMs: 50 });
    expect(await gatewayA.isActive(userId, sessionId)).toBe(false);
  });

  it('keeps its cached answer when no event says otherwise (what the event is for)', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    expect(await gatewayB.isActive(userId, sessionId)).toBe(true);
    ended.add(sessionId);
    expect(await gatewayB.isActive(userId, sessionId)).toBe(true);
  });

  it("forgets only that person's answers", async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const [aliceSession, bobSession] = [randomUUID(), randomUUID()];
    expect(await gatewayB.isActive(alice, aliceSession)).toBe(true);
    expect(await gatewayB.isActive(bob, bobSession)).toBe(true);
    ended.add(aliceSession);
    await revoke(alice, aliceSession);
    await pollUntil(async () => (await gatewayB.isActive(alice, aliceSession)) === false, { timeoutMs: 5_000, intervalMs: 50 });
    const askedBefore = asked;
    expect(await gatewayB.isActive(bob, bobSession)).toBe(true);
    expect(asked).toBe(askedBefore);
  });
});
