import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { EventSubject, TypedEvent } from '@ecp/contracts';
import { LOGGER, type Logger } from '@ecp/logger';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@ecp/messaging';
import { UserStreams, type StreamGrant } from '../graphql/user-streams.js';
import { CvFlowState, type CvFlowEvent } from './assessment.types.js';

const FLOW_SUBJECTS = ['cv.uploaded', 'cv.analysis.started', 'cv.analysis.completed', 'cv.analysis.failed', 'skills.imported'] as const satisfies readonly EventSubject[];
type FlowSubject = (typeof FLOW_SUBJECTS)[number];

/**
 * Bus events as CV flow states, each with the upload it belongs to. Analysis is completed when the assessment
 * service says so (cv.analysis.completed, in the transaction that completes the assessment; an LLM refinement
 * announces a second one). skills.imported (the skills service has stored the analysed skills) is not a step of
 * the upload: it tells the SPA to refresh the user's skills.
 */
export function toFlowEvent(event: TypedEvent<FlowSubject>): CvFlowEvent | null {
  const occurredAt = new Date(event.occurredAt);
  switch (event.type) {
    case 'cv.uploaded': {
      const { uploadId, fileName } = (event as TypedEvent<'cv.uploaded'>).data;
      return { state: CvFlowState.UPLOAD_COMPLETED, uploadId, assessmentId: null, fileName, message: null, occurredAt };
    }
    case 'cv.analysis.started': {
      const { uploadId, assessmentId, fileName } = (event as TypedEvent<'cv.analysis.started'>).data;
      return { state: CvFlowState.ANALYSIS_STARTED, uploadId, assessmentId, fileName, message: null, occurredAt };
    }
    case 'cv.analysis.completed': {
      const { uploadId, assessmentId } = (event as TypedEvent<'cv.analysis.completed'>).data;
      return { state: CvFlowState.ANALYSIS_COMPLETED, uploadId, assessmentId, fileName: null, message: null, occurredAt };
    }
    case 'cv.analysis.failed': {
      const { uploadId, assessmentId, fileName, message } = (event as TypedEvent<'cv.analysis.failed'>).data;
      return { state: CvFlowState.ANALYSIS_FAILED, uploadId, assessmentId, fileName, message, occurredAt };
    }
    case 'skills.imported':
      return { state: CvFlowState.SKILLS_IMPORTED, uploadId: null, assessmentId: (event as TypedEvent<'skills.imported'>).data.assessmentId, fileName: null, message: null, occurredAt };
    default:
      return null;
  }
}

/**
 * One live watch of the bus per gateway process, fanned out to each signed-in user's subscriptions.
 * Upload started/failed happen in this gateway (the upload request) and are announced here directly.
 */
@Injectable()
export class CvFlowHub implements OnModuleInit, OnModuleDestroy {
  private readonly streams: UserStreams<CvFlowEvent>;
  private watch?: Subscription;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.streams = new UserStreams(logger, 'cv flow');
  }

  async onModuleInit(): Promise<void> {
    this.watch = await this.bus.watch(FLOW_SUBJECTS, (event) => {
      const flow = toFlowEvent(event);
      if (flow) this.announce(event.data.userId, flow);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.watch?.unsubscribe();
    this.streams.clear();
  }

  announce(userId: string, event: CvFlowEvent): void {
    this.streams.announce(userId, event);
  }

  /** The user's flow events from now on; ends when the consumer stops (return()). Keeps at most 100 unread. */
  stream(userId: string, grant: StreamGrant): AsyncIterableIterator<CvFlowEvent> {
    return this.streams.stream(userId, grant);
  }
}
