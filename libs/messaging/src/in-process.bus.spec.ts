import { describe, expect, it } from '@jest/globals';
import { runBusContract, makeSignedInEvent, sleep, waitFor } from '../test/bus.contract.js';
import { InProcessBus } from './in-process.bus.js';

runBusContract('InProcessBus', async () => {
  const bus = new InProcessBus();
  return { bus, dispose: () => bus.close() };
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
