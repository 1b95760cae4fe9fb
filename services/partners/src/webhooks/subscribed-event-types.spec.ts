import { describe, expect, it } from '@jest/globals';
import type { DatabaseNotifications, NotificationHandlers } from '@ecp/database';
import { SubscribedEventTypes, WEBHOOKS_CHANGED_CHANNEL } from './subscribed-event-types.js';

async function withFeed() {
  let handlers!: NotificationHandlers;
  const notifications: DatabaseNotifications = {
    async listen(channel, given) {
      expect(channel).toBe(WEBHOOKS_CHANGED_CHANNEL);
      handlers = given;
      given.onLive(true);
      return { close: async () => given.onLive(false) };
    },
  };
  const types = new SubscribedEventTypes(notifications);
  await types.onModuleInit();
  let loads = 0;
  let table = ['skill.added'];
  const load = async () => ((loads += 1), table);
  return { types, feed: () => handlers, load, loads: () => loads, setTable: (next: string[]) => (table = next) };
}

describe('SubscribedEventTypes', () => {
  it('answers from what it read until the webhooks change', async () => {
    const { types, feed, load, loads, setTable } = await withFeed();
    await expect(types.includes('skill.added', load)).resolves.toBe(true);
    await expect(types.includes('user.registered', load)).resolves.toBe(false);
    expect(loads()).toBe(1);
    setTable(['user.registered']);
    feed().onNotify('');
    await expect(types.includes('user.registered', load)).resolves.toBe(true);
    types.forget(); // this process's own write
    await types.includes('user.registered', load);
    expect(loads()).toBe(3);
  });

  it('does not keep a read that ran while the webhooks changed, and reads every time while not listening', async () => {
    const { types, feed, loads, load } = await withFeed();
    let release!: () => void;
    const slow = () => new Promise<string[]>((resolve) => (release = () => resolve(['old.type'])));
    const asking = types.includes('old.type', slow);
    feed().onNotify('');
    release();
    await expect(asking).resolves.toBe(true);
    await types.includes('old.type', load);
    expect(loads()).toBe(1);
    feed().onLive(false);
    await types.includes('skill.added', load);
    await types.includes('skill.added', load);
    expect(loads()).toBe(3);
  });
});
