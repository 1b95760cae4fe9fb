import { describe, expect, it } from '@jest/globals';
import { OccupationIndex, type OccupationRecord } from './occupations.js';

const occupation = (label: string, essential: string[], optional: string[] = []): OccupationRecord => ({ label, alt: [], essential, optional });
const index = new OccupationIndex([
  occupation('electrician', ['install wiring', 'isolate circuits', 'test equipment'], ['read drawings']),
  occupation('accountant', ['prepare statements', 'audit accounts'], ['read drawings']),
  occupation('bookkeeper', ['keep ledgers', 'prepare statements']),
  occupation('cook', ['bake pastries']),
]);

describe('occupations a CV names and the ones its skills point to', () => {
  it('reads the occupations a line names', () => {
    expect(index.named(['Qualified Electrician, Acme Ltd']).map((o) => o.label)).toEqual(['electrician']);
  });

  it('fits a skill to the occupation the surely-said skills point to, not to one they do not', () => {
    const fit = index.fit(new Set(['isolate circuits', 'test equipment']));
    expect(fit('install wiring').fit).toBeCloseTo(1, 5);
    expect(fit('prepare statements')).toEqual({ fit: 0, support: 0 });
    // A skill of the occupation and of another one takes the better.
    expect(fit('read drawings').fit).toBeCloseTo(1, 5);
    expect(fit('unknown skill')).toEqual({ fit: 0, support: 0 });
  });

  it('leaves a skill’s own share out, so a lone skill does not vouch for itself', () => {
    const alone = index.fit(new Set(['bake pastries']));
    expect(alone('bake pastries')).toEqual({ fit: 0, support: 0 });
    const two = index.fit(new Set(['isolate circuits', 'test equipment']));
    expect(two('isolate circuits').fit).toBeGreaterThan(0);
    expect(two('isolate circuits').fit).toBeLessThan(1);
  });

  it('fits nothing when nothing is surely said', () => {
    expect(index.fit(new Set())('install wiring')).toEqual({ fit: 0, support: 0 });
  });
});
