import type { EventSubject } from './events.js';

/**
 * The events partners may receive (NATS partner users, webhooks), with the fields of each that are personal data
 * beyond the pseudonymous `userId`. Everything else (sign-ins, sessions, role requests, CV files and analyses,
 * profile changes, the activity feed) stays inside the platform.
 * A partner not entitled to personal data gets, over NATS, only the events without such fields, and by webhook
 * every event it chose with those fields left out.
 */
export const partnerEvents = {
  // Whether a person signs up as a school pupil (perhaps a minor) or asks to be an admin is theirs too.
  'user.registered': { personalData: ['email', 'fullName', 'beneficiaryType', 'requestedRole'] },
  'assessment.completed': { personalData: [] },
  'skill.added': { personalData: [] },
  'skill.removed': { personalData: [] },
  'skills.imported': { personalData: [] },
  'career-interest.changed': { personalData: [] },
  'enrollment.created': { personalData: [] },
  'enrollment.progressed': { personalData: [] },
  'enrollment.completed': { personalData: [] },
  'enrollment.dropped': { personalData: [] },
  'certificate.issued': { personalData: ['certificateUrl', 'certificateNumber'] },
  'badge.awarded': { personalData: [] },
  // The id only: a partner that keeps anything about the person must erase it.
  'user.deleted': { personalData: [] },
} as const satisfies Partial<Record<EventSubject, { personalData: readonly string[] }>>;

export type PartnerEventSubject = keyof typeof partnerEvents;
export const partnerEventSubjects = Object.keys(partnerEvents) as PartnerEventSubject[];

export function isPartnerEventSubject(value: string): value is PartnerEventSubject {
  return Object.hasOwn(partnerEvents, value);
}

/** The partner events whose payload carries no personal data beyond the pseudonymous user id. */
export const pseudonymousPartnerEventSubjects = partnerEventSubjects.filter((subject) => partnerEvents[subject].personalData.length === 0);
