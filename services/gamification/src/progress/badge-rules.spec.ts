import { describe, expect, it } from '@jest/globals';
import { addDays, calendarDay, isTimeZone, qualifyingBadges, runThrough, type ProgressFacts } from './badge-rules.js';

const none: ProgressFacts = { cvUploaded: false, enrollments: 0, skills: 0, completedCourses: 0, streakDays: 0, careerInterests: 0, certificates: 0, profileCompleteness: 0 };

describe('badge rules', () => {
  it('gives first_login to everyone and each other badge at its threshold, not below', () => {
    expect(qualifyingBadges(none)).toEqual(['first_login']);
    expect(qualifyingBadges({ ...none, skills: 9, careerInterests: 4, streakDays: 6, profileCompleteness: 99 })).toEqual(['first_login']);
    expect(qualifyingBadges({ cvUploaded: true, enrollments: 1, skills: 10, completedCourses: 1, streakDays: 7, careerInterests: 5, certificates: 1, profileCompleteness: 100 })).toEqual([
      'first_login', 'cv_uploaded', 'first_enrollment', 'skill_collector', 'course_completer', 'streak_7', 'career_explorer', 'certificate_earner', 'profile_complete',
    ]);
  });

  it("reads an instant's calendar day in the user's zone, UTC without one", () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(calendarDay(lateEvening, null)).toBe('2026-03-01');
    expect(calendarDay(lateEvening, 'Europe/Berlin')).toBe('2026-03-02');
    expect(calendarDay(lateEvening, 'America/New_York')).toBe('2026-03-01');
    expect(calendarDay(lateEvening, 'Not/AZone')).toBe('2026-03-01');
  });

  it('measures the run of consecutive days through a day, across month ends and whichever order days came in', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    const days = ['2026-03-02', '2026-02-27', '2026-03-01', '2026-02-28', '2026-03-04', '2026-02-26', '2026-02-25'];
    expect(runThrough(days, '2026-02-28')).toBe(6);
    expect(runThrough([...days, '2026-03-03'], '2026-03-03')).toBe(8);
    expect(runThrough(days, '2026-03-05')).toBe(0);
  });

  it('makes seven Auckland days of instants that are six UTC days, and knows a zone from a made-up one', () => {
    const at = (day: number, minute: number) => new Date(Date.UTC(2026, 0, day, 10, minute));
    const instants = [at(1, 59), ...[1, 2, 3, 4, 5, 6].map((day) => at(day, 61))];
    const utc = instants.map((instant) => calendarDay(instant, null));
    const auckland = instants.map((instant) => calendarDay(instant, 'Pacific/Auckland'));
    expect(runThrough(utc, utc.at(-1)!)).toBe(6);
    expect(runThrough(auckland, auckland.at(-1)!)).toBe(7);
    expect(isTimeZone('Pacific/Auckland')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
