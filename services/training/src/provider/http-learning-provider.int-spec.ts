import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandboxProvider, type RunningSandboxProvider } from '../sandbox/sandbox-provider.js';
import { HttpLearningProvider } from './http-learning-provider.js';
import { LearningProviderError } from './learning-provider.js';

const KEY = 'test-provider-key-0123';
const options = { apiKey: KEY, timeoutMs: 2000, retries: 2, retryDelayMs: 10 };

/** The provider client against the sandbox provider over real HTTP (spec §7 contract). */
describe('HttpLearningProvider against the sandbox provider', () => {
  let sandbox: RunningSandboxProvider;
  let client: HttpLearningProvider;

  beforeAll(async () => {
    sandbox = await startSandboxProvider({ apiKey: KEY });
    client = new HttpLearningProvider({ baseUrl: sandbox.url, ...options });
  });
  afterAll(() => sandbox?.close());

  const enrol = (userId = 'user-1', courseId = 'EPS-AGILE', metadata: Record<string, unknown> = {}) => client.createEnrollment({ userId, courseId, sessionId: 'spring-cohort', metadata });

  it('enrols and returns the id, access token, course link, provider user and expiry', async () => {
    const created = await enrol();
    expect(created.enrollmentId).toMatch(/^sbx-enr-/);
    expect(created.accessToken.length).toBeGreaterThan(20);
    expect(created.courseUrl).toBe(`${sandbox.publicUrl}/learn/${created.enrollmentId}?token=${created.accessToken}`);
    expect(created.providerUserId).toMatch(/^sbx-user-/);
    expect(new Date(created.expiresAt!).getTime()).toBeGreaterThan(Date.now());
    await expect(client.getEnrollment(created.enrollmentId)).resolves.toEqual({ status: 'active', progressPercentage: 0, lastAccessed: null });
  });

  it('serves no operator endpoint unless asked: the API key alone completes no course without its modules', async () => {
    const { enrollmentId } = await enrol('user-operator');
    const res = await fetch(`${sandbox.url}/sandbox/enrollments/${enrollmentId}/status`, {
      method: 'PUT', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'passed', progress_percentage: 100 }),
    });
    expect(res.status).toBe(404);
    await expect(client.getEnrollment(enrollmentId)).resolves.toMatchObject({ status: 'active', progressPercentage: 0 });
  });

  it('is idempotent for a repeated registration carrying the same platform enrollment id', async () => {
    const first = await enrol('user-2', 'EPS-AGILE', { enrollment_id: 'platform-1' });
    const again = await enrol('user-2', 'EPS-AGILE', { enrollment_id: 'platform-1' });
    expect(again.enrollmentId).toBe(first.enrollmentId);
  });

  it('moves progress with module reports, lists modules and issues one certificate on completion', async () => {
    const { enrollmentId } = await enrol('user-3');
    const modules = await client.listModules(enrollmentId);
    expect(modules.map((m) => [m.order, m.moduleName, m.status])).toEqual([
      [1, 'Agile Principles', 'not_started'], [2, 'Backlogs and Iterations', 'not_started'], [3, 'Team Leadership', 'not_started'],
    ]);
    await client.reportProgress(enrollmentId, { moduleName: 'Agile Principles', status: 'started', score: null, timeSpentMinutes: 5 });
    expect((await client.getEnrollment(enrollmentId)).status).toBe('started');
    await client.reportProgress(enrollmentId, { moduleName: 'Agile Principles', status: 'completed', score: 90, timeSpentMinutes: 20 });
    const midway = await client.getEnrollment(enrollmentId);
    expect(midway).toMatchObject({ status: 'in_progress', progressPercentage: 33 });
    expect(midway.lastAccessed).not.toBeNull();

    await expect(client.issueCertificate(enrollmentId)).rejects.toMatchObject({ name: 'LearningProviderError', status: 409, statusText: 'Conflict', transient: false });

    await client.reportProgress(enrollmentId, { moduleName: 'Backlogs and Iterations', status: 'completed', score: 80, timeSpentMinutes: 30 });
    await client.reportProgress(enrollmentId, { moduleName: 'Team Leadership', status: 'completed', score: 70, timeSpentMinutes: 25 });
    await expect(client.getEnrollment(enrollmentId)).resolves.toMatchObject({ status: 'passed', progressPercentage: 100 });
    const after = await client.listModules(enrollmentId);
    expect(after[0]).toMatchObject({ status: 'completed', score: 90, timeSpentMinutes: 25 });
    expect(after[0]!.completedAt).not.toBeNull();

    const certificate = await client.issueCertificate(enrollmentId);
    expect(certificate.certificateNumber).toMatch(/^SBX-\d{4}-[0-9A-F]{12}$/);
    expect(certificate.certificateUrl).toBe(`${sandbox.publicUrl}/certificates/${certificate.certificateNumber}`);
    await expect(client.issueCertificate(enrollmentId)).resolves.toEqual(certificate);
    const page = await fetch(certificate.certificateUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(certificate.certificateNumber);
  });

  it('raises an error carrying the HTTP status text when a response is not ok', async () => {
    const wrongKey = new HttpLearningProvider({ baseUrl: sandbox.url, ...options, apiKey: 'not-the-key-at-all' });
    const error = await wrongKey.getEnrollment('anything').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LearningProviderError);
    expect(error).toMatchObject({ status: 401, statusText: 'Unauthorized', message: 'Learning provider request failed: Unauthorized', transient: false });
    await expect(client.getEnrollment('sbx-enr-missing')).rejects.toMatchObject({ status: 404, statusText: 'Not Found' });
    await expect(client.createEnrollment({ userId: 'u', courseId: 'NO-SUCH-COURSE', sessionId: null, metadata: {} })).rejects.toMatchObject({ statusText: 'Not Found' });
  });

  it('lets a learner work through the course page so progress moves', async () => {
    const created = await enrol('user-4', 'EPS-BIOGAS');
    const page = await fetch(created.courseUrl);
    expect(await page.text()).toContain('Biogas and Geothermal Energy Essentials');
    expect((await fetch(created.courseUrl.replace(/token=.*/, 'token=wrong'))).status).toBe(403);
    const post = await fetch(`${sandbox.url}/learn/${created.enrollmentId}/modules/1?token=${created.accessToken}`, { method: 'POST', redirect: 'manual' });
    expect(post.status).toBe(303);
    await expect(client.getEnrollment(created.enrollmentId)).resolves.toMatchObject({ status: 'in_progress', progressPercentage: 33 });
  });
});

