import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

/**
 * The professional-network ("Connect with" LinkedIn) sign-in: a full-page visit to the gateway's OIDC
 * start, which goes on to the provider and comes back to /onboarding?linkedin=true, or, when the provider
 * refuses, to /auth?error=linkedin ('Failed to connect to LinkedIn', spec §8).
 */
export const LINKEDIN_SIGN_IN_PATH = '/api/auth/oidc/linkedin';

export function startLinkedinSignIn(): void {
  window.location.assign(LINKEDIN_SIGN_IN_PATH);
}

export const signInOptionsDocument = graphql(`
  query SignInOptions {
    signInOptions { linkedin }
  }
`);

/** Whether this deployment offers the professional-network sign-in (OIDC configured); off when unknown. */
export function useLinkedinSignInAvailable(): boolean {
  const options = useQuery(
    queryOptions({ queryKey: ['sign-in-options'], queryFn: () => graphqlRequest(signInOptionsDocument), staleTime: Infinity }),
  );
  return options.data?.signInOptions.linkedin ?? false;
}
