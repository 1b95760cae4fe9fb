import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessBus } from '@ecp/messaging';
import type { AppDatabase } from '@ecp/database';
import { DATABASE, startService, type RunningService } from '@ecp/runtime';
import { PendingEmailRepository } from '../mail/pending-email.repository.js';
import { PendingEmailWorker } from './pending-email.worker.js';
import { makeUser, outboxMails, pollUntil } from '@ecp/testing';
import { identityService } from '../index.js';

const ADMIN_EMAIL = 'confirming-admin@example.test';

/** EMAIL_CONFIRMATION=true: sign-up sends a link to the site origin, and sign-in waits for it. */
describe('email confirmation (when switched on)', () => {
  const bus = new InProcessBus();
  let service: RunningService;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'ecp-identity-confirm-'));
    await bus.start();
    service = await startService(identityService, {
      bus,
      database: { engine: 'pglite' },
      env: { JWT_SECRET: 'identity-test-secret-0123456789-abcdefghij', EMAIL_CONFIRMATION: 'true', MAIL_OUTBOX_DIR: outboxDir, ADMIN_EMAILS: ADMIN_EMAIL },
    });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await bus.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  /** The mails written so far (MAIL_OUTBOX_DIR: one JSON file a mail). */
  const mails = () => outboxMails(outboxDir);

  it('gives no session at sign-up, refuses sign-in until the emailed link is followed, then signs in', async () => {
    const user = makeUser();
    const signUp = await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'school', redirectTo: 'http://localhost:5173' });
    expect(signUp).toEqual({ confirmationRequired: true });
    await expect(bus.request('identity.sign-in', { email: user.email, password: user.password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Email not confirmed' });

    const mail = await pollUntil(async () => (await mails()).find((m) => m.to === user.email));
    expect(mail).toMatchObject({ to: user.email, subject: 'Confirm your email' });
    // The link goes through the gateway, which confirms and sends the person to sign in.
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/api\/auth\/confirm\?token=[\w-]{43}$/);
    const token = new URL(mail.link).searchParams.get('token')!;

    await expect(bus.request('identity.confirm-email', { token })).resolves.toEqual({ ok: true });
    await expect(bus.request('identity.confirm-email', { token })).rejects.toMatchObject({ message: 'This confirmation link is invalid or has expired' });
    await expect(bus.request('identity.sign-in', { email: user.email, password: user.password })).resolves.toHaveProperty('accessToken');
  });

  it("sends a configured admin address the admin link instead, which confirms it, sets the password and grants the role", async () => {
    const admin = makeUser({ email: ADMIN_EMAIL });
    expect(await bus.request('identity.sign-up', { ...admin, role: 'admin', beneficiaryType: null, redirectTo: 'http://localhost:5173' })).toEqual({ confirmationRequired: true });
    const mail = await pollUntil(async () => (await mails()).find((m) => m.to === ADMIN_EMAIL));
    expect(mail).toMatchObject({ subject: 'Take up your administrator role' });
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/auth\?reset=[\w-]{43}$/);
    await expect(bus.request('identity.sign-in', { email: ADMIN_EMAIL, password: admin.password })).rejects.toMatchObject({ message: 'Email not confirmed' });
    const session = await bus.request('identity.update-password', { resetToken: new URL(mail.link).searchParams.get('reset')!, password: 'owner-of-admin-1' });
    expect(session).toMatchObject({ user: { roles: ['admin'] } });
    await expect(bus.request('identity.sign-in', { email: ADMIN_EMAIL, password: 'owner-of-admin-1' })).resolves.toMatchObject({ user: { roles: ['admin'] } });
    expect((await mails()).filter((m) => m.to === ADMIN_EMAIL)).toHaveLength(1);
  });

  it("confirms an Administrator sign-up's address only by its owner choosing the password: the password it was signed up with goes", async () => {
    // Someone signs the address up as Administrator with their own password. A plain confirmation link, clicked by the
    // address's owner, would prove the address for that account, and an admin would approve the request.
    const squatter = makeUser();
    expect(await bus.request('identity.sign-up', { ...squatter, role: 'admin', beneficiaryType: null, redirectTo: 'http://localhost:5173' })).toEqual({ confirmationRequired: true });
    const mail = await pollUntil(async () => (await mails()).find((m) => m.to === squatter.email));
    expect(mail).toMatchObject({ subject: 'Confirm your email' });
    expect(mail.text).toContain('choose your password');
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/auth\?reset=[\w-]{43}$/);
    await expect(bus.request('identity.sign-in', { email: squatter.email, password: squatter.password })).rejects.toMatchObject({ message: 'Email not confirmed' });
    const session = await bus.request('identity.update-password', { resetToken: new URL(mail.link).searchParams.get('reset')!, password: 'owner-of-address-1' });
    // Confirmed, signed in, and still only asking for the role: an admin decides.
    expect(session).toMatchObject({ user: { roles: [] } });
    await expect(bus.request('identity.sign-in', { email: squatter.email, password: squatter.password })).rejects.toMatchObject({ message: 'Invalid email or password' });
    await expect(bus.request('identity.sign-in', { email: squatter.email, password: 'owner-of-address-1' })).resolves.toHaveProperty('accessToken');
    // The admin the test before made lists the request as proven.
    const admin = (await bus.request('identity.sign-in', { email: ADMIN_EMAIL, password: 'owner-of-admin-1' })) as { user: { id: string } };
    const { requests } = await bus.request('identity.list-role-requests', { adminId: admin.user.id });
    expect(requests).toEqual(expect.arrayContaining([expect.objectContaining({ email: squatter.email, role: 'admin', status: 'pending', emailConfirmed: true })]));
  });

  it('sends the confirmation link instead when the admin request was decided before its link went out', async () => {
    const user = makeUser();
    await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'school' });
    const confirmations = async () => (await mails()).filter((m) => m.to === user.email && m.subject === 'Confirm your email');
    await pollUntil(async () => (await confirmations()).length === 1);
    // A queued admin link for an account with no pending admin request (decided meanwhile), its address unproven.
    const queue = service.app.get(PendingEmailRepository);
    await service.app.get<AppDatabase>(DATABASE).transaction((tx) => queue.enqueue(tx, { kind: 'first_admin', email: user.email, redirectTo: null }));
    service.app.get(PendingEmailWorker).wake();
    await pollUntil(async () => (await confirmations()).length === 2, { description: 'a second confirmation link' });
    expect((await mails()).filter((m) => m.to === user.email).map((m) => m.subject)).toEqual(['Confirm your email', 'Confirm your email']);
  });

  it('answers a sign-up with an address that has an account as any other, and tells the owner instead (at most 3 an hour)', async () => {
    const owner = makeUser();
    await bus.request('identity.sign-up', { ...owner, role: 'beneficiary', beneficiaryType: 'school' });
    await pollUntil(async () => (await mails()).some((m) => m.to === owner.email && m.subject === 'Confirm your email'));

    const again = { ...makeUser(), email: owner.email.toUpperCase() };
    for (let i = 0; i < 5; i += 1) {
      expect(await bus.request('identity.sign-up', { ...again, role: 'partner', beneficiaryType: null, redirectTo: 'http://localhost:5173' })).toEqual({ confirmationRequired: true });
    }
    const notes = () => mails().then((all) => all.filter((m) => m.to === owner.email && m.subject === 'You already have an account'));
    await pollUntil(async () => (await notes()).length === 3, { description: 'three notes to the owner' });
    const [note] = await notes();
    expect(note!.link).toBe('http://localhost:5173/auth');
    expect(note!.text).toContain('Forgot password?');
    expect(note!.text.startsWith('Hello,\n')).toBe(true); // no name: whoever signed the address up chose it
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notes()).toHaveLength(3);
    // The account is the owner's as before: their password, not the second one, and still unconfirmed.
    await expect(bus.request('identity.sign-in', { email: owner.email, password: again.password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    await expect(bus.request('identity.sign-in', { email: owner.email, password: owner.password })).rejects.toMatchObject({ message: 'Email not confirmed' });
  });
});
