import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { eraseUserEvents, exportPersonalRows, withRepositoryErrors, type AppDatabase, type AppTransaction, type PersonalTable } from '@ecp/database';
import { DATABASE } from '@ecp/runtime';
import { accountErasures, externalIdentities, loginFailures, outbox, pendingEmails, requestLimits, roleRequests, signInAddresses, users, userRoles } from '../db/schema/index.js';
import { resetEmailKey } from '../throttle/request-limit.repository.js';
import { UserCache } from '../accounts/user-cache.js';

/** What an export shows of the account (secrets, hashes and one-time tokens left out). */
const EXPORTED_TABLES: readonly PersonalTable[] = [
  { table: users, userId: users.id, omit: ['passwordHash', 'totpSecret', 'totpLastStep'] },
  { table: userRoles, userId: userRoles.userId },
  { table: roleRequests, userId: roleRequests.userId },
  { table: externalIdentities, userId: externalIdentities.userId },
];

@Injectable()
export class PrivacyRepository {
  constructor(
    @Inject(DATABASE) private readonly db: AppDatabase,
    private readonly cache: UserCache,
  ) {}

  exportRows(userId: string, email: string): Promise<Record<string, unknown[]>> {
    return withRepositoryErrors('Failed to export data', async () => ({
      ...(await exportPersonalRows(this.db, EXPORTED_TABLES, userId)),
      sign_in_addresses: await this.db.select().from(signInAddresses).where(eq(signInAddresses.account, email.trim().toLowerCase())),
    }));
  }

  /**
   * The account and everything keyed by it: the users row (its tokens, codes, roles, role requests and linked
   * sign-in providers go with it by foreign key), the sign-in throttle's rows keyed by the email, reset mails still
   * queued for it and its reset request count, the id as the decider of other people's role requests, and the outbox
   * events naming the person. Then the register's first line.
   */
  erase(tx: AppTransaction, userId: string, email: string): Promise<void> {
    const account = email.trim().toLowerCase();
    return withRepositoryErrors('Failed to delete account', async () => {
      await tx.delete(users).where(eq(users.id, userId));
      this.cache.forget(userId);
      await tx.delete(signInAddresses).where(eq(signInAddresses.account, account));
      // Locked in key order first, as the sign-in throttle counts an attempt (LoginThrottleRepository.charge): one being
      // counted meanwhile waits instead of deadlocking.
      const throttleKeys = tx.select({ key: loginFailures.key }).from(loginFailures)
        .where(sql`${loginFailures.key} = ${`account:${account}`} or starts_with(${loginFailures.key}, ${`pair:${account}|`})`)
        .orderBy(loginFailures.key).for('update');
      await tx.delete(loginFailures).where(inArray(loginFailures.key, throttleKeys));
      await tx.delete(pendingEmails).where(eq(sql`lower(${pendingEmails.email})`, account));
      await tx.delete(requestLimits).where(eq(requestLimits.key, resetEmailKey(account)));
      await tx.update(roleRequests).set({ decidedBy: null }).where(eq(roleRequests.decidedBy, userId));
      await eraseUserEvents(tx, outbox, userId);
      await tx.insert(accountErasures).values({ userId, service: 'identity' }).onConflictDoNothing();
    });
  }

  recordConfirmation(tx: AppTransaction, userId: string, service: string, erasedAt: Date): Promise<void> {
    return withRepositoryErrors('Failed to record erasure', async () => {
      await tx.insert(accountErasures).values({ userId, service, erasedAt }).onConflictDoNothing();
    });
  }

  confirmations(userId: string, executor: AppDatabase | AppTransaction = this.db): Promise<{ service: string; erasedAt: Date }[]> {
    return withRepositoryErrors('Failed to read erasures', () =>
      executor.select({ service: accountErasures.service, erasedAt: accountErasures.erasedAt }).from(accountErasures).where(eq(accountErasures.userId, userId)).orderBy(asc(accountErasures.erasedAt)),
    );
  }
}
