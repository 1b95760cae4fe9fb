/** The operations the walking-skeleton tests send. */
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
