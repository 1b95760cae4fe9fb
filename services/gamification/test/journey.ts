import { randomUUID } from 'node:crypto';
import { createEvent, type EventData, type EventSubject, type TypedEvent } from '@ecp/contracts';

const DAY_MS = 86_400_000;

/** Event factories for one user, each event at `at` (default now). */
export function userEvents(userId: string) {
  const correlationId = randomUUID();
  const make = <S extends EventSubject>(subject: S, data: EventData<S>, at = new Date()) => createEvent(subject, data, { correlationId, occurredAt: at });
  return {
    registered: (at?: Date) =>
      make('user.registered', { userId, email: `${userId}@example.test`, fullName: 'Ada Grid', requestedRole: 'beneficiary', beneficiaryType: 'professional', registeredAt: (at ?? new Date()).toISOString() }, at),
    signedIn: (at?: Date, timeZone: string | null = null) => make('user.signed-in', { userId, method: 'password', signedInAt: (at ?? new Date()).toISOString(), mfa: false, timeZone }, at),
    cvUploaded: (at?: Date) =>
      make('cv.uploaded', { userId, uploadId: randomUUID(), path: `${userId}/1_cv.pdf`, fileName: 'cv.pdf', contentType: 'application/pdf', sizeBytes: 2048, uploadedAt: (at ?? new Date()).toISOString() }, at),
    skillAdded: (skillId: string, skillName: string, totalSkills: number, at?: Date) =>
      make('skill.added', { userId, skillId, skillName, proficiencyLevel: 'intermediate', source: 'manual', totalSkills }, at),
    skillsImported: (skills: { skillId: string; skillName: string }[], totalSkills: number, at?: Date) =>
      make('skills.imported', { userId, assessmentId: randomUUID(), added: skills.map((s) => s.skillName), addedSkills: skills, totalSkills }, at),
    skillRemoved: (skillId: string, skillName: string, totalSkills: number, at?: Date, replaced = false) => make('skill.removed', { userId, skillId, skillName, totalSkills, replaced }, at),
    interest: (careerPathId: string, interested: boolean, interestCount: number, at?: Date) => make('career-interest.changed', { userId, careerPathId, interested, interestCount }, at),
    enrolled: (enrollmentId: string, enrollmentCount: number, at?: Date) =>
      make('enrollment.created', { userId, enrollmentId, programId: randomUUID(), externalEnrollmentId: 'ext-1', enrollmentCount }, at),
    progressed: (enrollmentId: string, programId: string, progressPercentage: number, at?: Date) =>
      make('enrollment.progressed', { userId, enrollmentId, programId, progressPercentage, status: 'in_progress' }, at),
    dropped: (enrollmentId: string, programId: string, at?: Date) => make('enrollment.dropped', { userId, enrollmentId, programId }, at),
    completed: (enrollmentId: string, completedCount: number, at?: Date) =>
      make('enrollment.completed', { userId, enrollmentId, programId: randomUUID(), completedAt: (at ?? new Date()).toISOString(), finalScore: 92, completedCount }, at),
    certificate: (enrollmentId: string, at?: Date) =>
      make('certificate.issued', { userId, enrollmentId, certificateUrl: 'https://provider.example.test/certificates/1', certificateNumber: 'CERT-1' }, at),
    profileUpdated: (profileCompleteness: number, changedFields: string[], at?: Date) =>
      make('profile.updated', { userId, profileCompleteness, onboardingCompleted: false, changedFields }, at),
  };
}

/**
 * Every event of a journey that earns all nine badges, oldest first: registration, a CV, 10 skills (one removed
 * and another added: the count is what holds), 5 career interests (one toggled off and on), an enrollment
 * completed with a certificate, a complete profile, and sign-ins on 7 consecutive UTC days ending `end`.
 */
export function badgeJourney(userId: string, end = new Date()): TypedEvent<EventSubject>[] {
  const e = userEvents(userId);
  const day = (n: number) => new Date(end.getTime() - (6 - n) * DAY_MS);
  const events: TypedEvent<EventSubject>[] = [e.registered(day(0)), e.cvUploaded(day(0))];
  const skills = Array.from({ length: 11 }, (_, i) => ({ id: randomUUID(), name: `Skill ${i + 1}` }));
  skills.slice(0, 10).forEach((skill, i) => events.push(e.skillAdded(skill.id, skill.name, i + 1, day(1))));
  events.push(e.skillRemoved(skills[0]!.id, skills[0]!.name, 9, day(2)), e.skillAdded(skills[10]!.id, skills[10]!.name, 10, day(2)));
  const paths = Array.from({ length: 5 }, () => randomUUID());
  paths.forEach((path, i) => events.push(e.interest(path, true, i + 1, day(3))));
  const enrollmentId = randomUUID();
  events.push(e.enrolled(enrollmentId, 1, day(4)), e.completed(enrollmentId, 1, day(5)), e.certificate(enrollmentId, day(5)));
  events.push(e.profileUpdated(80, ['location'], day(5)), e.profileUpdated(100, ['professionalHeadline'], day(6)));
  for (let n = 0; n < 7; n += 1) events.push(e.signedIn(day(n)));
  return events;
}

export const ALL_BADGES = ['first_login', 'cv_uploaded', 'first_enrollment', 'skill_collector', 'course_completer', 'streak_7', 'career_explorer', 'certificate_earner', 'profile_complete'];
