import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { pgSchema, uuid } from 'drizzle-orm/pg-core';
import { createEvent, type TypedEvent } from '@ecp/contracts';
import { inboxTable, openDatabase, outboxTable, type DatabaseHandle } from '@ecp/database';
import { createTempPostgresDatabase, describeWithServer, pollUntil, type TempPostgresDatabase } from '@ecp/testing';
import { eraseDeletedUser } from './erase-user.js';
import { EventOutbox } from './event-outbox.js';

const schema = pgSchema('erasure_fixture');
const signIns = schema.table('sign_ins', { userId: uuid('user_id').notNull(), eventId: uuid('event_id').notNull() });
const migrationsFolder = fileURLToPath(new URL('../test/fixtures/erasure/drizzle', import.meta.url));

const signedIn = (userId: string): TypedEvent<'user.signed-in'> =>
  createEvent('user.signed-in', { userId, method: 'password', signedInAt: new Date().toISOString(), mfa: false, timeZone: null }, { correlationId: randomUUID() });
const deleted = (userId: string): TypedEvent<'user.deleted'> => createEvent('user.deleted', { userId, deletedAt: new Date().toISOString() }, { correlationId: randomUUID() });

/** A gate a transaction waits at, opened by the test. */
function gate() {
  let open: () => void = () => undefined;
  let reached: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  return { open, arrived, pass: async () => (reached(), opened) };
}

// Only PostgreSQL runs transactions side by side (PGlite has one connection, so one transaction at a time).
await describeWithServer('postgres', 'EventOutbox on PostgreSQL: events about a person and their erasure', () => {
  let database: TempPostgresDatabase;
  let handle: DatabaseHandle;
  let outbox: EventOutbox;
  const rowsOf = async (userId: string) => (await handle.db.select().from(signIns).where(eq(signIns.userId, userId))).length;
  const handleSignIn = (event: TypedEvent<'user.signed-in'>, inWork?: () => Promise<void>) =>
    outbox.handleOnce(event, 'fixture:sign-ins', async (tx) => {
      await tx.insert(signIns).values({ userId: event.data.userId, eventId: event.id });
      await inWork?.();
    });
  const erase = (userId: string, inWork?: () => Promise<void>) =>
    eraseDeletedUser(outbox, 'gamification', deleted(userId), async (tx, id) => {
      await tx.delete(signIns).where(eq(signIns.userId, id));
      await inWork?.();
    });

  beforeAll(async () => {
    database = await createTempPostgresDatabase();
    handle = await openDatabase({ engine: 'postgres', url: database.url, schemaName: 'erasure_fixture', migrationsFolder });
    outbox = new EventOutbox(handle.db, outboxTable(schema), inboxTable(schema), { wake: () => undefined });
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('an erasure that starts while an event about the person is being handled waits for it, then erases what it wrote', async () => {
    const userId = randomUUID();
    const handling = gate();
    const handled = handleSignIn(signedIn(userId), handling.pass);
    await handling.arrived;
    let erased = false;
    const erasing = erase(userId).then(() => (erased = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const erasedWhileHandling = erased;
    handling.open();
    await Promise.all([handled, erasing]);
    expect(erasedWhileHandling).toBe(false); // it waited for the event's transaction
    expect(await rowsOf(userId)).toBe(0);
  });

  it('an event that arrives while the person is being erased waits, then finds them erased and writes nothing', async () => {
    const userId = randomUUID();
    const erasing = gate();
    const erased = erase(userId, erasing.pass);
    await erasing.arrived;
    const handled = handleSignIn(signedIn(userId));
    await new Promise((resolve) => setTimeout(resolve, 300));
    erasing.open();
    await Promise.all([erased, handled]);
    expect(await rowsOf(userId)).toBe(0);
    expect(await outbox.isErased(userId)).toBe(true);
  });

  const requestedWrite = (userId: string) =>
    outbox.transactionAbout(userId, () => new Error('account deleted'), async (tx) => {
      await tx.insert(signIns).values({ userId, eventId: randomUUID() });
    });

  it("a request's write that arrives while the person is being erased waits, then is refused and writes nothing", async () => {
    const userId = randomUUID();
    const erasing = gate();
    const erased = erase(userId, erasing.pass);
    await erasing.arrived;
    const written = requestedWrite(userId).then(() => 'written', (error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 300));
    erasing.open();
    await erased;
    expect(await written).toBe('account deleted');
    expect(await rowsOf(userId)).toBe(0);
    // And after the erasure, as a request authenticated before the deletion would arrive.
    await expect(requestedWrite(userId)).rejects.toThrow('account deleted');
    expect(await rowsOf(userId)).toBe(0);
  });

  it("a request's write for a person not erased goes through", async () => {
    const userId = randomUUID();
    await requestedWrite(userId);
    expect(await rowsOf(userId)).toBe(1);
  });

  it("does not hold one person's events behind another's erasure", async () => {
    const [erasedUser, otherUser] = [randomUUID(), randomUUID()];
    const erasing = gate();
    const erased = erase(erasedUser, erasing.pass);
    await erasing.arrived;
    const handled = handleSignIn(signedIn(otherUser));
    await pollUntil(async () => (await rowsOf(otherUser)) === 1, { timeoutMs: 2000, description: "the other person's event handled" }).finally(erasing.open);
    await Promise.all([erased, handled]);
  });
});
