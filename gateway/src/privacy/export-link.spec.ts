import { describe, expect, it } from '@jest/globals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_COOKIE, EXPORT_LINK_TTL_SECONDS, EXPORT_PATH, ExportLinkSigner, readExportCookie, setExportCookie } from './export-link.js';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const ALICE = '0b9d4c1e-6f57-4d36-9d0b-4e8f3a1c2b7d';
const BOB = '5a2f7e90-1c3d-4b8a-9e6f-0d1c2b3a4f5e';
const ALICES_SESSION = '7c1e2d3f-4a5b-4c6d-8e7f-901a2b3c4d5e';
const OTHER_SESSION = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';

describe('data export links', () => {
  const signer = new ExportLinkSigner(SECRET);
  const now = Date.UTC(2026, 0, 1);
  const alicesBrowser = ExportLinkSigner.browserValue();

  it('opens the export of the user it was made for until it expires, and never after', () => {
    const { token, expiresAt } = signer.sign(ALICE, ALICES_SESSION, alicesBrowser, now);
    expect(expiresAt.getTime()).toBe(now + EXPORT_LINK_TTL_SECONDS * 1000);
    expect(signer.verify(token, alicesBrowser, now)).toEqual({ userId: ALICE, sessionId: ALICES_SESSION });
    expect(signer.verify(token, alicesBrowser, now + EXPORT_LINK_TTL_SECONDS * 1000 - 1)).toEqual({ userId: ALICE, sessionId: ALICES_SESSION });
    expect(signer.verify(token, alicesBrowser, now + EXPORT_LINK_TTL_SECONDS * 1000)).toBeNull();
  });

  it('refuses a link whose user, session, expiry or signature was changed, or that another secret signed', () => {
    const { token } = signer.sign(ALICE, ALICES_SESSION, alicesBrowser, now);
    const [, session, expires, mac] = token.split('.');
    expect(session).toBe(ALICES_SESSION);
    expect(signer.verify(`${BOB}.${session}.${expires}.${mac}`, alicesBrowser, now)).toBeNull();
    expect(signer.verify(`${ALICE}.${OTHER_SESSION}.${expires}.${mac}`, alicesBrowser, now)).toBeNull();
    expect(signer.verify(`${ALICE}.${session}.${Number(expires) + 3_600_000}.${mac}`, alicesBrowser, now)).toBeNull();
    expect(signer.verify(`${ALICE}.${session}.${expires}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`, alicesBrowser, now)).toBeNull();
    expect(new ExportLinkSigner(`${SECRET}-other`).verify(token, alicesBrowser, now)).toBeNull();
    for (const junk of ['', 'x', `${ALICE}..`, `${ALICE}.${expires}.${mac}`, `${ALICE}.${session}.${expires}`, `../${token}`]) expect(signer.verify(junk, alicesBrowser, now)).toBeNull();
  });

  // The abuse suite found a link made for Alice opened her export for anyone holding it (Bob, with his own session).
  it("opens only from the browser that asked for it: another person's browser, or none, gets nothing", () => {
    const { token } = signer.sign(ALICE, ALICES_SESSION, alicesBrowser, now);
    const bobsBrowser = ExportLinkSigner.browserValue();
    expect(bobsBrowser).not.toBe(alicesBrowser);
    expect(signer.verify(token, bobsBrowser, now)).toBeNull();
    expect(signer.verify(token, undefined, now)).toBeNull();
    expect(signer.verify(token, '', now)).toBeNull();
  });

  it('keeps the browser value in an httpOnly, SameSite=Strict cookie sent to the download path only', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply;
    setExportCookie(reply, alicesBrowser, true);
    expect(headers['set-cookie']).toBe(`${EXPORT_COOKIE}=${alicesBrowser}; Path=${EXPORT_PATH}; Max-Age=${EXPORT_LINK_TTL_SECONDS}; HttpOnly; SameSite=Strict; Secure`);
    const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;
    expect(readExportCookie(request(`ecp_refresh=x; ${EXPORT_COOKIE}=${alicesBrowser}`))).toBe(alicesBrowser);
    expect(readExportCookie(request())).toBeUndefined();
    expect(readExportCookie(request(`${EXPORT_COOKIE}=short`))).toBeUndefined();
    expect(readExportCookie(request(`${EXPORT_COOKIE}=${alicesBrowser.slice(0, 42)};x`))).toBeUndefined();
  });
});
