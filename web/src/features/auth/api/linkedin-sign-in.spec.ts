// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINKEDIN_SIGN_IN_PATH, startLinkedinSignIn } from '@/features/auth/api/linkedin-sign-in';

afterEach(() => vi.unstubAllGlobals());

describe('startLinkedinSignIn', () => {
  it("goes to the gateway's OIDC start (which falls back to /auth?error=linkedin when OIDC is off)", () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    startLinkedinSignIn();
    expect(LINKEDIN_SIGN_IN_PATH).toBe('/api/auth/oidc/linkedin');
    expect(assign).toHaveBeenCalledWith('/api/auth/oidc/linkedin');
  });
});
