import { describe, expect, it } from '@jest/globals';
import { EXPORT_LINK_TTL_SECONDS, ExportLinkSigner } from './export-link.js';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const ALICE = '0b9d4c1e-6f57-4d36-9d0b-4e8f3a1c2b7d';
const BOB = '5a2f7e90-1c3d-4b8a-9e6f-0d1c2b3a4f5e';

describe('data export links', () => {
  const signer = new ExportLinkSigner(SECRET);
  const now = Date.UTC(2026, 0, 1);

  it('opens the export of the user it was made for until it expires, and never after', () => {
    const { token, expiresAt } = signer.sign(ALICE, now);
    expect(expiresAt.getTime()).toBe(now + EXPORT_LINK_TTL_SECONDS * 1000);
    expect(signer.verify(token, now)).toBe(ALICE);
    expect(signer.verify(token, now + EXPORT_LINK_TTL_SECONDS * 1000 - 1)).toBe(ALICE);
    expect(signer.verify(token, now + EXPORT_LINK_TTL_SECONDS * 1000)).toBeNull();
  });

  it('refuses a link whose user, expiry or signature was changed, or that another secret signed', () => {
    const { token } = signer.sign(ALICE, now);
    const [, expires, mac] = token.split('.');
    expect(signer.verify(`${BOB}.${expires}.${mac}`, now)).toBeNull();
    expect(signer.verify(`${ALICE}.${Number(expires) + 3_600_000}.${mac}`, now)).toBeNull();
    expect(signer.verify(`${ALICE}.${expires}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull();
    expect(new ExportLinkSigner(`${SECRET}-other`).verify(token, now)).toBeNull();
    for (const junk of ['', 'x', `${ALICE}..`, `${ALICE}.${expires}`, `../${token}`]) expect(signer.verify(junk, now)).toBeNull();
  });
});
