/** A minimal GraphQL-over-HTTP client for tests: real requests, the first error surfaced. */
export function graphqlClient(baseUrl: string) {
  return async function graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<{ data: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  };
}

export const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) { accessToken accessTokenExpiresAt pendingRole user { id email fullName roles } }
  }`;

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) { accessToken user { id email roles } }
  }`;

export const MY_BADGES = /* GraphQL */ `
  query MyBadges { myBadges { badgeType name badgeCategory earnedDate } }`;

export const ME = /* GraphQL */ `query Me { me { id email fullName roles } }`;
