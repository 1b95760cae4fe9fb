import { useEffect, useRef } from 'react';

const RESUBSCRIBE_DELAY_MS = 1_000;
const MAX_RESUBSCRIBE_DELAY_MS = 30_000;
/** A stream that ended sooner than this after it started counts as failing: the next try waits twice as long. */
const SHORT_LIVED_MS = 5_000;

/** The wait before subscribing again after `failures` short-lived streams in a row: 1 s, doubling up to 30 s. */
export function resubscribeDelay(failures: number): number {
  return Math.min(MAX_RESUBSCRIBE_DELAY_MS, RESUBSCRIBE_DELAY_MS * 2 ** Math.min(failures, 10));
}

/** Starts a live stream: calls `onEvent` per event and `onEnd` when it ends or fails; returns the unsubscribe function. */
export type LiveSubscribe<T> = (onEvent: (event: T) => void, onEnd: (error?: unknown) => void) => () => void;

/**
 * Calls `onEvent` for every event of a live subscription while mounted, subscribing again a second after the
 * stream ends (the socket reconnects by itself after a token refresh), later after each stream in a row that ended
 * within seconds (a refused one: up to 30 s apart). `subscribe` is read once, on mount.
 */
export function useLiveSubscription<T>(subscribe: LiveSubscribe<T>, onEvent: (event: T) => void) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const start = useRef(subscribe);

  useEffect(() => {
    let stopped = false;
    let unsubscribe: () => void = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const run = () => {
      if (stopped) return;
      const startedAt = Date.now();
      unsubscribe = start.current(
        (event) => latest.current(event),
        () => {
          failures = Date.now() - startedAt < SHORT_LIVED_MS ? failures + 1 : 0;
          if (!stopped) retry = setTimeout(run, resubscribeDelay(Math.max(0, failures - 1)));
        },
      );
    };
    // Connected in a task of its own: not part of the (long) task that mounts the page.
    retry = setTimeout(run, 0);
    return () => {
      stopped = true;
      clearTimeout(retry);
      unsubscribe();
    };
  }, []);
}
