import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypedDocumentString } from '@/gql/graphql';
import { setAccessToken } from '@/lib/access-token';
import { graphqlRequest } from '@/lib/graphql';

const pingDocument = new TypedDocumentString('query Ping { ping }') as unknown as TypedDocumentString<
  { ping: string },
  Record<string, never>
>;

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

describe('graphqlRequest', () => {
  it('posts the query with credentials and the bearer token', async () => {
    const fetchMock = stubFetch(200, { data: { ping: 'pong' } });
    setAccessToken('token-1');

    await expect(graphqlRequest(pingDocument)).resolves.toEqual({ ping: 'pong' });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(JSON.parse(init.body as string)).toMatchObject({ query: 'query Ping { ping }' });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = stubFetch(200, { data: { ping: 'pong' } });
    await graphqlRequest(pingDocument);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('turns GraphQL errors into an Error with the first message', async () => {
    stubFetch(200, {
      data: null,
      errors: [{ message: 'Failed to retrieve badges', extensions: { code: 'SERVICE_ERROR' } }, { message: 'second' }],
    });
    await expect(graphqlRequest(pingDocument)).rejects.toMatchObject({
      message: 'Failed to retrieve badges',
      code: 'SERVICE_ERROR',
    });
  });

  it("says the operation's spec message, not the browser's or a proxy's words, when no GraphQL answer came", async () => {
    const addSkill = new TypedDocumentString('mutation AddSkill($name: String!) { addSkill(name: $name) { id } }') as unknown as TypedDocumentString<unknown, Record<string, never>>;
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(graphqlRequest(addSkill)).rejects.toMatchObject({ message: 'Failed to add skill', code: 'UNANSWERED' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    await expect(graphqlRequest(addSkill)).rejects.toMatchObject({ message: 'Failed to add skill' });
    // An operation the spec names no message for gets its fallback.
    await expect(graphqlRequest(pingDocument)).rejects.toMatchObject({ message: 'An unexpected error occurred' });
  });
});
