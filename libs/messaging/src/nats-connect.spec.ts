import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describeWithServer, pollUntil, testNatsUrl } from '@ecp/testing';
import { CoalescingTransport, connectNats } from './nats-connect.js';

/** A transport on a fake socket that records each write. */
function transportWithWrites() {
  const writes: string[] = [];
  const transport = new CoalescingTransport();
  transport.options = {}; // what connect() sets: debug off
  transport.socket = {
    write(chunk: Uint8Array, callback?: (error?: Error) => void) {
      writes.push(Buffer.from(chunk).toString());
      callback?.();
      return true;
    },
  } as unknown as Socket;
  return { transport, writes };
}

describe('CoalescingTransport', () => {
  it('writes the frames of one event-loop turn in one socket write, in order', async () => {
    const { transport, writes } = transportWithWrites();
    transport.send(Buffer.from('PUB a 1\r\nx\r\n'));
    await Promise.resolve(); // another microtask of the same turn
    transport.send(Buffer.from('PUB b 1\r\ny\r\n'));
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['PUB a 1\r\nx\r\nPUB b 1\r\ny\r\n']);
  });

  it('writes the next turn’s frames in a write of their own', async () => {
    const { transport, writes } = transportWithWrites();
    transport.send(Buffer.from('one'));
    await nextTurn();
    transport.send(Buffer.from('two'));
    await nextTurn();
    expect(writes).toEqual(['one', 'two']);
  });

  it('sends queued frames before a direct write (the library’s flush on close)', async () => {
    const { transport, writes } = transportWithWrites();
    transport.send(Buffer.from('queued'));
    await transport._send(Buffer.from('direct'));
    await nextTurn();
    expect(writes).toEqual(['queued', 'direct']);
  });
});

await describeWithServer('nats', 'connectNats (nats-server)', () => {
  it('delivers what was published right before close(), as the library’s own transport does', async () => {
    const listener = await connectNats({ servers: testNatsUrl() });
    const subject = `coalescing.${randomUUID()}`;
    const received: string[] = [];
    listener.subscribe(subject, { callback: (_error, message) => void received.push(message.string()) });
    try {
      await listener.flush();
      const sender = await connectNats({ servers: testNatsUrl() });
      void (async () => {
        for await (const _status of sender.status()) void _status; // NatsBus watches the status too
      })();
      for (let i = 0; i < 5; i += 1) sender.publish(subject, `m${i}`);
      await sender.close();
      await pollUntil(() => received.length === 5, { timeoutMs: 2000, description: 'all five messages' });
      expect(received).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    } finally {
      await listener.close();
    }
  });
});
