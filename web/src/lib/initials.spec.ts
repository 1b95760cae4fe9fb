import { describe, expect, it } from 'vitest';
import { getInitials } from '@/lib/initials';

describe('getInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(getInitials('Amina Okafor Bello')).toBe('AO');
  });

  it('upper-cases and ignores extra whitespace', () => {
    expect(getInitials('  jean   dupont ')).toBe('JD');
  });

  it('handles a single word and an empty name', () => {
    expect(getInitials('Cher')).toBe('C');
    expect(getInitials('')).toBe('');
  });
});
