import type { TypedDocumentString } from '@/gql/graphql';
import { getAccessToken } from '@/lib/access-token';

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

export function isUnauthenticatedError(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
}

export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify({ query: document.toString(), variables }),
  });

  // GraphQL servers may answer errors with a non-2xx status and a JSON body; prefer its message.
  const body = (await response.json().catch(() => null)) as GraphQLResponse<TResult> | null;
  const firstError = body?.errors?.[0];
  if (firstError) throw new GraphQLRequestError(firstError.message, firstError.extensions?.code);
  if (!response.ok || !body?.data) {
    throw new GraphQLRequestError(response.statusText || `Request failed with status ${response.status}`);
  }
  return body.data;
}
