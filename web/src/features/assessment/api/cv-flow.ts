import { graphql } from '@/gql/gql';
import type { CvFlowSubscription } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';
import { subscribe } from '@/lib/graphql-ws';

/**
 * The live CV flow of spec §4 (upload started/completed/failed; analysis started/completed/failed), each step with
 * the id of the upload it belongs to; SKILLS_IMPORTED when a completed analysis's skills are on the profile.
 */
export const cvFlowStepFragment = graphql(`
  fragment CvFlowStep on CvFlowEvent {
    state
    uploadId
    assessmentId
    fileName
    message
    occurredAt
  }
`);

export const cvFlowDocument = graphql(`
  subscription CvFlow {
    cvFlow {
      ...CvFlowStep
    }
  }
`);

export type CvFlowEvent = CvFlowSubscription['cvFlow'];

/**
 * Listens to the signed-in user's CV flow. `onEnd` is called when the stream ends or fails for good (e.g. a
 * sign-out); the caller may subscribe again. Returns the unsubscribe function.
 */
export function subscribeToCvFlow(onEvent: (event: CvFlowEvent) => void, onEnd?: (error?: unknown) => void): () => void {
  return subscribe(cvFlowDocument, (data: CvFlowSubscription) => onEvent(data.cvFlow), onEnd);
}

export const cvUploadAnalysisDocument = graphql(`
  query CvUploadAnalysis($uploadId: ID!) {
    cvUploadAnalysis(uploadId: $uploadId) {
      ...CvFlowStep
    }
  }
`);

/**
 * The latest analysis step of one upload, as the live flow pushed it (null while its analysis has not started): what
 * a client asks when the live flow may have missed the step (its socket was still connecting, or reconnecting).
 */
export async function getUploadAnalysis(uploadId: string): Promise<CvFlowEvent | null> {
  return (await graphqlRequest(cvUploadAnalysisDocument, { uploadId })).cvUploadAnalysis;
}
