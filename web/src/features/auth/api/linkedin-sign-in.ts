/**
 * The professional-network ("Connect with" LinkedIn) sign-in: a full-page visit to the gateway's OIDC
 * start, which goes on to the provider and comes back to /onboarding?linkedin=true, or, when OIDC is not
 * configured or the provider refuses, to /auth?error=linkedin ('Failed to connect to LinkedIn', spec §8).
 */
export const LINKEDIN_SIGN_IN_PATH = '/api/auth/oidc/linkedin';

export function startLinkedinSignIn(): void {
  window.location.assign(LINKEDIN_SIGN_IN_PATH);
}
