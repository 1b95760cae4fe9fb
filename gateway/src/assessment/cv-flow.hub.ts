import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { EventSubject, TypedEvent } from '@ecp/contracts';
import { LOGGER, type Logger } from '@ecp/logger';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@ecp/messaging';
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

type Listener = (event: CvFlowEvent) => void;

/**
 * One live watch of the bus per gateway process, fanned out to each signed-in user's subscriptions.
 * Upload started/failed happen in this gateway (the upload request) and are announced here directly.
 */
@Injectable()
export class CvFlowHub implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new Map<string, Set<Listener>>();
  private watch?: Subscription;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.watch = await this.bus.watch(FLOW_SUBJECTS, (event) => {
      const flow = toFlowEvent(event);
      if (flow) this.announce(event.data.userId, flow);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.watch?.unsubscribe();
    this.listeners.clear();
  }

  announce(userId: string, event: CvFlowEvent): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  /** The user's flow events from now on; ends when the consumer stops (return()). Keeps at most 100 unread. */
  stream(userId: string): AsyncIterableIterator<CvFlowEvent> {
    const queue: CvFlowEvent[] = [];
    let wake: ((result: IteratorResult<CvFlowEvent>) => void) | null = null;
    const listeners = this.listeners.get(userId) ?? new Set<Listener>();
    this.listeners.set(userId, listeners);
    const listener: Listener = (event) => {
      if (wake) {
        wake({ value: event, done: false });
        wake = null;
      } else if (queue.length < 100) {
        queue.push(event);
      } else {
        this.logger.warn({ userId }, 'cv flow subscriber is not reading; event dropped');
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
        if (event) return Promise.resolve({ value: event, done: false });
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
