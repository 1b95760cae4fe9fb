import 'reflect-metadata';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessBus } from '@ecp/messaging';
import { startService, type RunningService } from '@ecp/runtime';
import { makeUser, pollUntil } from '@ecp/testing';
import { identityService } from '../index.js';

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
      env: { JWT_SECRET: 'identity-test-secret-0123456789-abcdefghij', EMAIL_CONFIRMATION: 'true', MAIL_OUTBOX_DIR: outboxDir },
    });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await bus.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('gives no session at sign-up, refuses sign-in until the emailed link is followed, then signs in', async () => {
    const user = makeUser();
    const signUp = await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'school', redirectTo: 'http://localhost:5173' });
    expect(signUp).toMatchObject({ confirmationRequired: true, pendingRole: null, user: { email: user.email, roles: ['beneficiary'] } });
    expect(signUp).not.toHaveProperty('accessToken');
    await expect(bus.request('identity.sign-in', { email: user.email, password: user.password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Email not confirmed' });

    const file = await pollUntil(async () => (await readdir(outboxDir)).find((f) => f.endsWith('.json')));
    const mail = JSON.parse(await readFile(join(outboxDir, file), 'utf8')) as { to: string; subject: string; link: string };
    expect(mail).toMatchObject({ to: user.email, subject: 'Confirm your email' });
    // The link goes through the gateway, which signs in and redirects to the site origin.
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/api\/auth\/confirm\?token=[\w-]{43}$/);
    const token = new URL(mail.link).searchParams.get('token')!;

    const session = await bus.request('identity.confirm-email', { token });
    expect(session.user.email).toBe(user.email);
    await expect(bus.request('identity.confirm-email', { token })).rejects.toMatchObject({ message: 'This confirmation link is invalid or has expired' });
    await expect(bus.request('identity.sign-in', { email: user.email, password: user.password })).resolves.toHaveProperty('accessToken');
  });
});
