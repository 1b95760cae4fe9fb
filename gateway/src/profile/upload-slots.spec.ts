import { describe, expect, it } from '@jest/globals';
import { publicAddress } from '../client-address.js';
import { UploadSlots } from './upload-slots.js';

const released = async (slot: Promise<{ release: () => void } | { refused: string }>) => {
  const taken = await slot;
  if (!('release' in taken)) throw new Error(`refused: ${taken.refused}`);
  return taken.release;
};

describe('UploadSlots', () => {
  it("refuses a person's third upload at once, and gives each slot back once", async () => {
    const slots = new UploadSlots(2, 10, 1000);
    const a1 = await released(slots.take('a'));
    await released(slots.take('a'));
    expect(await slots.take('a')).toEqual({ refused: 'person' });
    a1();
    a1(); // twice counts once
    const a3 = await released(slots.take('a'));
    expect(await slots.take('a')).toEqual({ refused: 'person' });
    a3();
  });

  it('makes uploads past the overall bound wait their turn, in order, and refuses one that waited too long', async () => {
    const slots = new UploadSlots(2, 2, 200);
    const first = await released(slots.take('a'));
    const second = await released(slots.take('b'));
    const order: string[] = [];
    const c = slots.take('c').then((slot) => (order.push('c'), slot));
    const d = slots.take('d').then((slot) => (order.push('d'), slot));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]); // both wait
    first();
    const cRelease = await released(c);
    expect(order).toEqual(['c']);
    second();
    await released(d);
    expect(order).toEqual(['c', 'd']);
    // Both slots taken again (c and d): e waits 200 ms for nothing, then is refused; its place is not kept.
    const started = Date.now();
    expect(await slots.take('e')).toEqual({ refused: 'overall' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    cRelease();
    await released(slots.take('e'));
  });

  it('takes a waiting upload whose client went away out of the queue, uncounted', async () => {
    const slots = new UploadSlots(1, 1, 10_000);
    const held = await released(slots.take('a'));
    const leaving = new AbortController();
    const waiting = slots.take('b', leaving.signal);
    const next = slots.take('c');
    leaving.abort();
    expect(await waiting).toEqual({ refused: 'gone' });
    held();
    const nextRelease = await released(next); // the place went to the next in line, not to the one that left
    nextRelease();
    // b's count went with it: b (one upload a person here) is admitted, not refused as already having one.
    await released(slots.take('b'));
    expect(await slots.take('d', AbortSignal.abort())).toEqual({ refused: 'gone' });
  });

  it('refuses more than perAddress uploads from one client address, whoever the accounts, and counts them back', async () => {
    const slots = new UploadSlots(2, 16, 1000, 4);
    const fromOne = await Promise.all(['a', 'a', 'b', 'c'].map((user) => released(slots.take(user, undefined, '203.0.113.9'))));
    expect(await slots.take('d', undefined, '203.0.113.9')).toEqual({ refused: 'address' });
    // Another address, and the same one once a place is given back.
    await released(slots.take('d', undefined, '198.51.100.4'));
    fromOne[0]!();
    await released(slots.take('d', undefined, '203.0.113.9'));
  });

  it('counts by public client addresses only: a loopback or private one is an undeclared proxy or a neighbour', () => {
    expect(publicAddress('203.0.113.9')).toBe('203.0.113.9');
    // IPv6 by its /64: one subscriber's addresses count as one.
    expect(publicAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(publicAddress('2001:0db8:0000:0000:abcd::7')).toBe('2001:db8:0:0::/64');
    expect(publicAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(publicAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    for (const address of ['127.0.0.1', '::1', '::ffff:10.1.2.3', '192.168.0.4', '172.20.0.5', 'fd12:3456::1', undefined]) expect(publicAddress(address)).toBeUndefined();
    expect(publicAddress('172.32.0.1')).toBe('172.32.0.1');
  });
});

