import 'reflect-metadata';
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import WebSocket from 'ws';
import { makeUser, pollUntil, useApp } from '@ecp/testing';
import { embeddedApp } from './embedded-app.js';
import { SIGN_IN, SIGN_UP } from './skeleton.operations.js';

const post = (url: string, body: string, contentType: string, token?: string) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });

const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** GraphQL cost, alias and request-shape limits through the whole app (issue 16: each case changed state or stalled it before). */
describe('GraphQL limits (embedded mode)', () => {
  const app = useApp(embeddedApp({ NODE_ENV: 'production', RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '', TRAINING_SYNC_INTERVAL_SECONDS: '0' }));

  const signUp = async () => {
    const user = makeUser();
    const result = await app.graphql<{ signUp: { accessToken: string } }>(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' } });
    expect(result.errors).toBeUndefined();
    return result.data!.signUp.accessToken;
  };

  it('refuses a sign-up posted as a plain HTML form would (urlencoded, multipart, text/plain): no account is created', async () => {
    const user = makeUser();
    const mutation = `mutation { signUp(input: { email: "${user.email}", password: "${user.password}", fullName: "Form", role: beneficiary, beneficiaryType: grad }) { user { id } } }`;
    const form = new FormData();
    form.append('query', mutation);
    const statuses = [
      (await post(app.url, `query=${encodeURIComponent(mutation)}`, 'application/x-www-form-urlencoded')).status,
      (await fetch(`${app.url}/graphql`, { method: 'POST', body: form })).status,
      (await post(app.url, JSON.stringify({ query: mutation }), 'text/plain')).status,
    ];
    expect(statuses).toEqual([415, 415, 415]);
    const signIn = await app.graphql(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(signIn.errors?.[0]?.message).toBe('Invalid email or password');
  });

  it('refuses 1000 aliases of careerPaths or skillSuggestions without running them, and /health answers', async () => {
    const token = await signUp();
    for (const field of ['careerPaths { id title }', 'skillSuggestions(query: "wind") { name }']) {
      const [refused, health] = await Promise.all([post(app.url, JSON.stringify({ query: aliases(1000, field) }), 'application/json', token), fetch(`${app.url}/health`)]);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^The query is too large: more than (3000 tokens|16384 characters)$/);
      expect(health.status).toBe(200);
      const eleven = await post(app.url, JSON.stringify({ query: aliases(11, field) }), 'application/json', token);
      expect(eleven.status).toBe(400);
      expect(((await eleven.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Query uses 11 aliases; the limit is 10');
    }
    // Within the limits aliases still work.
    const ten = await post(app.url, JSON.stringify({ query: aliases(10, 'careerPaths { id }') }), 'application/json', token);
    const body = (await ten.json()) as { data: Record<string, unknown[]> };
    expect(ten.status).toBe(200);
    expect(Object.keys(body.data)).toHaveLength(10);
    expect(body.data['a9']!.length).toBeGreaterThanOrEqual(30);
  });

  it('runs one analyzeCv a request: ten aliases over a 188 KB variable are refused before any analysis', async () => {
    const token = await signUp();
    const cvText = 'Wind turbine technician with GWO Basic Safety Training and SCADA monitoring experience. '.repeat(2200).slice(0, 188_000);
    const query = `mutation($t: String!) { ${Array.from({ length: 10 }, (_, i) => `a${i}: analyzeCv(cvText: $t) { skills { name } }`).join(' ')} }`;
    const refused = await post(app.url, JSON.stringify({ query, variables: { t: cvText } }), 'application/json', token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual(['Query asks for 10 expensive fields; one request may ask for one']);
    const one = await app.graphql<{ analyzeCv: { skills: { name: string }[] } }>('mutation($t: String!) { analyzeCv(cvText: $t) { skills { name } } }', { t: cvText.slice(0, 2000) }, token);
    expect(one.errors).toBeUndefined();
    expect(one.data!.analyzeCv.skills.length).toBeGreaterThan(0);
  });

  /** A graphql-transport-ws socket spoken to by hand, as any client other than the SPA's may. */
  const socket = async (token?: string) => {
    const ws = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const messages: { type: string; id?: string; payload?: unknown }[] = [];
    let closed: number | null = null;
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.on('close', (code) => (closed = code));
    await once(ws, 'open');
    ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
    const answer = await pollUntil(() => messages.find((m) => m.type === 'connection_ack' || m.type === 'connection_error') ?? null);
    const subscribe = async (id: string, query: unknown) => {
      ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
      return pollUntil(() => messages.find((m) => m.id === id && m.type === 'error') ?? null, { timeoutMs: 5_000 });
    };
    return { ws, subscribe, acked: answer.type === 'connection_ack', closed: () => closed };
  };
  const aliasedSubscription = (count: number) => `subscription { progressEvents { ${Array.from({ length: count }, (_, i) => `a${i}: kind`).join(' ')} } }`;

  it('holds a subscription over the socket to the limits of any request, whether sent as text or already parsed', async () => {
    const signedIn = await socket(await signUp());
    expect(await signedIn.subscribe('aliases', aliasedSubscription(11))).toMatchObject({ payload: [{ message: 'Query uses 11 aliases; the limit is 10' }] });
    const parsed = JSON.parse(JSON.stringify(parse(aliasedSubscription(11), { noLocation: true })));
    expect(await signedIn.subscribe('parsed', parsed)).toMatchObject({ payload: [{ message: 'Query uses 11 aliases; the limit is 10' }] });
    expect(await signedIn.subscribe('unknown', 'subscription { progressEvents { nope } }')).toMatchObject({ payload: [{ message: 'Cannot query field "nope" on type "ProgressEvent".' }] });
    // A syntax tree that is no document closes the socket (graphql's internal words had come back).
    const tree = await socket(await signUp());
    tree.ws.send(JSON.stringify({ id: 'tree', type: 'subscribe', payload: { query: { kind: 'Document', definitions: 5 } } }));
    expect(await pollUntil(() => tree.closed(), { timeoutMs: 5_000 })).toBe(4400);
    // Without a token, or with one this gateway's identity service did not sign: the socket is refused at
    // connection_init and closed (an empty init had kept a stranger's socket open for good).
    for (const stranger of [await socket(), await socket('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged')]) {
      expect(stranger.acked).toBe(false);
      expect(await pollUntil(() => stranger.closed(), { timeoutMs: 5_000 })).toEqual(expect.any(Number));
    }
    // A huge document is refused by its size before anything else.
    const another = await socket(await signUp());
    expect(await another.subscribe('huge', aliasedSubscription(1200))).toMatchObject({ payload: [{ message: 'The query is too large: more than 3000 tokens' }] });
    expect(await another.subscribe('long', `subscription { progressEvents { kind } } # ${'x'.repeat(20_000)}`)).toMatchObject({ payload: [{ message: 'The query is too large: more than 16384 characters' }] });
    // A message past 64 KB closes the socket (1009: message too big).
    another.ws.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: `subscription { progressEvents { kind } } # ${'x'.repeat(70_000)}` } }));
    expect(await pollUntil(() => another.closed(), { timeoutMs: 5_000 })).toBe(1009);
    signedIn.ws.close();
    // A GET with an Upgrade header that is no socket gets no query run; a path like GraphiQL's gets the SPA's CSP.
    // (fetch will not send an Upgrade header: node:http does.)
    const upgradeOnly = request(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { upgrade: 'websocket' } }).end();
    const [answer] = (await once(upgradeOnly, 'response')) as [IncomingMessage];
    answer.resume();
    expect(answer.statusCode).toBe(405);
    expect((await fetch(`${app.url}/graphiqlx`)).headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers {"query": 5} and a batch with 400 and a plain message', async () => {
    const five = await post(app.url, '{"query": 5}', 'application/json');
    expect(five.status).toBe(400);
    expect(await five.json()).toEqual({ errors: [{ message: 'The "query" must be a GraphQL document in a string', extensions: { code: 'BAD_REQUEST' } }] });
    const batch = await post(app.url, JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]), 'application/json');
    expect(batch.status).toBe(400);
  });
});
