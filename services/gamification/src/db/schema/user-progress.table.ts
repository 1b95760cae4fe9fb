import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gamification } from './gamification.schema.js';

/**
 * One row per user the gamification service has seen an event of: the facts it keeps from the profile events,
 * and the row every event handler locks first (`select … for update` through an upsert), so the events of one
 * user are evaluated one after the other even when several consumers or instances handle them at once.
 */
export const userProgress = gamification.table('user_progress', {
  userId: uuid('user_id').primaryKey(),
  /** From `cv.uploaded`: the user has a stored CV. */
  cvUploadedAt: timestamp('cv_uploaded_at', { withTimezone: true }),
  /** From `profile.updated`, the newest one wins (by `occurredAt`). */
  profileCompleteness: integer('profile_completeness').notNull().default(0),
  profileChangedAt: timestamp('profile_changed_at', { withTimezone: true }),
  /**
   * The most skills / career interests the owning service ever reported for the user (`totalSkills` on skill events,
   * `interestCount` on career-interest.changed): what skill_collector and career_explorer are judged by. Exact
   * whatever order the events arrive in, where counting the projection's rows could run ahead for a moment (an
   * `added` handled before an older `removed`).
   */
  mostSkills: integer('most_skills').notNull().default(0),
  mostCareerInterests: integer('most_career_interests').notNull().default(0),
  /** IANA time zone for the streak's calendar days; null = UTC (no event carries one yet). */
  timeZone: text('time_zone'),
  /**
   * When the zone last changed (the sign-in's time). It changes at most once in 7 days: switching between zones a day
   * apart (Etc/GMT+12, Pacific/Kiritimati) would otherwise mark yesterday and tomorrow at one moment, a 7-day streak
   * in about 4.
   */
  timeZoneChangedAt: timestamp('time_zone_changed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
