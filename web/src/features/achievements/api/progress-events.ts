import { graphql } from '@/gql/gql';
import type { ProgressEventsSubscription } from '@/gql/graphql';
import { subscribe } from '@/lib/graphql-ws';

/** Badges earned and activities logged for the signed-in user, live, wherever in the product they happened. */
export const progressEventsDocument = graphql(`
  subscription ProgressEvents {
    progressEvents {
      kind
      badgeType
      badgeName
      badgeDescription
      activityType
      description
      occurredAt
    }
  }
`);

export type ProgressEvent = ProgressEventsSubscription['progressEvents'];

export function subscribeToProgressEvents(onEvent: (event: ProgressEvent) => void, onEnd?: (error?: unknown) => void): () => void {
  return subscribe(progressEventsDocument, (data: ProgressEventsSubscription) => onEvent(data.progressEvents), onEnd);
}
