import { Injectable } from '@nestjs/common';
import { badgeCatalogue, type EventSubject, type TypedEvent } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import { EventOutbox, type Emit } from '@ecp/runtime';
import { ActivityRepository, type NewActivity } from '../activities/activity.repository.js';
import { BadgeRepository } from '../badges/badge.repository.js';
import { calendarDay, criterionFact, isTimeZone, qualifyingBadges, type ProgressFacts } from './badge-rules.js';
import { ProgressRepository, type ProgressChange, type UserProgressRow } from './progress.repository.js';

/** One inbox consumer for all of it: an event's projection, activity and badges commit together, once. */
const CONSUMER = 'gamification:progress';

/** What an event tells beyond the projection: the producer's own count at the time (kept as a maximum, so safe out of order). */
type Reported = Partial<Pick<ProgressFacts, 'skills' | 'careerInterests' | 'enrollments' | 'completedCourses'>>;

interface Step {
  /** What the event changes of the user's own row (applied as it is locked). */
  progress?: ProgressChange;
  /** Applies the event to the other projections (the user's row is locked); `{ activity: false }`: no feed entry after all. */
  project?: (tx: AppTransaction, progress: UserProgressRow) => Promise<void | { activity: false }>;
  /** The projection writes nothing a badge criterion reads (held skills: the criteria read the reported maximum). */
  projectsNoFacts?: boolean;
  /** The feed entry the event makes, if any. */
  activity?: Omit<NewActivity, 'userId' | 'createdAt'> | null;
  reported?: Reported;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The gamification service's consumer of the other services' events. Each event, in one transaction and at most
 * once (inbox): updates the service's own projections (skills, career interests, enrollments, profile facts,
 * active days), adds the user's activity (activity.logged), then evaluates every badge criterion for the user on
 * the projections and awards what newly holds (badge.awarded, and a badge_earned activity). Nothing is read from
 * another service: a replay of the events rebuilds the same state and awards the same badges.
 */
