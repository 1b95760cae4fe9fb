import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@ecp/logger';
import { MAX_STREAMS_PER_USER, UserStreams, type StreamGrant } from './user-streams.js';

const userId = 'u-1';

/** A grant whose answers the test sets; `revoke()` plays sessions.revoked. */
function grant(endsAtMs = Date.now() + 60_000) {
  let live = true;
  const listeners = new Set<() => void>();
  const value: StreamGrant = {
    endsAtMs,
    isLive: async () => live && Date.now() < endsAtMs,
    onRevoked: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  return { value, listeners, end: () => (live = false), revoke: () => listeners.forEach((listener) => listener()) };
}

describe('UserStreams with a grant (live subscriptions end with their credentials)', () => {
  const streams = () => new UserStreams<string>(createLogger('test'), 'test');

  it('hands events over while the session holds, and ends instead of handing over one that comes after it ended', async () => {
    const hub = streams();
    const g = grant();
    const stream = hub.stream(userId, g.value);
    hub.announce(userId, 'first');
    expect(await stream.next()).toEqual({ value: 'first', done: false });
    g.end();
    hub.announce(userId, 'after sign-out');
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    expect(g.listeners.size).toBe(0);
    hub.announce(userId, 'later');
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('ends a waiting stream at once when the session is revoked, and keeps it when the session still holds', async () => {
    const hub = streams();
    const g = grant();
    const stream = hub.stream(userId, g.value);
    const waiting = stream.next();
    g.revoke(); // another session of the user ended: this one holds
    hub.announce(userId, 'still mine');
    expect(await waiting).toEqual({ value: 'still mine', done: false });
    const next = stream.next();
    g.end();
    g.revoke();
    expect(await next).toEqual({ value: undefined, done: true });
  });

  it('ends when the access token expires, with events queued before it dropped', async () => {
    const hub = streams();
    const g = grant(Date.now() + 50);
    const stream = hub.stream(userId, g.value);
    const waiting = stream.next();
    expect(await waiting).toEqual({ value: undefined, done: true });
    hub.announce(userId, 'too late');
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    const expired = hub.stream(userId, grant(Date.now() - 1).value);
    expect(await expired.next()).toEqual({ value: undefined, done: true });
  });

  it("ends a stream once: a late end of an old stream leaves the user's newer stream receiving", async () => {
    const hub = streams();
    let answer!: (live: boolean) => void;
    const old: StreamGrant = { endsAtMs: Date.now() + 60_000, isLive: () => new Promise((resolve) => (answer = resolve)), onRevoked: () => () => undefined };
    const first = hub.stream(userId, old);
    hub.announce(userId, 'pending');
    const checking = first.next(); // its isLive check is under way
    await new Promise((resolve) => setImmediate(resolve));
    await first.return!(); // the socket closed (a token refresh)...
    const second = hub.stream(userId, grant().value); // ...and the client subscribed again
    answer(false); // the old check ends: the old stream must not take the new one's listeners with it
    expect(await checking).toEqual({ value: undefined, done: true });
    hub.announce(userId, 'for the new stream');
    expect(await second.next()).toEqual({ value: 'for the new stream', done: false });
  });

  it('without a grant, runs until the consumer stops', async () => {
    const hub = streams();
    const stream = hub.stream(userId);
    hub.announce(userId, 'a');
    expect(await stream.next()).toEqual({ value: 'a', done: false });
    await stream.return!();
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });
});

describe('UserStreams per user', () => {
  it(`keeps at most ${MAX_STREAMS_PER_USER} streams a user: a new one past it ends the oldest, and the others still get events`, async () => {
    const hub = new UserStreams<string>(createLogger('test'), 'test');
    const open = Array.from({ length: MAX_STREAMS_PER_USER + 1 }, () => hub.stream(userId));
    const other = hub.stream('u-2');
    expect(await open[0]!.next()).toEqual({ value: undefined, done: true });
    hub.announce(userId, 'event');
    for (const stream of open.slice(1)) expect(await stream.next()).toEqual({ value: 'event', done: false });
    hub.announce('u-2', 'theirs');
    expect(await other.next()).toEqual({ value: 'theirs', done: false });
    // Ending the oldest left the newest's place alone: closing every stream empties the user's entry.
    for (const stream of open) await stream.return!();
    hub.announce(userId, 'nobody');
  });
});
