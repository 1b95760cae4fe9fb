import { describe, expect, it } from '@jest/globals';
import { UploadSlots } from './upload-slots.js';

describe('UploadSlots', () => {
  it('admits two uploads a person and four in all, and takes each back once when it ends', () => {
    const slots = new UploadSlots(2, 4);
    const a1 = slots.take('a');
    const a2 = slots.take('a');
    expect(slots.take('a')).toEqual({ refused: 'person' });
    const b1 = slots.take('b');
    const c1 = slots.take('c');
    expect(slots.take('d')).toEqual({ refused: 'overall' });
    if (!('release' in a1) || !('release' in a2) || !('release' in b1) || !('release' in c1)) throw new Error('a slot was refused');
    a1.release();
    a1.release(); // twice counts once
    expect(slots.take('a')).toHaveProperty('release');
    expect(slots.take('d')).toEqual({ refused: 'overall' });
    b1.release();
    expect(slots.take('d')).toHaveProperty('release');
  });
});
