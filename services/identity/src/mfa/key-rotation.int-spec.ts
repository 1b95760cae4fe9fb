import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeProtectedHeader } from 'jose';
import { secretKeyId } from '@ecp/config';
import type { ResponseOf } from '@ecp/contracts';
import { InProcessBus } from '@ecp/messaging';
import type { AppDatabase } from '@ecp/database';
import { DATABASE, startService, type RunningService } from '@ecp/runtime';
import { makeUser } from '@ecp/testing';
import { identityService } from '../index.js';
import { AccountRepository } from '../accounts/account.repository.js';
import { TotpKeyRotation } from './totp-key-rotation.js';
import { base32Decode, base32Encode, hotp, SecretBox, TOTP } from './totp.js';

const OLD_SECRET = 'the-secret-before-rotation-0123456789-abcdef';
const NEW_SECRET = 'the-secret-after-rotation-0123456789-ghijklmn';
const step = () => Math.floor(Date.now() / 1000 / TOTP.periodSeconds);

/**
 * Rotating JWT_SECRET: TOTP secrets sealed with the old key keep working while JWT_SECRET_PREVIOUS names it, are
 * re-sealed under the new key at start, and keep working once the previous key is dropped; access tokens name their key.
 */
describe('JWT_SECRET rotation (identity)', () => {
  const bus = new InProcessBus();
  let dataDir: string;
  let service: RunningService | undefined;
  const start = async (env: Record<string, string>) => {
    await service?.close();
    service = await startService(identityService, { bus, database: { engine: 'pglite', dataDir }, env });
    await service.app.get(TotpKeyRotation).settled();
    return service;
  };
  const user = makeUser();
  let key: Buffer;
  /** Signs in with the password and the current code (the step used last is forgotten: each code works once). */
  const signInWithCode = async () => {
    const accounts = service!.app.get(AccountRepository);
    const { id } = (await accounts.findByEmail(user.email))!;
    await service!.app.get<AppDatabase>(DATABASE).transaction((tx) => accounts.update(tx, id, { totpLastStep: null }));
    const challenge = (await bus.request('identity.sign-in', { email: user.email, password: user.password })) as { mfaToken: string };
    return (await bus.request('identity.verify-mfa', { mfaToken: challenge.mfaToken, code: hotp(key, step()) })) as ResponseOf<'identity.refresh'>;
  };
  const sealedSecret = async () => (await service!.app.get(AccountRepository).findByEmail(user.email))!.totpSecret!;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ecp-identity-rotation-'));
    await bus.start();
  });

  afterAll(async () => {
    await service?.close();
    await bus.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps two-factor sign-in working through a rotation and after the previous key is dropped', async () => {
    await start({ JWT_SECRET: OLD_SECRET });
    const signedUp = (await bus.request('identity.sign-up', { ...user, role: 'beneficiary', beneficiaryType: 'professional' })) as ResponseOf<'identity.refresh'>;
    expect(decodeProtectedHeader(signedUp.accessToken).kid).toBe(secretKeyId(OLD_SECRET));
    // Set-up needs a proven address (the identity suite follows the mailed link): proven here as that link would.
    await service!.app.get<AppDatabase>(DATABASE).transaction((tx) => service!.app.get(AccountRepository).update(tx, signedUp.user.id, { emailConfirmedAt: new Date() }));
    const { secret } = await bus.request('identity.totp-enroll', { userId: signedUp.user.id });
    key = base32Decode(secret);
    await bus.request('identity.totp-activate', { userId: signedUp.user.id, code: hotp(key, step()), currentPassword: user.password });
    const sealedBefore = await sealedSecret();

    // The new key, the old one as previous: tokens are signed with the new key, and the secret is re-sealed under it.
    await start({ JWT_SECRET: NEW_SECRET, JWT_SECRET_PREVIOUS: OLD_SECRET });
    expect(await service!.app.get(TotpKeyRotation).reseal()).toEqual({ resealed: 0, unreadable: 0 }); // the start did it
    const sealedAfter = await sealedSecret();
    expect(sealedAfter).not.toBe(sealedBefore);
    expect(new SecretBox(NEW_SECRET).open(sealedAfter)).toBe(secret);
    const during = await signInWithCode();
    expect(decodeProtectedHeader(during.accessToken).kid).toBe(secretKeyId(NEW_SECRET));

    // The previous key dropped: nothing sealed with it is left.
    await start({ JWT_SECRET: NEW_SECRET });
    await expect(signInWithCode()).resolves.toHaveProperty('accessToken');
  }, 60_000);

  it('opens a secret the start has not re-sealed yet with the previous key, and counts one neither key opens', async () => {
    const accounts = () => service!.app.get(AccountRepository);
    const userId = (await accounts().findByEmail(user.email))!.id;
    // As if sealed before the rotation (a replica still on the old key enrolled it): the next start re-seals it.
    await accounts().resealTotpSecret(userId, await sealedSecret(), new SecretBox(OLD_SECRET).seal(base32Encode(key)));
    await start({ JWT_SECRET: NEW_SECRET, JWT_SECRET_PREVIOUS: OLD_SECRET });
    expect(new SecretBox(NEW_SECRET).isCurrent(await sealedSecret())).toBe(true);
    await expect(signInWithCode()).resolves.toHaveProperty('accessToken');
    // Sealed with a key neither setting names: left as it is, and counted.
    const stranger = new SecretBox('a-third-secret-nobody-configured-0123456789').seal('GEZDGNBV');
    await accounts().resealTotpSecret(userId, await sealedSecret(), stranger);
    expect(await service!.app.get(TotpKeyRotation).reseal()).toEqual({ resealed: 0, unreadable: 1 });
    expect(await sealedSecret()).toBe(stranger);
    // Nor does a value that is no sealed secret at all stop the pass.
    await accounts().resealTotpSecret(userId, stranger, 'not-a-sealed-secret');
    expect(await service!.app.get(TotpKeyRotation).reseal()).toEqual({ resealed: 0, unreadable: 1 });
  }, 60_000);
});
