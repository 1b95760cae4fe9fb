import { describe, expect, it } from '@jest/globals';
import { f1Interval, prf, add, type Counts } from './evaluate.js';

describe('f1Interval', () => {
  const documents: Counts[] = Array.from({ length: 20 }, (_, i) => ({ tp: 5 + (i % 7), fp: 2 + (i % 5), fn: 3 + (i % 4) }));
  const f1 = prf(documents.reduce(add)).f1;

  it('brackets the F1 of the documents as they are, and is the same on every run', () => {
    const [low, high] = f1Interval(documents);
    expect(low).toBeLessThan(f1);
    expect(high).toBeGreaterThan(f1);
    expect(f1Interval(documents)).toEqual([low, high]);
  });

  it('narrows as there are more documents of the same kind', () => {
    const [low, high] = f1Interval(documents);
    const [manyLow, manyHigh] = f1Interval([...documents, ...documents, ...documents, ...documents]);
    expect(manyHigh - manyLow).toBeLessThan(high - low);
  });

  it('is a point where every document scores alike, and empty where there are none', () => {
    const same = Array.from({ length: 10 }, () => ({ tp: 4, fp: 1, fn: 1 }));
    const [low, high] = f1Interval(same);
    expect(low).toBeCloseTo(0.8);
    expect(high).toBeCloseTo(0.8);
    expect(f1Interval([])).toEqual([0, 0]);
  });
});
