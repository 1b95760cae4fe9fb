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
}

/**
 * Who publishes, consumes and calls what. The per-service NATS users (`deploy/nats/nats-server.conf`, written by
 * `npm run nats-config`) get exactly these subjects; `scripts/check-deploy.mjs` compares the lists with the
 * services' `emit(…)`, `@EventPattern(…)` and request calls, so a new one fails CI until it is listed here.
 */
export const serviceBusAccess = {
  identity: {
    publishes: ['user.registered', 'user.signed-in', 'sessions.revoked', 'role.requested', 'role.decided'],
    consumes: [],
    calls: [],
  },
  profile: { publishes: ['profile.updated', 'cv.uploaded'], consumes: ['user.registered'], calls: [] },
  skills: {
    publishes: ['skill.added', 'skill.removed', 'skills.imported', 'career-interest.changed'],
    consumes: ['cv.analysis.completed', 'user.registered'],
    calls: [],
  },
  assessment: {
    publishes: ['cv.analysis.started', 'cv.analysis.completed', 'cv.analysis.failed', 'assessment.completed'],
    consumes: ['cv.uploaded', 'skill.added', 'skill.removed'],
    calls: [],
  },
  training: {
    publishes: ['enrollment.created', 'enrollment.progressed', 'enrollment.completed', 'enrollment.dropped', 'certificate.issued'],
    consumes: ['skill.added', 'skill.removed'],
    calls: [],
  },
  gamification: {
    publishes: ['badge.awarded', 'activity.logged'],
    consumes: [
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
  // Partner webhooks: every partner event, delivered to the partners' registered endpoints.
  partners: { publishes: [], consumes: partnerEventSubjects, calls: ['identity.has-role'] },
} as const satisfies Record<ServiceName, ServiceBusAccess>;

/** The request patterns a service serves: the ones named after it. */
export function servedPatterns(service: ServiceName): RequestPattern[] {
  return (Object.keys(requestSchemas) as RequestPattern[]).filter((pattern) => pattern.startsWith(`${service}.`));
}
