import { describe, expect, it } from 'vitest';
import { meDocument } from '@/features/auth/api/get-me';
import { onboardingStatusDocument } from '@/features/auth/api/get-onboarding-status';
import { SESSION_GATE_QUERY } from '@/lib/session-refresh-request';

/** A document's top-level field selection, whitespace collapsed: `me { id email … }`. */
const selection = (document: string, field: string) => {
  const flat = document.replace(/\s+/g, ' ');
  const start = flat.indexOf(`${field} {`);
  let depth = 0;
  for (let i = flat.indexOf('{', start); i < flat.length; i++) {
    if (flat[i] === '{') depth += 1;
    if (flat[i] === '}' && --depth === 0) return flat.slice(start, i + 1);
  }
  throw new Error(`no ${field} in ${document}`);
};

describe("boot.ts's early session gate query", () => {
  it('selects what the gate\'s own queries select, so its answer can fill their cache entries', () => {
    expect(selection(SESSION_GATE_QUERY, 'me')).toBe(selection(meDocument.toString(), 'me'));
    expect(selection(SESSION_GATE_QUERY, 'myProfile')).toBe(selection(onboardingStatusDocument.toString(), 'myProfile'));
  });
});
