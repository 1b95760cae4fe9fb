import { describe, expect, it } from '@jest/globals';
import { VerifiedTokens } from './verified-tokens.js';

describe('VerifiedTokens', () => {
  const payload = { sub: 'user', sid: 'session', exp: 1_000, nbf: 100 };

  it('knows only tokens it was given, with their payload as it was', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', payload);
    expect(tokens.get('a.b.c', 500)).toEqual(payload);
    expect(tokens.get('a.b.d', 500)).toBeUndefined();
    expect(Object.isFrozen(tokens.get('a.b.c', 500))).toBe(true);
  });

  it('checks exp and nbf again at every use, as jsonwebtoken does (no tolerance), and forgets an expired token', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', payload);
    expect(tokens.get('a.b.c', 999)).toBeDefined();
    expect(tokens.get('a.b.c', 99)).toBeUndefined();
    tokens.remember('a.b.c', payload);
    expect(tokens.get('a.b.c', 1_000)).toBeUndefined();
    expect(tokens.get('a.b.c', 500)).toBeUndefined();
  });

  it('holds at most two generations of `capacity` tokens', () => {
    const tokens = new VerifiedTokens(2);
    for (const token of ['t1', 't2', 't3', 't4', 't5']) tokens.remember(token, payload);
    expect(['t1', 't2', 't3', 't4', 't5'].map((token) => tokens.get(token, 500) !== undefined)).toEqual([false, false, true, true, true]);
  });
});
