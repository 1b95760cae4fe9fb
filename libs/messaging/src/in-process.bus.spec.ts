import { describe, expect, it } from '@jest/globals';
import { runBusContract, makeSignedInEvent, sleep, waitFor } from '../test/bus.contract.js';
import { InProcessBus } from './in-process.bus.js';

runBusContract('InProcessBus', async () => {
  const bus = new InProcessBus();
  return { bus, dispose: () => bus.close() };
});

runBusContract('InProcessBus (confirmDelivery)', async () => {
  const bus = new InProcessBus({ confirmDelivery: true });
  return { bus, dispose: () => bus.close() };
});

describe('InProcessBus with confirmDelivery (embedded mode)', () => {
  it('resolves publish() only once every durable of the subject has handled the event', async () => {
    const bus = new InProcessBus({ confirmDelivery: true });
    await bus.start();
    // A subject nobody consumes yet is confirmed at once (the event waits for a later durable).
    await expect(bus.publish(makeSignedInEvent())).resolves.toBeUndefined();
    const handled: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await bus.subscribe('user.signed-in', async () => void handled.push('fast'), { durable: 'confirm-fast' });
    await bus.subscribe('user.signed-in', async () => {
      await gate;
      handled.push('slow');
    }, { durable: 'confirm-slow' });
    await waitFor(() => handled.length === 2 || (handled.length === 1 && handled[0] === 'fast'), 'the retained event to the fast consumer');
    let confirmed = false;
    const publishing = bus.publish(makeSignedInEvent()).then(() => (confirmed = true));
    await waitFor(() => handled.filter((h) => h === 'fast').length === 2, 'the fast consumer');
    await sleep(20);
    expect(confirmed).toBe(false);
    release();
    await publishing;
    expect(handled.filter((h) => h === 'slow')).toHaveLength(2);
    await bus.close();
  });

  it('confirms a dead-lettered event, and rejects a publish still waiting when the bus closes', async () => {
    const bus = new InProcessBus({ confirmDelivery: true });
    await bus.start();
    await bus.subscribe('user.signed-in', async () => {
      throw new Error('poison');
    }, { durable: 'confirm-poison', maxDeliver: 1 });
    await expect(bus.publish(makeSignedInEvent())).resolves.toBeUndefined();
    expect((await bus.deadLetters()).map((d) => d.durable)).toContain('confirm-poison');
    await bus.close();

    const other = new InProcessBus({ confirmDelivery: true });
    await other.start();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await other.subscribe('user.signed-in', () => gate, { durable: 'confirm-stuck' });
    const stuck = other.publish(makeSignedInEvent());
    await sleep(20);
    const closing = other.close();
    await expect(stuck).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    release();
    await closing;
  });
});

describe('InProcessBus', () => {
  it('forgets envelope ids after the dedupe window', async () => {
    const bus = new InProcessBus({ dedupeWindowMs: 30 });
    await bus.start();
    const received: string[] = [];
    await bus.subscribe('user.signed-in', async (event) => void received.push(event.id), { durable: 'window-user-signed-in' });
    const event = makeSignedInEvent();

    await bus.publish(event);
    await sleep(50);
    await bus.publish(event);

    await waitFor(() => received.length === 2, 'the second delivery');
    await bus.close();
  });

  it('refuses work before start()', async () => {
    const bus = new InProcessBus();

    await expect(bus.publish(makeSignedInEvent())).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('rejects a durable name JetStream would reject', async () => {
    const bus = new InProcessBus();
    await bus.start();

    await expect(bus.subscribe('user.signed-in', async () => undefined, { durable: 'gamification.user.signed-in' })).rejects.toThrow(/Invalid durable name/);
    await bus.close();
  });
});