describe('HttpLearningProvider when the provider misbehaves', () => {
  let flaky: Server;
  let flakyUrl: string;
  let calls = 0;

  beforeAll(async () => {
    // Fails the first two GETs with 503, then answers; a POST always gets 503; /slow never answers in time.
    flaky = createServer((req, res) => {
      if (req.url?.startsWith('/enrollments/slow')) return void setTimeout(() => res.end('{}'), 1500).unref();
      if (req.url?.startsWith('/enrollments/huge')) {
        // Streams 2 MB without a length (chunked): read up to the cap, then dropped.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"status":"in_progress","progress_percentage":40,"pad":"');
        for (let i = 0; i < 32; i += 1) res.write('x'.repeat(64 * 1024));
        return void res.end('"}');
      }
      if (req.url?.startsWith('/enrollments/moved')) {
        res.writeHead(302, { location: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/enrollments/elsewhere` });
        return void res.end();
      }
      if (req.url?.startsWith('/enrollments/elsewhere')) throw new Error('a redirect was followed');
      if (req.url?.startsWith('/enrollments/script-link/certificate')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ certificate_url: 'javascript:alert(1)', certificate_number: 'C-1' }));
      }
      calls += 1;
      if (req.method === 'GET' && calls > 2) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ status: 'in_progress', progress_percentage: 40, last_accessed: null }));
      }
      res.writeHead(503);
      res.end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    flakyUrl = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    flaky.closeAllConnections();
    await new Promise((resolve) => flaky.close(resolve));
  });

  it('retries a safe call with back-off through transient failures', async () => {
    calls = 0;
    const client = new HttpLearningProvider({ baseUrl: flakyUrl, ...options });
    await expect(client.getEnrollment('e1')).resolves.toEqual({ status: 'in_progress', progressPercentage: 40, lastAccessed: null });
    expect(calls).toBe(3);
  });

  it('gives up after the configured retries and never repeats a POST', async () => {
    calls = -100; // every GET fails
    const client = new HttpLearningProvider({ baseUrl: flakyUrl, ...options, retries: 1 });
    await expect(client.getEnrollment('e1')).rejects.toMatchObject({ status: 503, statusText: 'Service Unavailable', transient: true });
    expect(calls).toBe(-98);
    calls = 0;
    await expect(client.createEnrollment({ userId: 'u', courseId: 'c', sessionId: null, metadata: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });

  it('reads at most 1 MB of an answer, follows no redirect and takes only http(s) links', async () => {
    const client = new HttpLearningProvider({ baseUrl: flakyUrl, ...options, retries: 0 });
    await expect(client.getEnrollment('huge')).rejects.toMatchObject({ message: 'Learning provider sent more than 1048576 bytes', transient: false });
    await expect(client.getEnrollment('moved')).rejects.toMatchObject({ name: 'LearningProviderError', status: 302, transient: false });
    await expect(client.issueCertificate('script-link')).rejects.toMatchObject({ message: 'Learning provider sent an unexpected response' });
  });

  it('times out a call that takes too long and reports an unreachable provider as transient', async () => {
    const slow = new HttpLearningProvider({ baseUrl: flakyUrl, ...options, timeoutMs: 200, retries: 0 });
    await expect(slow.getEnrollment('slow')).rejects.toMatchObject({ message: 'Learning provider did not answer within 200 ms', transient: true, status: null });
    const closed = new HttpLearningProvider({ baseUrl: 'http://127.0.0.1:9', ...options, retries: 0 });
    await expect(closed.getEnrollment('x')).rejects.toMatchObject({ name: 'LearningProviderError', transient: true, statusText: null });
  });
});
