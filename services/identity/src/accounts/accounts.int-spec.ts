import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jwtVerify } from 'jose';
import { ACCESS_TOKEN, type EventSubject, type TypedEvent } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import { startService, type RunningService } from '@ecp/runtime';
import { makeUser, pollUntil } from '@ecp/testing';
import { identityService } from '../index.js';

const JWT_SECRET = 'identity-test-secret-0123456789-abcdefghij';

describe('identity accounts over the bus (PGlite)', () => {
  const bus = new InProcessBus();
  const seen: TypedEvent<EventSubject>[] = [];
  let service: RunningService;

  beforeAll(async () => {
    await bus.start();
    for (const subject of ['user.registered', 'role.requested', 'user.signed-in'] as const) {
      await bus.subscribe(subject, async (event) => void seen.push(event), { durable: `test-${subject.replace('.', '-')}` });
    }
    service = await startService(identityService, { bus, database: { engine: 'pglite' }, env: { JWT_SECRET }, relayPollMs: 50 });
  });

  afterAll(async () => {
    await service?.close();
    await bus.close();
  });

  it('signs up a beneficiary with the role, a valid access token and a user.registered event', async () => {
    const user = makeUser();
    const session = await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'professional' });
    expect(session.user.roles).toEqual(['beneficiary']);
    expect(session.pendingRole).toBeNull();
    const { payload, protectedHeader } = await jwtVerify(session.accessToken, new TextEncoder().encode(JWT_SECRET), {
      issuer: ACCESS_TOKEN.issuer, audience: ACCESS_TOKEN.audience, algorithms: ['HS256'],
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(session.user.id);
    const registered = await pollUntil(() => seen.find((e) => e.type === 'user.registered' && (e as TypedEvent<'user.registered'>).data.userId === session.user.id));
    expect(registered.data).toMatchObject({ email: user.email, requestedRole: 'beneficiary', beneficiaryType: 'professional' });
    await expect(bus.request('identity.has-role', { userId: session.user.id, role: 'beneficiary' })).resolves.toEqual({ hasRole: true });
  });

  it('gives a partner sign-up no role and a pending request', async () => {
    const session = await bus.request('identity.sign-up', { ...makeUser(), role: 'partner', beneficiaryType: null });
    expect(session.user.roles).toEqual([]);
    expect(session.pendingRole).toBe('partner');
    await pollUntil(() => seen.find((e) => e.type === 'role.requested' && (e as TypedEvent<'role.requested'>).data.userId === session.user.id));
    await expect(bus.request('identity.has-role', { userId: session.user.id, role: 'partner' })).resolves.toEqual({ hasRole: false });
  });

  it('requires a category for a beneficiary', async () => {
    await expect(bus.request('identity.sign-up', { ...makeUser(), role: 'beneficiary', beneficiaryType: null })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR', message: 'Please select your category',
    });
  });

  it('treats emails case-insensitively and refuses a second account', async () => {
    const user = makeUser();
    await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'grad' });
    await expect(bus.request('identity.sign-up', { ...user, email: user.email.toUpperCase(), role: 'beneficiary', beneficiaryType: 'grad' })).rejects.toMatchObject({ code: 'CONFLICT' });
    const session = await bus.request('identity.sign-in', { email: user.email.toUpperCase(), password: user.password });
    expect(session.user.email).toBe(user.email);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const user = makeUser();
    await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'executive' });
    await expect(bus.request('identity.sign-in', { email: user.email, password: 'wrong-password' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    await expect(bus.request('identity.sign-in', { email: `nobody-${user.email}`, password: user.password })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
  });

  it('answers has_role false for an unknown user', async () => {
    await expect(bus.request('identity.has-role', { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' })).resolves.toEqual({ hasRole: false });
  });
});
