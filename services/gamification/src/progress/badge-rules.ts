import { badgeCatalogue, type BadgeType } from '@ecp/contracts';

/** What the gamification service knows of one user, from its own projections of the other services' events. */
export interface ProgressFacts {
  cvUploaded: boolean;
  enrollments: number;
  skills: number;
  completedCourses: number;
  /** Consecutive active calendar days in a row through the day of the event being handled. */
  streakDays: number;
  careerInterests: number;
  certificates: number;
  profileCompleteness: number;
}

export const SKILL_COLLECTOR_SKILLS = 10;
export const CAREER_EXPLORER_INTERESTS = 5;
export const STREAK_DAYS = 7;

/** Spec §5 badge criteria (streak_7: 7 consecutive active calendar days, see README). first_login: always. */
const criteria: Record<BadgeType, (facts: ProgressFacts) => boolean> = {
  first_login: () => true,
  cv_uploaded: (f) => f.cvUploaded,
  first_enrollment: (f) => f.enrollments >= 1,
  skill_collector: (f) => f.skills >= SKILL_COLLECTOR_SKILLS,
  course_completer: (f) => f.completedCourses >= 1,
  streak_7: (f) => f.streakDays >= STREAK_DAYS,
  career_explorer: (f) => f.careerInterests >= CAREER_EXPLORER_INTERESTS,
  certificate_earner: (f) => f.certificates >= 1,
  profile_complete: (f) => f.profileCompleteness === 100,
};

/** The fact each criterion reads (first_login: none, it always holds). */
export const criterionFact: Record<BadgeType, keyof ProgressFacts | null> = {
  first_login: null,
  cv_uploaded: 'cvUploaded',
  first_enrollment: 'enrollments',
  skill_collector: 'skills',
  course_completer: 'completedCourses',
  streak_7: 'streakDays',
  career_explorer: 'careerInterests',
  certificate_earner: 'certificates',
  profile_complete: 'profileCompleteness',
};

/** The badges whose criteria hold, in catalogue order. */
export function qualifyingBadges(facts: ProgressFacts): BadgeType[] {
  return badgeCatalogue.filter((badge) => criteria[badge.badgeType](facts)).map((badge) => badge.badgeType);
}

/**
 * The calendar day (`YYYY-MM-DD`) of an instant in a time zone (IANA name); UTC when the zone is null or
 * unknown to the runtime.
 */
export function calendarDay(instant: Date, timeZone: string | null): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  if (timeZone) {
    try {
      return format(timeZone);
    } catch {
      // An unknown zone counts as no zone.
    }
  }
  return instant.toISOString().slice(0, 10);
}

/** True for a time zone this runtime knows (IANA name). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `day` moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/** The length of the run of consecutive days in `days` that contains `day` (0 when `day` is not in it). */
export function runThrough(days: Iterable<string>, day: string): number {
  const set = new Set(days);
  if (!set.has(day)) return 0;
  let length = 1;
  for (let d = addDays(day, -1); set.has(d); d = addDays(d, -1)) length += 1;
  for (let d = addDays(day, 1); set.has(d); d = addDays(d, 1)) length += 1;
  return length;
}
