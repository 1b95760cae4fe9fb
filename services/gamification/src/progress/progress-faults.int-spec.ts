import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventSubject, TypedEvent } from '@ecp/contracts';
import { NatsBus } from '@ecp/messaging';
import { startService, type RunningService } from '@ecp/runtime';
import { createTempPostgresDatabase, describeWithServer, pollUntil } from '@ecp/testing';
import { gamificationService } from '../index.js';
import { ackLosingBus, type DatabaseFactory } from '../../test/gamification.contract.js';
import { ALL_BADGES, badgeJourney } from '../../test/journey.js';
import { freePort, PrivateNatsServer } from '../../test/nats-server.js';

const USERS = 10;

/**
 * Exactly once under faults on NATS JetStream, with a nats-server of the test's own: every event of USERS badge
 * journeys is published, the server is killed (SIGKILL) and restarted on its store mid-stream, the service loses
 * the ack of every 4th first delivery after its commit, and the first half of the events is published again after
 * the server's duplicate window (so JetStream delivers them a second time). Counts: expected = awarded, none twice,
 * none lost, in the database and on the bus.
 */
function faultSuite(name: string, database: DatabaseFactory): void {
  describe(`gamification on NATS under faults (${name})`, () => {
    let server: PrivateNatsServer;
    let storeDir: string;
    let service: RunningService;
    let disposeDatabase: () => Promise<void>;
    const prefix = `gf${randomUUID().slice(0, 8)}`;
    const buses: NatsBus[] = [];
    const newBus = (label: string) => {
      // A 1 s duplicate window (the stream is created by the first bus): a republish after it is a real second delivery.
      const bus = new NatsBus({ servers: server.url, prefix, streamName: prefix.toUpperCase(), name: label, ackWaitMs: 2000, dedupeWindowMs: 1000 });
      buses.push(bus);
      return bus;
    };

    beforeAll(async () => {
      storeDir = await mkdtemp(join(tmpdir(), 'ecp-nats-'));
      server = new PrivateNatsServer(await freePort(), storeDir);
      await server.start();
    });

    afterAll(async () => {
      await service?.close();
      for (const bus of buses) await bus.close().catch(() => undefined);
      await server?.kill();
      await disposeDatabase?.();
      await rm(storeDir, { recursive: true, force: true });
    });

    it('awards every badge exactly once through duplicates, lost acks and a bus restart', async () => {
      const producer = newBus('producer');
      await producer.start();
      const observer = newBus('observer');
      await observer.start();
      const awarded: TypedEvent<'badge.awarded'>[] = [];
      await observer.subscribe('badge.awarded', async (event) => void awarded.push(event), { durable: 'test-badge-awarded' });
      const serviceBus = ackLosingBus(newBus('gamification'), 4);
      await serviceBus.start();
      const db = await database();
      service = await startService(gamificationService, { bus: serviceBus, database: db.target, relayPollMs: 50, env: { GAMIFICATION_BACKFILL: 'false' } });
      disposeDatabase = db.dispose;

      const users: string[] = Array.from({ length: USERS }, () => randomUUID());
      const events = users.flatMap((userId) => badgeJourney(userId));
      // Interleave the users, as live traffic is.
      events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
      let publishRetries = 0;
      const publish = async (event: TypedEvent<EventSubject>) => {
        for (;;) {
          try {
            return await producer.publish(event);
          } catch {
            publishRetries += 1; // what an outbox relay does while the bus is down
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      const half = Math.floor(events.length / 2);
      for (const event of events.slice(0, half)) await publish(event);
      await server.restart(); // mid-stream: handlers, acks and relays in flight
      for (const event of events.slice(half)) await publish(event);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // past the duplicate window
      for (const event of events.slice(0, half)) await publish(event);

      const earned = async (userId: string) => (await producer.request('gamification.list-badges', { userId })).badges.filter((b) => b.earnedDate).length;
      await pollUntil(async () => (await Promise.all(users.map(earned))).every((n) => n === 9), { timeoutMs: 60_000, intervalMs: 250, description: 'nine badges for every user' });
      const expected = users.length * ALL_BADGES.length;
      await pollUntil(() => new Set(awarded.map((e) => e.id)).size >= expected, { timeoutMs: 30_000, intervalMs: 100, description: 'every badge.awarded on the bus' });
      await new Promise((resolve) => setTimeout(resolve, 2500)); // longer than ack_wait: late redeliveries would show

      const inDatabase = (await Promise.all(users.map(earned))).reduce((sum, n) => sum + n, 0);
      const distinctEvents = new Map(awarded.map((e) => [e.id, e]));
      const keys = [...distinctEvents.values()].map((e) => `${e.data.userId}:${e.data.badgeType}`);
      const twice = keys.length - new Set(keys).size;
      const lost = expected - new Set(keys.filter((key) => users.includes(key.split(':')[0]!))).size;
      process.stdout.write(
        `[gamification NATS ${name}] users ${USERS}, events ${events.length} + ${half} republished after the duplicate window, server restarts ${server.restarts}, ` +
          `publish retries ${publishRetries}, acks lost after commit ${serviceBus.lostAcks()}; badges expected ${expected}, in database ${inDatabase}, ` +
          `badge.awarded events ${distinctEvents.size} (deliveries ${awarded.length}), twice ${twice}, lost ${lost}\n`,
      );
      expect(server.restarts).toBe(1);
      expect(serviceBus.lostAcks()).toBeGreaterThan(0);
      expect(inDatabase).toBe(expected);
      expect(distinctEvents.size).toBe(expected);
      expect(twice).toBe(0);
      expect(lost).toBe(0);
    });
  });
}

await describeWithServer('postgres', 'gamification fault tests on PostgreSQL', () => {
  faultSuite('PostgreSQL', async () => {
    const database = await createTempPostgresDatabase();
    return { target: { engine: 'postgres', url: database.url }, dispose: () => database.drop() };
  });
});
faultSuite('PGlite', async () => ({ target: { engine: 'pglite' }, dispose: async () => undefined }));
