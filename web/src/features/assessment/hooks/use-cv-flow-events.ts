import { useEffect, useRef } from 'react';
import { subscribeToCvFlow, type CvFlowEvent } from '@/features/assessment/api/cv-flow';

const RESUBSCRIBE_DELAY_MS = 1_000;

/**
 * Calls `onEvent` for every live CV flow event while mounted, resubscribing if the stream ends (the
 * socket reconnects by itself after a token refresh).
 */
export function useCvFlowEvents(onEvent: (event: CvFlowEvent) => void) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });

  useEffect(() => {
    let stopped = false;
    let unsubscribe: () => void = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (stopped) return;
      unsubscribe = subscribeToCvFlow(
        (event) => latest.current(event),
        () => {
          if (!stopped) retry = setTimeout(start, RESUBSCRIBE_DELAY_MS);
        },
      );
    };
    start();
    return () => {
      stopped = true;
      clearTimeout(retry);
      unsubscribe();
    };
  }, []);
}
