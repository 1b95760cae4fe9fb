import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parse, validate, type GraphQLSchema } from 'graphql';
import { InProcessBus } from '@ecp/messaging';
import { createGatewayApp } from '../app.js';
import { loadGatewayConfig } from '../gateway.config.js';
import { GRAPHQL_HTTP_MESSAGES } from './graphql-http.js';
import { QUERY_LIMITS, queryLimits } from './query-limits.js';

/** The gateway alone (no service answers): every case here is refused, or answered, before any service is asked. */
async function startGateway(NODE_ENV: 'test' | 'production') {
  const bus = new InProcessBus();
  await bus.start();
  const app = await createGatewayApp(loadGatewayConfig({ NODE_ENV, RUN_MODE: 'embedded', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', WEB_DIST: '' }), bus);
  await app.listen(0, '127.0.0.1');
  return { app, bus, url: `${await app.getUrl()}/graphql` };
}

const post = (url: string, body: unknown, contentType = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function answer(res: Response) {
  const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  return { status: res.status, messages: body.errors?.map((e) => e.message) ?? [], data: body.data };
}

const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL request limits (gateway, production settings)', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway('production');
  });
  afterAll(async () => {
    await gateway.app.close();
    await gateway.bus.close();
  });

  it('answers a malformed body with 400 and a plain message, never an engine internals message', async () => {
    const cases: [unknown, string][] = [
      [{ query: 5 }, GRAPHQL_HTTP_MESSAGES.query],
      [{ query: { kind: 'Document', definitions: [] } }, GRAPHQL_HTTP_MESSAGES.query],
      [{ query: '{"kind":"Document","definitions":[]}' }, GRAPHQL_HTTP_MESSAGES.query],
      [{ query: '   ' }, GRAPHQL_HTTP_MESSAGES.query],
      [{}, GRAPHQL_HTTP_MESSAGES.query],
      [[{ query: '{ __typename }' }], GRAPHQL_HTTP_MESSAGES.body],
      ['"{ __typename }"', GRAPHQL_HTTP_MESSAGES.body],
      ['null', GRAPHQL_HTTP_MESSAGES.body],
      [{ query: '{ __typename }', variables: 'x' }, GRAPHQL_HTTP_MESSAGES.variables],
      [{ query: '{ __typename }', variables: [1] }, GRAPHQL_HTTP_MESSAGES.variables],
      [{ query: '{ __typename }', operationName: 7 }, GRAPHQL_HTTP_MESSAGES.operationName],
      [{ query: '{ __typename }', extensions: 'x' }, GRAPHQL_HTTP_MESSAGES.extensions],
    ];
    for (const [body, message] of cases) {
      expect({ body, ...(await answer(await post(gateway.url, body))) }).toEqual({ body, status: 400, messages: [message], data: undefined });
    }
    const broken = await answer(await post(gateway.url, '{"query": '));
    expect(broken.status).toBe(400);
    expect(broken.messages[0]).toMatch(/not valid JSON/);
    expect(await answer(await post(gateway.url, { query: '{ __typename' }))).toMatchObject({ status: 400, messages: [expect.stringMatching(/^Syntax Error/)] });
  });

  it('accepts only POST with application/json: form, multipart, text/plain and application/graphql are refused before anything runs', async () => {
    const signOut = 'mutation { signOut }';
    const form = new FormData();
    form.append('query', signOut);
    const refused = [
      await post(gateway.url, `query=${encodeURIComponent(signOut)}`, 'application/x-www-form-urlencoded'),
      await fetch(gateway.url, { method: 'POST', body: form }),
      await post(gateway.url, { query: signOut }, 'text/plain'),
      await post(gateway.url, signOut, 'application/graphql'),
      await fetch(gateway.url, { method: 'POST', body: JSON.stringify({ query: signOut }) }),
    ];
    for (const res of refused) expect(await answer(res)).toEqual({ status: 415, messages: [GRAPHQL_HTTP_MESSAGES.contentType], data: undefined });
    for (const query of ['{ __typename }', 'mutation { signOut }']) {
      const res = await fetch(`${gateway.url}?query=${encodeURIComponent(query)}`);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await answer(res)).toEqual({ status: 405, messages: [GRAPHQL_HTTP_MESSAGES.method], data: undefined });
    }
    expect(await answer(await post(gateway.url, { query: '{ __typename }' }, 'application/json; charset=utf-8'))).toEqual({ status: 200, messages: [], data: { __typename: 'Query' } });
  });

  it('refuses 500 aliases of careerPaths or skillSuggestions at once, 11 aliases by the alias limit, and two searches', async () => {
    for (const field of ['careerPaths { id }', 'skillSuggestions { name }']) {
      expect(await answer(await post(gateway.url, { query: aliases(500, field) }))).toEqual({
        status: 400, messages: [`The query is too large: more than ${QUERY_LIMITS.maxTokens} tokens`], data: null,
      });
      expect((await answer(await post(gateway.url, { query: aliases(QUERY_LIMITS.maxAliases + 1, field) }))).messages).toContain(
        `Query uses ${QUERY_LIMITS.maxAliases + 1} aliases; the limit is ${QUERY_LIMITS.maxAliases}`,
      );
    }
    // Each search reads every taxonomy label: one a request, as the skills editor sends them.
    expect(await answer(await post(gateway.url, { query: '{ a: skillSuggestions(query: "a") { name } b: skillSuggestions(query: "b") { name } }' }))).toMatchObject({
      status: 400, messages: ['Query asks for 2 expensive fields; one request may ask for one'],
    });
  });

  it('allows one expensive field a request: two analyses (aliases or different fields) are refused', async () => {
    const cvText = 'Wind turbine technician. '.repeat(100);
    const cases = [
      `mutation($t: String!) { a: analyzeCv(cvText: $t) { skills { name } } b: analyzeCv(cvText: $t) { skills { name } } }`,
      `mutation($t: String!) { analyzeCv(cvText: $t) { skills { name } } runAssessment(cvText: $t) { id } }`,
      `mutation($t: String!) { ...A ...B } fragment A on Mutation { analyzeCv(cvText: $t) { skills { name } } } fragment B on Mutation { x: analyzeCv(cvText: $t) { skills { name } } }`,
      `mutation { a: signIn(input: { email: "a@b.co", password: "secret1" }) { accessToken } b: signIn(input: { email: "a@b.co", password: "secret2" }) { accessToken } }`,
    ];
    for (const query of cases) {
      expect(await answer(await post(gateway.url, { query, variables: { t: cvText } }))).toMatchObject({
        status: 400, messages: [expect.stringMatching(/^Query asks for 2 expensive fields; one request may ask for one$/)],
      });
    }
  });

  it('refuses depth past the limit with a clear message, and fragments that multiply the cost', async () => {
    const deep = '{ myProfile { id } me { professionalNetwork { headline } } mySkills { id } }';
    expect((await answer(await post(gateway.url, { query: deep }))).messages.join()).not.toMatch(/depth|cost/);
    // Depth 9 through nested fragments on the introspection types (the rule runs before introspection is refused).
    const nine = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }';
    const tooDeep = await answer(await post(gateway.url, { query: nine }));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.messages).toContain(`Query depth 9 exceeds the limit of ${QUERY_LIMITS.maxDepth}`);
    // Each fragment spreads the one before twice: 2^16 fields at the end, measured in linear time.
    const levels = 16;
    const fragments = Array.from({ length: levels }, (_, i) => (i === 0 ? 'fragment F0 on CareerPath { id title }' : `fragment F${i} on CareerPath { ...F${i - 1} ...F${i - 1} }`));
    const bomb = await answer(await post(gateway.url, { query: `{ careerPaths { ...F${levels - 1} } } ${fragments.join(' ')}` }));
    expect(bomb.status).toBe(400);
    expect(bomb.messages).toEqual([`Query cost ${10 + 2 ** levels} exceeds the limit of ${QUERY_LIMITS.maxCost}`]);
  });

  it('refuses, before graphql validates it, a document of more than maxFields fields or with an unused fragment', async () => {
    const fields = (count: number) => Array.from({ length: count }, () => 'me { id }').join(' ');
    // 740 fields in a fragment nothing spreads: the operation run costs 10, yet graphql's overlapping-fields check took
    // 170 ms for each such request (a comment made each one new to the engine's caches).
    const unusedFragment = `query { signInOptions { linkedin } } fragment F on Query { ${fields(740)} } #1`;
    expect(await answer(await post(gateway.url, { query: unusedFragment }))).toEqual({
      status: 400, messages: [`Query has 1482 fields; the limit is ${QUERY_LIMITS.maxFields}`, 'Fragment "F" is never used.'], data: null,
    });
    expect(await answer(await post(gateway.url, { query: `{ signInOptions { linkedin } } fragment F on Query { me { id } }` }))).toEqual({
      status: 400, messages: ['Fragment "F" is never used.'], data: null,
    });
    // Comments count no token: a query text over maxQueryChars is refused by its length.
    expect(await answer(await post(gateway.url, { query: `{ signInOptions { linkedin } } # ${'x'.repeat(QUERY_LIMITS.maxQueryChars)}` }))).toEqual({
      status: 400, messages: [`The query is too large: more than ${QUERY_LIMITS.maxQueryChars} characters`], data: undefined,
    });
    // Six operations, or 31 fragments, though each is small.
    const six = Array.from({ length: 6 }, (_, i) => `query Q${i} { signInOptions { linkedin } }`).join(' ');
    expect(await answer(await post(gateway.url, { query: six, operationName: 'Q0' }))).toMatchObject({ status: 400, messages: [`Query has 6 operations; the limit is ${QUERY_LIMITS.maxOperations}`] });
    const chain = Array.from({ length: 31 }, (_, i) => `fragment F${i} on Query { ${i < 30 ? `...F${i + 1}` : 'signInOptions { linkedin }'} }`).join(' ');
    expect(await answer(await post(gateway.url, { query: `{ ...F0 } ${chain}` }))).toMatchObject({ status: 400, messages: [`Query has 31 fragments; the limit is ${QUERY_LIMITS.maxFragments}`] });
    // A second operation counts too, though only one runs.
    const twoOperations = `query A { signInOptions { linkedin } } query B { ${fields(QUERY_LIMITS.maxFields)} }`;
    expect(await answer(await post(gateway.url, { query: twoOperations, operationName: 'A' }))).toMatchObject({ status: 400, messages: [`Query has ${2 + 2 * QUERY_LIMITS.maxFields} fields; the limit is ${QUERY_LIMITS.maxFields}`] });
  });

  it('gives no "Did you mean" suggestions in production', async () => {
    const typo = await answer(await post(gateway.url, { query: '{ careerPath { id } }' }));
    expect(typo).toEqual({ status: 400, messages: ['Cannot query field "careerPath" on type "Query".'], data: null });
    const badInput = await answer(await post(gateway.url, { query: 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', variables: { i: { emial: 'a@b.co', password: 'x' } } }));
    expect(badInput.status).toBe(400);
    expect(badInput.messages.join()).not.toMatch(/did you mean/i);
  });
});

describe('GraphQL request limits (gateway, development settings)', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let schema: GraphQLSchema;
  beforeAll(async () => {
    gateway = await startGateway('test');
    schema = ((gateway.app as NestFastifyApplication).getHttpAdapter().getInstance() as unknown as { graphql: { schema: GraphQLSchema } }).graphql.schema;
  });
  afterAll(async () => {
    await gateway.app.close();
    await gateway.bus.close();
  });

  it('keeps suggestions outside production', async () => {
    expect((await answer(await post(gateway.url, { query: '{ careerPath { id } }' }))).messages).toEqual(['Cannot query field "careerPath" on type "Query". Did you mean "careerPaths"?']);
  });

  it('lets every operation the SPA sends through the limits', async () => {
    const generated = await readFile(new URL('../../../web/src/gql/graphql.ts', import.meta.url), 'utf8');
    const documents = [...generated.matchAll(/new TypedDocumentString\(`([\s\S]*?)`/g)].map((m) => m[1]!);
    expect(documents.length).toBeGreaterThan(30);
    // A fragment's own document is never sent alone: the operations that spread it carry a copy.
    for (const document of documents.filter((text) => !/^\s*fragment\b/.test(text))) {
      expect({ document, errors: validate(schema, parse(document, { maxTokens: QUERY_LIMITS.maxTokens }), [queryLimits()]).map((e) => e.message) }).toEqual({ document, errors: [] });
    }
  });
});
