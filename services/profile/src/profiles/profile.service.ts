import { Injectable } from '@nestjs/common';
import type { ResponseOf, TypedEvent } from '@ecp/contracts';
import { FAILURE_MESSAGES } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import { accountDeleted, EventOutbox, type Emit } from '@ecp/runtime';
import { profileCompleteness } from './completeness.js';
import { ProfileRepository, type ProfileRow, type ProfileValues } from './profile.repository.js';

export type Profile = ResponseOf<'profile.get'>;
/** The stored fields a change may touch (everything but keys, timestamps and the derived completeness). */
export type ProfileChanges = Partial<Omit<ProfileValues, 'profileCompleteness' | 'updatedAt'>>;

const CONSUMER = 'profile';

/** A profile that is not stored yet: the spec's defaults. */
function defaultRow(userId: string): ProfileRow {
  const now = new Date();
  return {
    id: userId, fullName: null, linkedinUrl: null, cvFilePath: null, cvFileName: null, cvContentType: null, cvSizeBytes: null, cvUploadedAt: null,
    professionalHeadline: null, location: null, yearsOfExperience: null, profileCompleteness: 0, onboardingCompleted: false,
    emailNotifications: true, themePreference: 'system', beneficiaryType: null, createdAt: now, updatedAt: now,
  };
}

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    fullName: row.fullName,
    linkedinUrl: row.linkedinUrl,
    cvFilePath: row.cvFilePath,
    cvFileName: row.cvFileName,
    cvContentType: row.cvContentType,
    cvSizeBytes: row.cvSizeBytes,
    cvUploadedAt: row.cvUploadedAt?.toISOString() ?? null,
    professionalHeadline: row.professionalHeadline,
    location: row.location,
    yearsOfExperience: row.yearsOfExperience,
    profileCompleteness: row.profileCompleteness,
    onboardingCompleted: row.onboardingCompleted,
    emailNotifications: row.emailNotifications,
    themePreference: row.themePreference,
    beneficiaryType: row.beneficiaryType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

@Injectable()
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly outbox: EventOutbox,
  ) {}

  /** The stored profile, or the defaults when user.registered has not been handled yet (nothing is stored by reading). */
  /** Completeness and CV time per profile, a page at a time (the gamification service's backfill). */
  async progressSnapshot(afterUserId: string | null, limit: number): Promise<ResponseOf<'profile.progress-snapshot'>> {
    const rows = await this.profiles.page(afterUserId, limit);
    return {
      users: rows.map((row) => ({ userId: row.id, profileCompleteness: row.profileCompleteness, cvUploadedAt: row.cvFilePath ? (row.cvUploadedAt ?? row.updatedAt).toISOString() : null, updatedAt: row.updatedAt.toISOString() })),
      nextAfterUserId: rows.length === limit ? rows.at(-1)!.id : null,
    };
  }

  async get(userId: string): Promise<Profile> {
    return toProfile((await this.profiles.findById(userId)) ?? defaultRow(userId));
  }

  /** Changes the given fields (creating the profile if needed) and announces the new completeness. */
  async update(userId: string, changes: ProfileChanges): Promise<Profile> {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ProfileChanges;
    const { row } = await this.outbox.transactionAbout(userId, accountDeleted(FAILURE_MESSAGES.saveProfile), (tx, emit) => this.applyChanges(tx, emit, userId, defined));
    return toProfile(row);
  }

  /** Creates the profile of a new account (once, however often the event is delivered). */
  async onUserRegistered(event: TypedEvent<'user.registered'>): Promise<void> {
    const { userId, fullName, beneficiaryType } = event.data;
    await this.outbox.handleOnce(event, `${CONSUMER}:create-profile`, async (tx, emit) => {
      // A profile saved before the event arrived keeps what the user typed (read under the row lock).
      await this.applyChanges(tx, emit, userId, (current) => ({
        fullName: current.fullName ?? fullName,
        beneficiaryType: current.beneficiaryType ?? beneficiaryType,
      }));
    });
  }

  /** The profile's CV file, read under its row lock (in the caller's transaction); null without a CV or a profile. */
  async currentCvPath(tx: AppTransaction, userId: string): Promise<string | null> {
    return (await this.profiles.findForUpdate(tx, userId))?.cvFilePath ?? null;
  }

  /**
   * The one way a profile changes, safe against any concurrent change (user.registered racing a CV attachment,
   * two requests): create the row if absent, lock it, work out the changes from the locked row, write only the
   * fields that changed plus the recomputed completeness, and emit profile.updated in the same transaction.
   * Returns the row, the row before (undefined when this call created it) and what changed.
   */
  async applyChanges(
    tx: AppTransaction,
    emit: Emit,
    userId: string,
    changesOrFn: ProfileChanges | ((current: ProfileRow) => ProfileChanges),
  ): Promise<{ row: ProfileRow; previous: ProfileRow | undefined; changedFields: string[] }> {
    const created = await this.profiles.insertIfAbsent(tx, userId);
    const current = (await this.profiles.findForUpdate(tx, userId))!;
    const changes = typeof changesOrFn === 'function' ? changesOrFn(current) : changesOrFn;
    const previous = created ? undefined : current;
    const changedFields = (Object.keys(changes) as (keyof ProfileChanges)[]).filter((field) => !same(current[field], changes[field]));
    if (previous && changedFields.length === 0) return { row: current, previous, changedFields };
    const owned = Object.fromEntries(changedFields.map((field) => [field, changes[field]])) as ProfileChanges;
    const row = await this.profiles.updateFields(tx, userId, { ...owned, profileCompleteness: profileCompleteness({ ...current, ...owned }) });
    await emit('profile.updated', { userId, profileCompleteness: row.profileCompleteness, onboardingCompleted: row.onboardingCompleted, changedFields });
    return { row, previous, changedFields };
  }
}
