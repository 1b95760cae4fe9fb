import { useEffect, useRef } from 'react';

const RESUBSCRIBE_DELAY_MS = 1_000;

/** Starts a live stream: calls `onEvent` per event and `onEnd` when it ends or fails; returns the unsubscribe function. */
export type LiveSubscribe<T> = (onEvent: (event: T) => void, onEnd: (error?: unknown) => void) => () => void;

/**
 * Calls `onEvent` for every event of a live subscription while mounted, subscribing again a second after the
 * stream ends (the socket reconnects by itself after a token refresh). `subscribe` is read once, on mount.
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
    const run = () => {
      if (stopped) return;
      unsubscribe = start.current(
        (event) => latest.current(event),
        () => {
          if (!stopped) retry = setTimeout(run, RESUBSCRIBE_DELAY_MS);
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
