import { Inject, Injectable } from '@nestjs/common';
import { and, between, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DashboardStats, ResponseOf } from '@ecp/contracts';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import { withRepositoryErrors, type AppDatabase, type AppTransaction } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { activeDays, backfillRuns, careerInterests, enrollments, heldSkills, userBadges, userProgress } from '../db/schema/index.js';
import { addDays, runThrough, STREAK_DAYS, type ProgressFacts } from './badge-rules.js';

export type UserProgressRow = typeof userProgress.$inferSelect;

/** One user's record from one service's progress snapshot (the backfill). */
export type SnapshotRecord =
  | { profile: ResponseOf<'profile.progress-snapshot'>['users'][number] }
  | { skills: ResponseOf<'skills.progress-snapshot'>['users'][number] }
  | { training: ResponseOf<'training.progress-snapshot'>['users'][number] };
type EnrollmentStatus = (typeof enrollments.$inferSelect)['status'];

/** An enrollment event's view of one enrollment; absent fields keep their stored value. */
export interface EnrollmentChange {
  enrollmentId: string;
  userId: string;
  programId?: string;
  status?: EnrollmentStatus;
  progressPercentage?: number;
  completedAt?: Date;
}

/** What an event changes of the user's own row (lockUser applies it): absent fields are left as they are. */
export interface ProgressChange {
  /** Kept only when the row has none yet (the first upload). */
  cvUploadedAt?: Date;
  /** Taken only when newer than the row's. */
  profile?: { completeness: number; at: Date };
  /** The user's time zone as a sign-in told it, at that sign-in's time: taken at most once in 7 days. */
  timeZone?: { name: string; at: Date };
}

// Before any real event: a certificate that arrives first creates the row, and the first status event wins over it.
const NEVER = new Date(0);

/** A user's enrollment counts, as columns of a select from enrollments (grouped by nothing: one row, zeros for none). */
const learningColumns = {
  enrollments: count(),
  active: count(sql`case when ${inArray(enrollments.status, ['enrolled', 'in_progress'])} and ${isNotNull(enrollments.programId)} then 1 end`),
  completed: count(sql`case when ${eq(enrollments.status, 'completed')} then 1 end`),
  certificates: count(enrollments.certificateIssuedAt),
};

/**
 * The gamification service's projections of the other services' events (the only file besides the badge and
 * activity repositories that imports drizzle). Every write runs in the handling transaction of its event.
 */
@Injectable()
export class ProgressRepository {
  constructor(@Inject(DATABASE) private readonly db: AppDatabase) {}

  /**
   * Creates the user's row if needed and locks it until the transaction ends (one user's events go one at a time),
   * applying the event's change of the row in the same statement; answers the row as it now is.
   */
  async lockUser(tx: AppTransaction, userId: string, change: ProgressChange = {}): Promise<UserProgressRow> {
    const { cvUploadedAt, profile, timeZone } = change;
    // The newest profile event wins; `excluded` is the row this statement would have inserted.
    const profileIsNewer = sql`(${userProgress.profileChangedAt} is null or ${userProgress.profileChangedAt} < excluded.profile_changed_at)`;
    const zoneChanges = sql`(${userProgress.timeZone} is distinct from excluded.time_zone and (${userProgress.timeZone} is null
      or ${userProgress.timeZoneChangedAt} is null or ${userProgress.timeZoneChangedAt} <= excluded.time_zone_changed_at - interval '7 days'))`;
    const [row] = await tx
      .insert(userProgress)
      .values({ userId, cvUploadedAt, timeZone: timeZone?.name, timeZoneChangedAt: timeZone?.at, ...(profile ? { profileCompleteness: profile.completeness, profileChangedAt: profile.at } : {}) })
      .onConflictDoUpdate({
        target: userProgress.userId,
        set: {
          updatedAt: sql`now()`,
          // The first upload is the one kept.
          ...(cvUploadedAt ? { cvUploadedAt: sql`coalesce(${userProgress.cvUploadedAt}, excluded.cv_uploaded_at)` } : {}),
          ...(profile
            ? {
                profileCompleteness: sql`case when ${profileIsNewer} then excluded.profile_completeness else ${userProgress.profileCompleteness} end`,
                profileChangedAt: sql`case when ${profileIsNewer} then excluded.profile_changed_at else ${userProgress.profileChangedAt} end`,
              }
            : {}),
          ...(timeZone
            ? {
                timeZone: sql`case when ${zoneChanges} then excluded.time_zone else ${userProgress.timeZone} end`,
                timeZoneChangedAt: sql`case when ${zoneChanges} then excluded.time_zone_changed_at else ${userProgress.timeZoneChangedAt} end`,
              }
            : {}),
        },
      })
      .returning();
    return row!;
  }

