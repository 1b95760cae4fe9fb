import 'reflect-metadata';
import { expect, it } from '@jest/globals';
import pg from 'pg';
import type { ResponseOf } from '@ecp/contracts';
import type { InProcessBus } from '@ecp/messaging';
import { describeWithServer, makeUser, pollUntil, terminatePostgresBackends } from '@ecp/testing';
import { identityReplicas } from '../../test/replicas.js';
import { base32Decode, hotp, TOTP } from '../mfa/totp.js';

/** A sign-up's session (EMAIL_CONFIRMATION is off here). */
function asSession(answer: ResponseOf<'identity.sign-up'>) {
  if (!('accessToken' in answer)) throw new Error('sign-up gave no session');
  return answer;
}

const env = { JWT_SECRET: 'identity-test-secret-0123456789-abcdefghij', ADMIN_EMAILS: 'cache-admin@example.test' };

/** Two identity processes on one PostgreSQL database, as replicas run: each keeps `me` answers of its own. */
await describeWithServer('postgres', 'UserCache across identity processes (PostgreSQL)', () => {
  const replicas = identityReplicas(env);
  const [first, second] = replicas.buses;

  const PASSWORD = 'user-cache-secret-1';
  const signUp = async () => asSession(await first.request('identity.sign-up', { ...makeUser(), password: PASSWORD, role: 'beneficiary', beneficiaryType: 'professional' })).user.id;
  const nameOn = async (bus: InProcessBus, userId: string) => (await bus.request('identity.get-user', { userId })).fullName;
  const sql = async (statement: string, values: unknown[]) => {
    const client = new pg.Client({ connectionString: replicas.database.url });
    await client.connect();
    await client.query(statement, values).finally(() => client.end());
  };
  const rename = async (userId: string, fullName: string) => {
    await sql('update identity.users set full_name = $1 where id = $2', [fullName, userId]);
  };
  const listeners = async () => {
    const client = new pg.Client({ connectionString: replicas.database.url });
    await client.connect();
    const { rows } = await client.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN identity_user_changed'`).finally(() => client.end());
    return rows[0].n as number;
  };

  it('forgets in one process what another process changed', async () => {
    const userId = await signUp();
    await nameOn(second, userId);
    await nameOn(second, userId); // kept by the second process
    await expect(second.request('identity.get-user', { userId })).resolves.toMatchObject({ mfaEnabled: false, emailConfirmed: false });
    // The address proven (as the mailed link does; straight to the table here), which set-up needs.
    await sql('update identity.users set email_confirmed_at = now() where id = $1', [userId]);
    await pollUntil(async () => (await second.request('identity.get-user', { userId })).emailConfirmed, { timeoutMs: 2000, description: 'the second process to see the proof' });
    // Through the first process's own flow: two-factor sign-in turned on.
    const { secret } = await first.request('identity.totp-enroll', { userId });
    const step = Math.floor(Date.now() / 1000 / TOTP.periodSeconds);
    await first.request('identity.totp-activate', { userId, code: hotp(base32Decode(secret), step), currentPassword: PASSWORD });
    await pollUntil(async () => (await second.request('identity.get-user', { userId })).mfaEnabled, { timeoutMs: 2000, description: 'the second process to see it' });
    // Straight to the table, as an operator would.
    await rename(userId, 'Changed Elsewhere');
    await pollUntil(async () => (await nameOn(second, userId)) === 'Changed Elsewhere', { timeoutMs: 2000, description: 'the second process to answer anew' });
  });

  it('forgets everyone on a TRUNCATE (no row trigger fires for it)', async () => {
    const { user } = asSession(await first.request('identity.sign-up', { ...makeUser(), role: 'partner', beneficiaryType: null }));
    await expect(second.request('identity.get-user', { userId: user.id })).resolves.toMatchObject({ pendingRole: 'partner' });
    const client = new pg.Client({ connectionString: replicas.database.url });
    await client.connect();
    await client.query('truncate identity.role_requests').finally(() => client.end());
    await pollUntil(async () => (await second.request('identity.get-user', { userId: user.id })).pendingRole === null, { timeoutMs: 2000, description: 'no pending request' });
  });

  it('keeps nothing while its listening connection is gone, then listens and keeps again', async () => {
    const userId = await signUp();
    await nameOn(first, userId);
    await pollUntil(async () => (await listeners()) === 2, { description: 'both processes listening' });
    await terminatePostgresBackends(replicas.database.name);
    await rename(userId, 'Changed While Reconnecting');
    await pollUntil(async () => (await nameOn(first, userId)) === 'Changed While Reconnecting', { timeoutMs: 3000, description: 'the change seen' });
    await pollUntil(async () => (await listeners()) === 2, { timeoutMs: 5000, description: 'both processes listening again' });
    await nameOn(first, userId);
    await rename(userId, 'Changed After');
    await pollUntil(async () => (await nameOn(first, userId)) === 'Changed After', { timeoutMs: 2000, description: 'the later change seen' });
  });
});
