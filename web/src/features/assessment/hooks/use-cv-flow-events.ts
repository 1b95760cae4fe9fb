import { subscribeToCvFlow, type CvFlowEvent } from '@/features/assessment/api/cv-flow';
import { useLiveSubscription } from '@/hooks/use-live-subscription';

/**
 * Calls `onEvent` for every live CV flow event while mounted, resubscribing if the stream ends (the
 * socket reconnects by itself after a token refresh).
 */
export function useCvFlowEvents(onEvent: (event: CvFlowEvent) => void) {
  useLiveSubscription(subscribeToCvFlow, onEvent);
}
