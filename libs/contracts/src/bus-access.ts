import type { EventSubject } from './events.js';
import { requestSchemas, type RequestPattern } from './requests.js';
import type { ServiceName } from './requests/common.js';
import { partnerEventSubjects } from './partner-events.js';

/** What one service does on the bus; a service serves the request patterns named `<service>.*` besides. */
export interface ServiceBusAccess {
  /** Events it announces (it is their only producer). */
  readonly publishes: readonly EventSubject[];
  /** Events it handles with a durable consumer (`@EventPattern`), dead-lettering the ones it cannot. */
  readonly consumes: readonly EventSubject[];
  /** Request patterns of other services it calls. */
  readonly calls: readonly RequestPattern[];
  /** Reads and erases stored events of the streams (a deleted account's events, once every service erased them). */
  readonly erasesStoredEvents?: boolean;
}

/**
 * Who publishes, consumes and calls what (`user.erased`, each service's confirmation of an erasure, has a producer per
 * service). The per-service NATS users (`deploy/nats/nats-server.conf`, written by
 * `npm run nats-config`) get exactly these subjects; `scripts/check-deploy.mjs` compares the lists with the
 * services' `emit(…)`, `@EventPattern(…)` and request calls, so a new one fails CI until it is listed here.
 */
export const serviceBusAccess = {
  identity: {
    publishes: ['user.registered', 'user.signed-in', 'sessions.revoked', 'role.requested', 'role.decided', 'user.deleted'],
    consumes: ['user.erased'],
    calls: [],
    erasesStoredEvents: true,
  },
  profile: { publishes: ['profile.updated', 'cv.uploaded', 'user.erased'], consumes: ['user.registered', 'user.deleted', 'cv.analysis.failed'], calls: [] },
  skills: {
    publishes: ['skill.added', 'skill.removed', 'skills.imported', 'career-interest.changed', 'user.erased'],
    consumes: ['cv.analysis.completed', 'user.registered', 'user.deleted'],
    calls: [],
  },
  assessment: {
    publishes: ['cv.analysis.started', 'cv.analysis.completed', 'cv.analysis.failed', 'assessment.completed', 'user.erased'],
    consumes: ['cv.uploaded', 'skill.added', 'skills.imported', 'skill.removed', 'user.deleted'],
    calls: [],
  },
  training: {
    publishes: ['enrollment.created', 'enrollment.progressed', 'enrollment.completed', 'enrollment.dropped', 'certificate.issued', 'user.erased'],
    consumes: ['skill.added', 'skills.imported', 'skill.removed', 'user.deleted'],
    calls: [],
  },
  gamification: {
    publishes: ['badge.awarded', 'activity.logged', 'user.erased'],
    consumes: [
      'user.deleted',
      'user.registered',
      'user.signed-in',
      'profile.updated',
      'cv.uploaded',
      'assessment.completed',
      'skill.added',
      'skills.imported',
      'skill.removed',
      'career-interest.changed',
      'enrollment.created',
      'enrollment.progressed',
      'enrollment.completed',
      'enrollment.dropped',
      'certificate.issued',
    ],
    calls: ['profile.progress-snapshot', 'skills.progress-snapshot', 'training.progress-snapshot'],
  },
  // Partner webhooks: every partner event (user.deleted among them), delivered to the partners' registered endpoints.
  partners: { publishes: ['user.erased'], consumes: partnerEventSubjects, calls: ['identity.has-role'] },
} as const satisfies Record<ServiceName, ServiceBusAccess>;

/** The request patterns a service serves: the ones named after it. */
export function servedPatterns(service: ServiceName): RequestPattern[] {
  return (Object.keys(requestSchemas) as RequestPattern[]).filter((pattern) => pattern.startsWith(`${service}.`));
}