  /** Raises the reported maxima (never lowers them); the row when one was raised, else undefined. */
  async reported(tx: AppTransaction, userId: string, counts: { skills?: number; careerInterests?: number }): Promise<UserProgressRow | undefined> {
    const set = {
      ...(counts.skills !== undefined ? { mostSkills: sql`greatest(${userProgress.mostSkills}, ${counts.skills})` } : {}),
      ...(counts.careerInterests !== undefined ? { mostCareerInterests: sql`greatest(${userProgress.mostCareerInterests}, ${counts.careerInterests})` } : {}),
    };
    const below = [
      ...(counts.skills !== undefined ? [lt(userProgress.mostSkills, counts.skills)] : []),
      ...(counts.careerInterests !== undefined ? [lt(userProgress.mostCareerInterests, counts.careerInterests)] : []),
    ];
    if (below.length === 0) return undefined;
    const [row] = await tx.update(userProgress).set(set).where(and(eq(userProgress.userId, userId), or(...below))).returning();
    return row;
  }

  async skillsAdded(tx: AppTransaction, skills: { userId: string; skillId: string; skillName: string }[]): Promise<void> {
    if (skills.length > 0) await tx.insert(heldSkills).values(skills).onConflictDoNothing();
  }

  async skillRemoved(tx: AppTransaction, skill: { userId: string; skillId: string; skillName: string }, at: Date): Promise<void> {
    await tx.insert(heldSkills).values({ ...skill, removedAt: at }).onConflictDoUpdate({ target: [heldSkills.userId, heldSkills.skillId], set: { removedAt: at } });
  }

  /** The newest change of a path wins. */
  async interestChanged(tx: AppTransaction, change: { userId: string; careerPathId: string; interested: boolean }, at: Date): Promise<void> {
    await tx
      .insert(careerInterests)
      .values({ ...change, changedAt: at })
      .onConflictDoUpdate({
        target: [careerInterests.userId, careerInterests.careerPathId],
        set: { interested: change.interested, changedAt: at },
        setWhere: lt(careerInterests.changedAt, at),
      });
  }

  /**
   * Status and progress: the newest event wins. `created` marks the enrollment's first event, which loses a tie: the
   * training service announces an enrollment and a cancellation or progress that follows it in one transaction, in
   * the same millisecond, and either may arrive first. The program and the first completion date are kept once known,
   * whatever order the events arrive in.
   */
  async enrollmentChanged(tx: AppTransaction, change: EnrollmentChange, at: Date, created = false): Promise<void> {
    const { enrollmentId, userId, programId, status, progressPercentage, completedAt } = change;
    await tx
      .insert(enrollments)
      .values({ enrollmentId, userId, programId: programId ?? null, status: status ?? 'enrolled', progressPercentage: progressPercentage ?? 0, completedAt: completedAt ?? null, changedAt: at })
      .onConflictDoUpdate({
        target: enrollments.enrollmentId,
        set: {
          ...(status ? { status } : {}),
          ...(progressPercentage !== undefined ? { progressPercentage } : {}),
          changedAt: at,
        },
        setWhere: created ? lt(enrollments.changedAt, at) : lte(enrollments.changedAt, at),
      });
    if (programId) await tx.update(enrollments).set({ programId }).where(and(eq(enrollments.enrollmentId, enrollmentId), isNull(enrollments.programId)));
    if (completedAt) {
      const first = sql`${completedAt.toISOString()}::timestamptz`;
      await tx.update(enrollments)
        .set({ completedAt: sql`least(coalesce(${enrollments.completedAt}, ${first}), ${first})` })
        .where(eq(enrollments.enrollmentId, enrollmentId));
    }
  }

  /** Whether the enrollment has completed before (its completion time stays when its progress is set lower again). */
  async hasCompleted(tx: AppTransaction, enrollmentId: string): Promise<boolean> {
    const [row] = await tx.select({ completedAt: enrollments.completedAt }).from(enrollments).where(eq(enrollments.enrollmentId, enrollmentId));
    return !!row?.completedAt;
  }

  async certificateIssued(tx: AppTransaction, enrollment: { enrollmentId: string; userId: string }, at: Date): Promise<void> {
    await tx
      .insert(enrollments)
      .values({ ...enrollment, programId: null, status: 'enrolled', certificateIssuedAt: at, changedAt: NEVER })
      .onConflictDoUpdate({ target: enrollments.enrollmentId, set: { certificateIssuedAt: at }, setWhere: isNull(enrollments.certificateIssuedAt) });
  }

  /** True when the day was not marked yet. */
  async markActiveDay(tx: AppTransaction, userId: string, day: string): Promise<boolean> {
    const inserted = await tx.insert(activeDays).values({ userId, day }).onConflictDoNothing().returning({ day: activeDays.day });
    return inserted.length > 0;
  }

