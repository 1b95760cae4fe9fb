import type { Logger } from '@ecp/logger';

type Listener<T> = (event: T) => void;

/**
 * Live events fanned out to each signed-in user's subscriptions in this gateway process: `stream(userId)` is what a
 * GraphQL subscription resolver returns; `announce(userId, event)` reaches every open stream of that user.
 * A stream keeps at most 100 unread events (a reader that stops reading loses the newest, with a warning).
 */
export class UserStreams<T> {
  private readonly listeners = new Map<string, Set<Listener<T>>>();

  constructor(
    private readonly logger: Logger,
    private readonly name: string,
  ) {}

  announce(userId: string, event: T): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  clear(): void {
    this.listeners.clear();
  }

  /** The user's events from now on; ends when the consumer stops (return()). */
  stream(userId: string): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wake: ((result: IteratorResult<T>) => void) | null = null;
    const listeners = this.listeners.get(userId) ?? new Set<Listener<T>>();
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
    listeners.add(listener);
    const stop = () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(userId);
      wake?.({ value: undefined, done: true });
      wake = null;
    };
    return {
      next: () => {
        const event = queue.shift();
        if (event !== undefined) return Promise.resolve({ value: event, done: false });
        return new Promise((resolve) => (wake = resolve));
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
