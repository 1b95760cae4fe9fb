import { FAILURE_MESSAGES } from '@ecp/contracts/messages';
import type { TypedDocumentString } from '@/gql/graphql';
import { getAccessToken } from '@/lib/access-token';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/toast-error';

type GraphQLErrorPayload = { message: string; extensions?: { code?: string } };
type GraphQLResponse<TResult> = { data?: TResult | null; errors?: GraphQLErrorPayload[] };

export class GraphQLRequestError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
  }
}

/**
 * What a person is told when an operation's request never got a GraphQL answer (the network dropped, a proxy answered
 * 502): its spec §8 message, as the gateway says it when a service cannot be reached, not the browser's 'Failed to
 * fetch' or a proxy's 'Bad Gateway'.
 */
const UNANSWERED_MESSAGES: Readonly<Record<string, string>> = {
  AddSkill: FAILURE_MESSAGES.addSkill,
  DeleteSkill: FAILURE_MESSAGES.deleteSkill,
  MySkills: FAILURE_MESSAGES.retrieveSkills,
  CareerPaths: FAILURE_MESSAGES.retrieveCareerPaths,
  ToggleCareerInterest: FAILURE_MESSAGES.updateCareerInterest,
  TrainingPrograms: FAILURE_MESSAGES.retrieveTrainingPrograms,
  MyEnrollments: FAILURE_MESSAGES.retrieveEnrollments,
  Enroll: FAILURE_MESSAGES.enrollInTraining,
  SyncMyEnrollments: FAILURE_MESSAGES.syncEnrollmentStatus,
  MyProfile: FAILURE_MESSAGES.retrieveProfile,
  UpdateProfile: FAILURE_MESSAGES.updateProfile,
  MyBadges: FAILURE_MESSAGES.retrieveBadges,
  Dashboard: FAILURE_MESSAGES.retrieveDashboardStatistics,
  SignIn: FAILURE_MESSAGES.authenticate,
  SignUp: FAILURE_MESSAGES.authenticate,
};

/** Code of a request that got no GraphQL answer. */
export const UNANSWERED = 'UNANSWERED';

function unanswered(document: { toString(): string }): GraphQLRequestError {
  const operation = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(document.toString())?.[1];
  return new GraphQLRequestError((operation && UNANSWERED_MESSAGES[operation]) || UNEXPECTED_ERROR_MESSAGE, UNANSWERED);
}

export function isUnauthenticatedError(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
}

/**
 * Renews the access token after a request was refused as unauthenticated; registered by the auth
 * feature (lib must not import features). Resolves true when a new token is in place.
 */
type SessionRefresher = () => Promise<boolean>;
let sessionRefresher: SessionRefresher | null = null;

export function setSessionRefresher(refresher: SessionRefresher | null): void {
  sessionRefresher = refresher;
}

/** Renews the session after the server refused its token elsewhere (a live subscription); true when a new token is in place. */
export function renewSession(): Promise<boolean> {
  return sessionRefresher ? sessionRefresher() : Promise.resolve(false);
}

export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const sentToken = getAccessToken();
  try {
    return await send(document, variables);
  } catch (error) {
    // An access token that expired in flight (or while the tab slept): renew once and retry.
    if (sentToken && isUnauthenticatedError(error) && sessionRefresher && (await sessionRefresher())) {
      return send(document, variables);
    }
    throw error;
  }
}

let timeZoneOfPage: string | undefined;
/**
 * Read once a page load: the page's first Intl object loads ICU's data (some 15 ms of a phone's main thread), and a
 * signed-in page sends half a dozen requests at once. main.tsx reads it in a task of its own before mounting.
 */
export function browserTimeZone(): string | undefined {
  timeZoneOfPage ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZoneOfPage;
}

async function send<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables | undefined): Promise<TResult> {
  // Each request from a task of its own: a page's queries start together as it mounts (in the effects of its first
  // commit), and each costs the main thread a little (a phone: a few ms), which would lengthen that one long task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The browser's time zone: a sign-in records it, so the 7-day streak counts this user's own calendar days.
  const timeZone = browserTimeZone();
  if (timeZone) headers['X-Time-Zone'] = timeZone;

  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify({ query: document.toString(), variables }),
  }).catch((cause: unknown) => {
    console.error('[graphql]', cause);
    throw unanswered(document);
  });

  // GraphQL servers may answer errors with a non-2xx status and a JSON body; prefer its message.
  const body = (await response.json().catch(() => null)) as GraphQLResponse<TResult> | null;
  const firstError = body?.errors?.[0];
  if (firstError) throw new GraphQLRequestError(firstError.message, firstError.extensions?.code);
  if (!response.ok || !body?.data) {
    console.error('[graphql]', `${response.status} ${response.statusText}`);
    throw unanswered(document);
  }
  return body.data;
}