  /** Writes a snapshot record into the projections as of `at` (newest-wins rows take it unless an event is newer). */
  async applySnapshot(tx: AppTransaction, userId: string, record: SnapshotRecord, at: Date): Promise<void> {
    if ('profile' in record) {
      const { profileCompleteness, cvUploadedAt, updatedAt } = record.profile;
      await this.lockUser(tx, userId, { profile: { completeness: profileCompleteness, at: new Date(updatedAt) }, ...(cvUploadedAt ? { cvUploadedAt: new Date(cvUploadedAt) } : {}) });
    } else if ('skills' in record) {
      await this.skillsAdded(tx, record.skills.skills.map((skill) => ({ userId, ...skill })));
      for (const careerPathId of record.skills.careerPathIds) await this.interestChanged(tx, { userId, careerPathId, interested: true }, at);
      await this.reported(tx, userId, { skills: record.skills.skills.length, careerInterests: record.skills.careerPathIds.length });
    } else {
      for (const e of record.training.enrollments) {
        const change = { enrollmentId: e.enrollmentId, userId, programId: e.programId, status: e.status, progressPercentage: e.progressPercentage };
        await this.enrollmentChanged(tx, e.completedAt ? { ...change, completedAt: new Date(e.completedAt) } : change, new Date(e.updatedAt));
        if (e.certificateIssuedAt) await this.certificateIssued(tx, { enrollmentId: e.enrollmentId, userId }, new Date(e.certificateIssuedAt));
      }
    }
  }

  backfillDone(name: string): Promise<boolean> {
    return withRepositoryErrors(FAILURE_MESSAGES.awardBadge, async () => (await this.db.select().from(backfillRuns).where(eq(backfillRuns.name, name))).length > 0);
  }

  async markBackfilled(name: string, users: number): Promise<void> {
    await withRepositoryErrors(FAILURE_MESSAGES.awardBadge, () => this.db.insert(backfillRuns).values({ name, users }).onConflictDoNothing());
  }

  /**
   * The badges the user holds and the facts the badge criteria read (skills and interests: the reported maxima), for
   * the user whose row this transaction holds locked, in one statement: every event of every user reads them.
   */
  async badgeInputs(tx: AppTransaction, progress: UserProgressRow, day: string): Promise<{ held: Set<string>; facts: ProgressFacts }> {
    const { userId } = progress;
    // A run of STREAK_DAYS through `day` lies within STREAK_DAYS - 1 days either side of it.
    const streakWindow = and(eq(activeDays.userId, userId), between(activeDays.day, addDays(day, 1 - STREAK_DAYS), addDays(day, STREAK_DAYS - 1)));
    const [row] = await tx
      .select({
        ...learningColumns,
        days: sql<string[]>`array(select ${activeDays.day}::text from ${activeDays} where ${streakWindow})`,
        held: sql<string[]>`array(select ${userBadges.badgeType} from ${userBadges} where ${eq(userBadges.userId, userId)})`,
      })
      .from(enrollments)
      .where(eq(enrollments.userId, userId));
    return {
      held: new Set(row?.held ?? []),
      facts: {
        cvUploaded: progress.cvUploadedAt !== null,
        enrollments: row?.enrollments ?? 0,
        skills: progress.mostSkills,
        completedCourses: row?.completed ?? 0,
        streakDays: runThrough(row?.days ?? [], day),
        careerInterests: progress.mostCareerInterests,
        certificates: row?.certificates ?? 0,
        profileCompleteness: progress.profileCompleteness,
      },
    };
  }

  /** Spec §3 dashboard stats from the projections. */
  stats(userId: string): Promise<DashboardStats> {
    return withRepositoryErrors(FAILURE_MESSAGES.retrieveDashboardStatistics, async () => {
      const counts = await this.counts(this.db, userId);
      const [progress] = await this.db.select({ profileCompleteness: userProgress.profileCompleteness }).from(userProgress).where(eq(userProgress.userId, userId));
      return {
        activeEnrollments: counts.activeEnrollments,
        completedCourses: counts.completedCourses,
        totalSkills: counts.skills,
        careerInterests: counts.careerInterests,
        certificatesEarned: counts.certificates,
        profileCompleteness: progress?.profileCompleteness ?? 0,
      };
    });
  }

  private async counts(db: AppDatabase | AppTransaction, userId: string) {
    const [skills] = await db.select({ n: count() }).from(heldSkills).where(and(eq(heldSkills.userId, userId), isNull(heldSkills.removedAt)));
    const [interests] = await db.select({ n: count() }).from(careerInterests).where(and(eq(careerInterests.userId, userId), eq(careerInterests.interested, true)));
    return { skills: skills?.n ?? 0, careerInterests: interests?.n ?? 0, ...(await this.learningCounts(db, userId)) };
  }

  /** The enrollment counts (the badge criteria read these; skills and interests they take from the reported maxima). */
  private async learningCounts(db: AppDatabase | AppTransaction, userId: string) {
    const [learning] = await db
      .select(learningColumns)
      .from(enrollments)
      .where(eq(enrollments.userId, userId));
    return {
      enrollments: learning?.enrollments ?? 0,
      activeEnrollments: learning?.active ?? 0,
      completedCourses: learning?.completed ?? 0,
      certificates: learning?.certificates ?? 0,
    };
  }
}
