import { describe, expect, it } from '@jest/globals';
import { partnerEvents } from '@ecp/contracts';
import { partnersConfigSchema } from '../partners.config.js';
import { retryDelayMs } from './delivery.worker.js';
import { addressAllowed } from './endpoint-guard.js';
import { signatureHeader, signPayload, verifyWebhookSignature } from './webhook-signature.js';
import { withoutPersonalData } from './webhook.service.js';

describe('retry schedule (defaults)', () => {
  const config = partnersConfigSchema.parse({});

  it('doubles from 30 s up to an hour, so a day holds about 30 attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map((attempt) => retryDelayMs(attempt, config) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    let elapsed = 0;
    let attempts = 1;
    while (elapsed + retryDelayMs(attempts, config) <= config.PARTNERS_WEBHOOK_GIVE_UP_MS) elapsed += retryDelayMs(attempts++, config);
    expect(attempts).toBe(30);
    expect(config.PARTNERS_WEBHOOK_ALLOW_LOOPBACK).toBe(false);
  });
});

describe('endpoint addresses (SSRF guard)', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT, multicast and mapped forms; allows public ones', () => {
    const refused = ['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fd12::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1',
      // IPv6 forms that embed or translate an IPv4 address, and the old site-local range: only global unicast passes.
      '::127.0.0.1', '::7f00:1', '64:ff9b::a00:1', '64:ff9b:1::a00:1', '2002:7f00:1::', '2002:a00:1::1', '2001::1', 'fec0::1', '2001:db8::1'];
    expect(refused.filter((address) => addressAllowed(address, false))).toEqual([]);
    expect(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4009:81a::200e', '2001:4860:4860::8888'].every((address) => addressAllowed(address, false))).toBe(true);
  });

  it('lets the test configuration reach loopback and nothing else private', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every((address) => addressAllowed(address, true))).toBe(true);
    expect(['10.0.0.8', '169.254.169.254', '192.168.1.1'].some((address) => addressAllowed(address, true))).toBe(false);
  });
});

describe('signatures', () => {
  const body = '{"id":"e1","type":"enrollment.completed"}';
  const now = 1_800_000_000;

  it('is HMAC-SHA256 of "<timestamp>.<body>" in hex, one v1 per secret in force', () => {
    expect(signPayload('whsec_a', now, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureHeader(['whsec_new', 'whsec_old'], now, body)).toBe(`v1=${signPayload('whsec_new', now, body)},v1=${signPayload('whsec_old', now, body)}`);
  });

  it('verifies with either secret, and refuses another secret, another body, another or stale timestamp', () => {
    const signature = signatureHeader(['whsec_new', 'whsec_old'], now, body);
    const verify = (overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({ secret: 'whsec_new', timestamp: String(now), body, signature, nowSeconds: now + 10, ...overrides });
    expect(verify({})).toBe(true);
    expect(verify({ secret: 'whsec_old' })).toBe(true);
    expect(verify({ secret: 'whsec_other' })).toBe(false);
    expect(verify({ body: body.replace('e1', 'e2') })).toBe(false);
    expect(verify({ timestamp: String(now + 1) })).toBe(false);
    expect(verify({ nowSeconds: now + 301 })).toBe(false);
    expect(verify({ signature: 'v1=zz' })).toBe(false);
  });
});

describe('personal data', () => {
  it('leaves the named fields out of data and nothing else', () => {
    const event = { id: 'e1', type: 'user.registered', data: { userId: 'u1', email: 'a@b.test', fullName: 'A B', requestedRole: 'partner' } };
    expect(withoutPersonalData(event, ['email', 'fullName'])).toEqual({ id: 'e1', type: 'user.registered', data: { userId: 'u1', requestedRole: 'partner' } });
    expect(event.data.email).toBe('a@b.test');
  });

  it("gives a partner not entitled to personal data only a registration's id and time: no name or address, not whether the person is a school pupil or asked to be an admin", () => {
    const event = { id: 'e1', type: 'user.registered', data: { userId: 'u1', email: 'a@b.test', fullName: 'A B', requestedRole: 'beneficiary', beneficiaryType: 'school', registeredAt: '2026-12-06T00:00:00.000Z' } };
    expect(withoutPersonalData(event, partnerEvents['user.registered'].personalData).data).toEqual({ userId: 'u1', registeredAt: '2026-12-06T00:00:00.000Z' });
  });
});
