import type { Logger } from '@ecp/logger';

type Listener<T> = (event: T) => void;

/** How long a stream may run for the credentials that opened it (SessionCheck.streamGrant). */
export interface StreamGrant {
  /** The stream ends then (the access token's expiry). */
  endsAtMs: number;
  /** Asked before each event is handed over; false ends the stream instead. */
  isLive(): Promise<boolean>;
  /** Called when the user's sessions may have ended; answers the unsubscribe. */
  onRevoked(listener: () => void): () => void;
}

/** setTimeout's longest delay; an expiry further away is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;
/** Open streams a user may hold in one gateway process (a tab holds one): a new one past it ends the oldest. */
export const MAX_STREAMS_PER_USER = 16;

/**
 * Live events fanned out to each signed-in user's subscriptions in this gateway process: `stream(userId)` is what a
 * GraphQL subscription resolver returns; `announce(userId, event)` reaches every open stream of that user.
 * A stream keeps at most 100 unread events (a reader that stops reading loses the newest, with a warning), and a user
 * at most MAX_STREAMS_PER_USER streams (a socket can open any number; each holds memory and is handed every event).
 */
export class UserStreams<T> {
  /** Each user's open streams, oldest first, with what ends each. */
  private readonly listeners = new Map<string, Map<Listener<T>, () => void>>();

  constructor(
    private readonly logger: Logger,
    private readonly name: string,
  ) {}

  announce(userId: string, event: T): void {
    for (const listener of this.listeners.get(userId)?.keys() ?? []) listener(event);
  }

  clear(): void {
    this.listeners.clear();
  }

  /**
   * The user's events from now on; ends when the consumer stops (return()) or, with a grant, when the credentials
   * that opened it no longer hold.
   */
  stream(userId: string, grant?: StreamGrant): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wake: ((result: IteratorResult<T>) => void) | null = null;
    let ended = false;
    const listeners = this.listeners.get(userId) ?? new Map<Listener<T>, () => void>();
    this.listeners.set(userId, listeners);
    const listener: Listener<T> = (event) => {
      if (wake) {
        wake({ value: event, done: false });
        wake = null;
      } else if (queue.length < 100) {
        queue.push(event);
      } else {
        this.logger.warn({ userId }, `${this.name} subscriber is not reading; event dropped`);
      }
    };
    let expiry: NodeJS.Timeout | undefined;
    let stopWatching = () => {};
    // Once only: the consumer's return(), the expiry, a revocation and a refused event may each end it, and a second
    // run must not drop the set a newer stream of the user has put in the map since.
    const stop = () => {
      if (ended) return;
      ended = true;
      clearTimeout(expiry);
      stopWatching();
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(userId) === listeners) this.listeners.delete(userId);
      queue.length = 0;
      wake?.({ value: undefined, done: true });
      wake = null;
    };
    if (listeners.size >= MAX_STREAMS_PER_USER) {
      this.logger.warn({ userId }, `${this.name}: more than ${MAX_STREAMS_PER_USER} open streams; the oldest ends`);
      listeners.values().next().value?.();
    }
    listeners.set(listener, stop);
    if (grant) {
      const armExpiry = () => {
        const inMs = grant.endsAtMs - Date.now();
        if (inMs <= 0) return stop();
        expiry = setTimeout(armExpiry, Math.min(inMs, MAX_TIMER_MS));
        expiry.unref();
      };
      armExpiry();
      stopWatching = grant.onRevoked(() => void grant.isLive().then((live) => live || stop(), () => stop()));
    }
    const nextEvent = (): Promise<IteratorResult<T>> => {
      if (ended) return Promise.resolve({ value: undefined, done: true });
      const event = queue.shift();
      if (event !== undefined) return Promise.resolve({ value: event, done: false });
      return new Promise((resolve) => (wake = resolve));
    };
    return {
      next: async () => {
        const result = await nextEvent();
        if (result.done || !grant) return result;
        // An event that arrives after the credentials stopped holding is not handed over.
        if (!(await grant.isLive().catch(() => false)) || ended) {
          stop();
          return { value: undefined, done: true };
        }
        return result;
      },
      return: () => {
        stop();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
