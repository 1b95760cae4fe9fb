import { describe, expect, it } from '@jest/globals';
import { base32Decode, base32Encode, hotp, matchTotpStep, otpauthUrl, SecretBox, totpAt, verifyTotp } from './totp.js';

// RFC 6238 appendix B (SHA-1 seed) and RFC 4226 appendix D.
const seed = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 4226 HOTP test values', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(seed, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('matches the RFC 6238 SHA-1 test vectors (8 digits)', () => {
    expect(totpAt(seed, 59_000, 8)).toBe('94287082');
    expect(totpAt(seed, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totpAt(seed, 20_000_000_000_000, 8)).toBe('65353130');
  });

  it('accepts the current code and one step of drift, nothing further or malformed', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(seed, totpAt(seed, now), now)).toBe(true);
    expect(verifyTotp(seed, totpAt(seed, now - 30_000), now)).toBe(true);
    expect(verifyTotp(seed, totpAt(seed, now + 30_000), now)).toBe(true);
    expect(verifyTotp(seed, totpAt(seed, now - 90_000), now)).toBe(false);
    expect(verifyTotp(seed, 'abcdef', now)).toBe(false);
    expect(verifyTotp(seed, '1234567', now)).toBe(false);
  });

  it('names the time step a code belongs to, so a used step can be refused', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(seed, hotp(seed, step), now)).toBe(step);
    expect(matchTotpStep(seed, hotp(seed, step - 1), now)).toBe(step - 1);
    expect(matchTotpStep(seed, hotp(seed, step + 1), now)).toBe(step + 1);
    expect(matchTotpStep(seed, hotp(seed, step + 2), now)).toBeNull();
    expect(matchTotpStep(seed, ` ${hotp(seed, step).slice(0, 3)} ${hotp(seed, step).slice(3)} `, now)).toBe(step);
    expect(matchTotpStep(seed, '12345a', now)).toBeNull();
  });

  it('round-trips base32 and builds an otpauth URL apps understand', () => {
    expect(base32Encode(seed)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').equals(seed)).toBe(true);
    expect(otpauthUrl('GEZDGNBV', 'ana@example.test', 'Energy Career Platform')).toBe(
      'otpauth://totp/Energy%20Career%20Platform%3Aana%40example.test?secret=GEZDGNBV&issuer=Energy+Career+Platform&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('seals secrets so only the same master secret opens them', () => {
    const box = new SecretBox('a-master-secret-that-is-long-enough-000');
    const sealed = box.seal('GEZDGNBV');
    expect(sealed).not.toContain('GEZDGNBV');
    expect(box.open(sealed)).toBe('GEZDGNBV');
    expect(() => new SecretBox('another-master-secret-long-enough-00000').open(sealed)).toThrow();
  });

  it('opens what the previous master secret sealed while a rotation settles, and seals with the current one only', () => {
    const previous = 'a-master-secret-that-is-long-enough-000';
    const current = 'a-new-master-secret-long-enough-0000000';
    const old = new SecretBox(previous).seal('GEZDGNBV');
    const rotating = new SecretBox(current, previous);
    expect(rotating.open(old)).toBe('GEZDGNBV');
    expect(rotating.isCurrent(old)).toBe(false);
    const resealed = rotating.seal('GEZDGNBV');
    expect(rotating.isCurrent(resealed)).toBe(true);
    expect(new SecretBox(current).open(resealed)).toBe('GEZDGNBV');
    expect(() => new SecretBox(previous).open(resealed)).toThrow();
  });
});