@Injectable()
export class ProgressService {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly activities: ActivityRepository,
    private readonly badges: BadgeRepository,
    private readonly outbox: EventOutbox,
  ) {}

  onUserRegistered(event: TypedEvent<'user.registered'>) {
    return this.record(event, { activity: { activityType: 'account_created', description: 'Created your account' } });
  }

  /** Sign-ins count for the streak and tell the user's time zone; they make no feed entry (a session refresh is one too). */
  onSignedIn(event: TypedEvent<'user.signed-in'>) {
    const { timeZone } = event.data;
    return this.record(event, { progress: timeZone && isTimeZone(timeZone) ? { timeZone: { name: timeZone, at: new Date(event.occurredAt) } } : undefined });
  }

  onProfileUpdated(event: TypedEvent<'profile.updated'>) {
    const { profileCompleteness, changedFields } = event.data;
    const onboarding = changedFields.includes('onboardingCompleted') && event.data.onboardingCompleted;
    // The CV path changes with cv.uploaded, which has its own entry.
    const edited = changedFields.filter((field) => field !== 'cvFilePath' && field !== 'onboardingCompleted');
    // A profile change another event caused (the profile created at registration) is not the user's own edit.
    const activity = onboarding
      ? { activityType: 'onboarding_completed', description: 'Finished onboarding' }
      : edited.length > 0 && !event.causationId
        ? { activityType: 'profile_updated', description: `Updated your profile (${profileCompleteness}% complete)` }
        : null;
    return this.record(event, {
      progress: { profile: { completeness: profileCompleteness, at: new Date(event.occurredAt) } },
      activity,
    });
  }

  onCvUploaded(event: TypedEvent<'cv.uploaded'>) {
    return this.record(event, {
      progress: { cvUploadedAt: new Date(event.data.uploadedAt) },
      activity: { activityType: 'cv_uploaded', description: `Uploaded ${event.data.fileName}`, data: { uploadId: event.data.uploadId } },
    });
  }

  onAssessmentCompleted(event: TypedEvent<'assessment.completed'>) {
    const { assessmentId, marketAlignmentScore, skillCount } = event.data;
    return this.record(event, {
      activity: {
        activityType: 'assessment_completed',
        description: `Career assessment: ${plural(skillCount, 'skill')}, ${marketAlignmentScore}% market alignment`,
        data: { assessmentId },
      },
    });
  }

  /**
   * Skills from an analysis make one feed entry (skills.imported), not one each; that event also projects them all
   * and reports the total, so theirs (`imported`) have nothing left to do.
   */
  async onSkillAdded(event: TypedEvent<'skill.added'>) {
    if (event.data.imported) return;
    const { userId, skillId, skillName, source, totalSkills } = event.data;
    return this.record(event, {
      project: (tx) => this.progress.skillsAdded(tx, [{ userId, skillId, skillName }]),
      projectsNoFacts: true,
      activity: source === 'manual' ? { activityType: 'skill_added', description: `Added ${skillName}`, data: { skillId } } : null,
      reported: { skills: totalSkills },
    });
  }

  /** The analysis's skills are projected here (their skill.added events leave it to this), in one transaction. */
  onSkillsImported(event: TypedEvent<'skills.imported'>) {
    const { userId, added, addedSkills, totalSkills } = event.data;
    return this.record(event, {
      project: (tx) => this.progress.skillsAdded(tx, addedSkills.map((skill) => ({ userId, ...skill }))),
      projectsNoFacts: true,
      activity: added.length > 0 ? { activityType: 'skills_imported', description: `${plural(added.length, 'skill')} added from your CV` } : null,
      reported: { skills: totalSkills },
    });
  }

  onSkillRemoved(event: TypedEvent<'skill.removed'>) {
    const { userId, skillId, skillName, replaced } = event.data;
    return this.record(event, {
      project: (tx) => this.progress.skillRemoved(tx, { userId, skillId, skillName }, new Date(event.occurredAt)),
      // A newer CV's analysis replacing an earlier one's finding is not something the person did: not in their feed.
      activity: replaced ? null : { activityType: 'skill_removed', description: `Removed ${skillName}`, data: { skillId } },
    });
  }

  onCareerInterestChanged(event: TypedEvent<'career-interest.changed'>) {
    const { userId, careerPathId, interested, interestCount } = event.data;
    return this.record(event, {
      project: (tx) => this.progress.interestChanged(tx, { userId, careerPathId, interested }, new Date(event.occurredAt)),
      activity: interested
        ? { activityType: 'career_interest_added', description: 'Marked a career path as interesting', data: { careerPathId } }
        : { activityType: 'career_interest_removed', description: 'Unmarked a career path', data: { careerPathId } },
      reported: interested ? { careerInterests: interestCount } : {},
    });
  }

  onEnrollmentCreated(event: TypedEvent<'enrollment.created'>) {
    const { userId, enrollmentId, programId, enrollmentCount } = event.data;
    return this.record(event, {
      project: (tx) => this.progress.enrollmentChanged(tx, { enrollmentId, userId, programId, status: 'enrolled', progressPercentage: 0 }, new Date(event.occurredAt), true),
      activity: { activityType: 'course_enrolled', description: 'Enrolled in a training program', data: { enrollmentId, programId } },
      reported: { enrollments: enrollmentCount },
    });
  }

  /** Progress counts for the streak and the dashboard; it makes no feed entry (a sync may report many). */
  onEnrollmentProgressed(event: TypedEvent<'enrollment.progressed'>) {
    const { userId, enrollmentId, programId, status, progressPercentage } = event.data;
    return this.record(event, {
      project: (tx) => this.progress.enrollmentChanged(tx, { enrollmentId, userId, programId, status, progressPercentage: Math.round(progressPercentage) }, new Date(event.occurredAt)),
    });
  }

  onEnrollmentCompleted(event: TypedEvent<'enrollment.completed'>) {
    const { userId, enrollmentId, programId, completedAt, finalScore, completedCount } = event.data;
    return this.record(event, {
      // Progress set below 100 and back (spec §4) completes the enrollment again: one 'Completed a course' in the feed.
      project: async (tx) => {
        const completedBefore = await this.progress.hasCompleted(tx, enrollmentId);
        await this.progress.enrollmentChanged(tx, { enrollmentId, userId, programId, status: 'completed', progressPercentage: 100, completedAt: new Date(completedAt) }, new Date(event.occurredAt));
        return completedBefore ? { activity: false } : undefined;
      },
      activity: {
        activityType: 'course_completed',
        description: finalScore === null ? 'Completed a course' : `Completed a course (score ${Math.round(finalScore)}%)`,
        data: { enrollmentId, programId },
      },
      reported: { completedCourses: completedCount, enrollments: 1 },
    });
  }

  onEnrollmentDropped(event: TypedEvent<'enrollment.dropped'>) {
    const { userId, enrollmentId, programId } = event.data;
    return this.record(event, {
      project: (tx) => this.progress.enrollmentChanged(tx, { enrollmentId, userId, programId, status: 'dropped' }, new Date(event.occurredAt)),
      activity: { activityType: 'course_dropped', description: 'Left a course', data: { enrollmentId, programId } },
      reported: { enrollments: 1 },
    });
  }

  onCertificateIssued(event: TypedEvent<'certificate.issued'>) {
    const { userId, enrollmentId, certificateNumber } = event.data;
    return this.record(event, {
      project: (tx) => this.progress.certificateIssued(tx, { enrollmentId, userId }, new Date(event.occurredAt)),
      activity: { activityType: 'certificate_earned', description: `Earned certificate ${certificateNumber}`, data: { enrollmentId } },
      reported: { enrollments: 1 },
    });
  }

  private async record<S extends EventSubject>(event: TypedEvent<S> & { data: { userId: string } }, step: Step): Promise<void> {
    const { userId } = event.data;
    const at = new Date(event.occurredAt);
    await this.outbox.handleOnce(event, CONSUMER, async (tx, emit) => {
      // The row as of this event (a sign-in may just have told the zone); the other projections leave it as it is.
      const locked = await this.progress.lockUser(tx, userId, step.progress);
      const projected = await step.project?.(tx, locked);
      const raised = await this.progress.reported(tx, userId, { skills: step.reported?.skills, careerInterests: step.reported?.careerInterests });
      const progress = raised ?? locked;
      const day = calendarDay(at, progress.timeZone);
      const newDay = await this.progress.markActiveDay(tx, userId, day);
      if (step.activity && projected?.activity !== false) await this.log(tx, emit, { ...step.activity, userId, createdAt: at });
      const reported = { enrollments: step.reported?.enrollments ?? 0, completedCourses: step.reported?.completedCourses ?? 0 };
      // What this event may have changed of the facts the criteria read; undefined: any of them.
      const changed: Set<keyof ProgressFacts> | undefined =
        step.progress || (step.project && !step.projectsNoFacts)
          ? undefined
          : new Set([
              ...(raised ? (['skills', 'careerInterests'] as const) : []),
              ...(newDay ? (['streakDays'] as const) : []),
              ...(reported.enrollments > 0 ? (['enrollments'] as const) : []),
              ...(reported.completedCourses > 0 ? (['completedCourses'] as const) : []),
            ]);
      await this.evaluate(tx, emit, progress, at, day, reported, { eventId: event.id, subject: event.type }, changed);
    });
  }

  /**
   * Every criterion checked on the projections of the user whose row this transaction holds locked; what newly
   * holds is awarded (badge.awarded and a badge_earned activity), earned at `at`. Also the backfill's last step.
   */
  async awardQualifying(
    tx: AppTransaction,
    emit: Emit,
    userId: string,
    at: Date,
    day: string,
    reported: { enrollments: number; completedCourses: number },
    metadata: Record<string, unknown>,
  ): Promise<number> {
    // Re-read: the projection step may have changed the user's row.
    return this.evaluate(tx, emit, await this.progress.lockUser(tx, userId), at, day, reported, metadata);
  }

  /**
   * awardQualifying on the user's row as the transaction left it. With `changed` (the facts the event may have
   * changed), nothing is awarded when every badge a criterion of those facts decides is held already: after every
   * event a user holds what the facts earn (each event is evaluated, the backfill too), so an event that changed
   * only facts of held badges earns none (first_login, which reads none, is checked always).
   */
  private async evaluate(
    tx: AppTransaction,
    emit: Emit,
    progress: UserProgressRow,
    at: Date,
    day: string,
    reported: { enrollments: number; completedCourses: number },
    metadata: Record<string, unknown>,
    changed?: ReadonlySet<keyof ProgressFacts>,
  ): Promise<number> {
    const { userId } = progress;
    const { held, facts } = await this.progress.badgeInputs(tx, progress, day);
    if (changed && badgeCatalogue.every(({ badgeType }) => held.has(badgeType) || (criterionFact[badgeType] !== null && !changed.has(criterionFact[badgeType])))) return 0;
    facts.enrollments = Math.max(facts.enrollments, reported.enrollments);
    facts.completedCourses = Math.max(facts.completedCourses, reported.completedCourses);
    let awarded = 0;
    for (const badgeType of qualifyingBadges(facts).filter((type) => !held.has(type))) {
      const entry = badgeCatalogue.find((badge) => badge.badgeType === badgeType)!;
      const row = await this.badges.insertOnce(tx, { userId, badgeType, badgeCategory: entry.badgeCategory, earnedDate: at, metadata });
      if (!row) continue;
      awarded += 1;
      await emit('badge.awarded', { userId, badgeType, badgeCategory: entry.badgeCategory, earnedAt: row.earnedDate.toISOString() });
      await this.log(tx, emit, { userId, activityType: 'badge_earned', description: `Earned the ${entry.name} badge`, createdAt: at, data: { badgeType } });
    }
    return awarded;
  }

  private async log(tx: AppTransaction, emit: Emit, activity: NewActivity): Promise<void> {
    const row = await this.activities.insert(tx, activity);
    await emit('activity.logged', { userId: row.userId, activityId: row.id, activityType: row.activityType, description: activity.description, createdAt: row.createdAt.toISOString() });
  }
}
