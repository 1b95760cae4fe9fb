import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { DatabaseNotifications, NotificationHandlers } from '@ecp/database';
import type { UserWithRoles } from './account.repository.js';
import { USER_CHANGED_CHANNEL, UserCache, WRITE_GRACE_MS } from './user-cache.js';

const user = (fullName: string): UserWithRoles => ({
  user: { id: 'u1', email: 'a@example.test', fullName, totpEnabledAt: null, emailConfirmedAt: null, metadata: {} },
  roles: ['beneficiary'],
  pendingRole: null,
});

/** A cache on a fake notification feed the test drives. */
async function cacheWithFeed() {
  let handlers: NotificationHandlers | undefined;
  const notifications: DatabaseNotifications = {
    async listen(channel, given) {
      expect(channel).toBe(USER_CHANGED_CHANNEL);
      handlers = given;
      given.onLive(true);
      return { close: async () => given.onLive(false) };
    },
  };
  const cache = new UserCache(notifications);
  await cache.onModuleInit();
  let loads = 0;
  let name = 'First';
  const load = async () => {
    loads += 1;
    return user(name);
  };
  return { cache, feed: () => handlers!, load, loads: () => loads, rename: (to: string) => (name = to) };
}

describe('UserCache', () => {
  it('keeps an answer until the database notifies a change to that user', async () => {
    const { cache, feed, load, loads, rename } = await cacheWithFeed();
    await cache.get('u1', load);
    await expect(cache.get('u1', load)).resolves.toMatchObject({ user: { fullName: 'First' } });
    expect(loads()).toBe(1);
    rename('Second');
    feed().onNotify('someone-else');
    await expect(cache.get('u1', load)).resolves.toMatchObject({ user: { fullName: 'First' } });
    feed().onNotify('u1');
    await expect(cache.get('u1', load)).resolves.toMatchObject({ user: { fullName: 'Second' } });
    expect(loads()).toBe(2);
  });

  it('does not keep an answer read while a change was notified (it may be older than the change)', async () => {
    const { cache, feed, loads } = await cacheWithFeed();
    let release!: () => void;
    const slowLoad = () => new Promise<UserWithRoles>((resolve) => (release = () => resolve(user('Old'))));
    const reading = cache.get('u1', slowLoad);
    feed().onNotify('u1');
    release();
    await expect(reading).resolves.toMatchObject({ user: { fullName: 'Old' } });
    let fresh = 0;
    await cache.get('u1', async () => ((fresh += 1), user('New')));
    expect(fresh).toBe(1);
    expect(loads()).toBe(0);
  });

  it('neither keeps nor serves answers while notifications may be missed, and starts empty when they resume', async () => {
    const { cache, feed, load, loads, rename } = await cacheWithFeed();
    await cache.get('u1', load);
    feed().onLive(false);
    rename('While down');
    await expect(cache.get('u1', load)).resolves.toMatchObject({ user: { fullName: 'While down' } });
    await cache.get('u1', load);
    expect(loads()).toBe(3);
    feed().onLive(true);
    await cache.get('u1', load);
    await cache.get('u1', load);
    expect(loads()).toBe(4);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads a user this process is writing from the database until well past the commit, then keeps again', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { cache, load, loads } = await cacheWithFeed();
    await cache.get('u1', load);
    cache.forget('u1'); // the write's statement ran; its transaction has not committed yet
    await cache.get('u1', load); // reads the old row: not kept, or it would outlive the commit
    await cache.get('u1', load);
    expect(loads()).toBe(3);
    jest.advanceTimersByTime(WRITE_GRACE_MS + 1);
    await cache.get('u1', load);
    await cache.get('u1', load);
    expect(loads()).toBe(4);
  });

  it('forgets everyone on a TRUNCATE (payload *), and does not keep an answer carrying a large profile text', async () => {
    const { cache, feed, load, loads } = await cacheWithFeed();
    await cache.get('u1', load);
    feed().onNotify('*');
    await cache.get('u1', load);
    expect(loads()).toBe(2);
    let big = 0;
    const bigLoad = async () => ((big += 1), { ...user('Big'), user: { ...user('Big').user, metadata: { linkedin: { experience: 'x'.repeat(10_000) } } } });
    await cache.get('u2', bigLoad);
    await cache.get('u2', bigLoad);
    expect(big).toBe(2);
  });

  it('never keeps a missing user', async () => {
    const { cache } = await cacheWithFeed();
    let misses = 0;
    const missing = async () => ((misses += 1), undefined);
    await cache.get('gone', missing);
    await cache.get('gone', missing);
    expect(misses).toBe(2);
  });

  it('hands out answers no caller can change (they are shared)', async () => {
    const { cache, load } = await cacheWithFeed();
    const kept = await cache.get('u1', load);
    expect(() => (kept!.roles as string[]).push('admin')).toThrow();
    expect(() => Object.assign(kept!.user, { fullName: 'x' })).toThrow();
  });
});
