import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { programSeeds } from '../catalogue/program-seed.js';
import { renderCertificatePage, renderCoursePage, renderMessagePage } from './sandbox-pages.js';

/**
 * A small learning provider that implements the provider REST contract of spec §7 for real: bearer
 * key, enrollments, module progress, certificates, and a course page where a learner works through
 * modules. Embedded mode starts it next to the app; `npm run start:sandbox -w services/training` runs
 * it alone. Courses are the platform catalogue's (course id = program external id).
 */
export interface SandboxCourse {
  id: string;
  title: string;
  provider: string;
  modules: string[];
}

export interface SandboxModule {
  id: string;
  module_name: string;
  order: number;
  status: 'not_started' | 'started' | 'in_progress' | 'completed';
  time_spent_minutes: number;
  score: number | null;
  last_accessed: string | null;
  completed_at: string | null;
}

export interface SandboxEnrollment {
  enrollment_id: string;
  user_id: string;
  provider_user_id: string;
  course_id: string;
  session_id: string | null;
  metadata: Record<string, unknown>;
  access_token: string;
  created_at: string;
  expires_at: string;
  last_accessed: string | null;
  /** Set through the sandbox operator endpoint to make the provider report any status. */
  status_override: string | null;
  progress_override: number | null;
  modules: SandboxModule[];
  certificate: { certificate_number: string; issued_at: string } | null;
}

interface SandboxState {
  enrollments: Record<string, SandboxEnrollment>;
  certificateSequence: number;
}

export interface SandboxProviderOptions {
  port?: number;
  host?: string;
  apiKey: string;
  /** Address learners' browsers use for course and certificate links; defaults to http://127.0.0.1:<port>. */
  publicUrl?: string;
  /** JSON file the state is kept in (survives restarts); in memory when absent. */
  dataFile?: string;
  courses?: SandboxCourse[];
  /**
   * Serves the operator endpoint (`PUT /sandbox/enrollments/{id}/status`: make the provider report any status), off
   * unless asked: whoever holds the API key could otherwise complete any course without its work.
   */
  operatorRoutes?: boolean;
}

export interface RunningSandboxProvider {
  /** Where the API listens (for the client). */
  url: string;
  /** Base of the links given to learners. */
  publicUrl: string;
  server: Server;
  close(): Promise<void>;
}

export const defaultSandboxCourses: SandboxCourse[] = programSeeds.map((p) => ({ id: p.externalId, title: p.title, provider: p.provider, modules: p.modules }));

const PASS_SCORE = 70;
const ENROLLMENT_TTL_DAYS = 365;

/** The status the provider reports for an enrollment, derived from its modules unless overridden. */
export function reportedStatus(enrollment: SandboxEnrollment): { status: string; progress: number } {
  const total = enrollment.modules.length;
  const done = enrollment.modules.filter((m) => m.status === 'completed');
  const progress = enrollment.progress_override ?? (total === 0 ? 0 : Math.round((done.length / total) * 100));
  if (enrollment.status_override) return { status: enrollment.status_override, progress };
  if (total > 0 && done.length === total) return { status: averageScore(enrollment) >= PASS_SCORE ? 'passed' : 'completed', progress };
  if (done.length > 0 || enrollment.modules.some((m) => m.status === 'in_progress')) return { status: 'in_progress', progress };
  if (enrollment.modules.some((m) => m.status === 'started')) return { status: 'started', progress };
  return { status: 'active', progress };
}

function averageScore(enrollment: SandboxEnrollment): number {
  const scores = enrollment.modules.map((m) => m.score).filter((s): s is number => s !== null);
  return scores.length === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / scores.length;
}

/** A learner's quiz result in the sandbox: fixed per module so runs are repeatable (70–100). */
export function sandboxQuizScore(courseId: string, order: number): number {
  const digest = createHash('sha1').update(`${courseId}#${order}`).digest();
  return PASS_SCORE + (digest[0]! % 31);
}

export async function startSandboxProvider(options: SandboxProviderOptions): Promise<RunningSandboxProvider> {
  const courses = new Map((options.courses ?? defaultSandboxCourses).map((c) => [c.id, c]));
  const state = loadState(options.dataFile);
  const key = Buffer.from(options.apiKey);
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';

  const save = () => {
    if (!options.dataFile) return;
    mkdirSync(dirname(options.dataFile), { recursive: true });
    const temp = `${options.dataFile}.tmp`;
    writeFileSync(temp, JSON.stringify(state), { mode: 0o600 });
    renameSync(temp, options.dataFile);
  };

  const authorised = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    if (!match) return false;
    const given = Buffer.from(match[1]!);
    return given.length === key.length && timingSafeEqual(given, key);
  };

  const courseUrl = (e: SandboxEnrollment) => `${publicUrl}/learn/${e.enrollment_id}?token=${e.access_token}`;
  const certificateUrl = (number: string) => `${publicUrl}/certificates/${number}`;

  const handlers: Route[] = [
    route('GET', /^\/health$/, false, () => json(200, { ok: true })),
    route('POST', /^\/enrollments$/, true, async (req) => {
      const body = await readJson(req);
      const userId = str(body.user_id);
      const courseId = str(body.course_id);
      if (!userId || !courseId) return json(400, { error: 'user_id and course_id are required' });
      const course = courses.get(courseId);
      if (!course) return json(404, { error: `Unknown course ${courseId}` });
      const metadata = isRecord(body.metadata) ? body.metadata : {};
      // The platform's own enrollment id makes a repeated request (a retry after a lost answer) idempotent.
      const platformId = str(metadata.enrollment_id);
      const existing = platformId
        ? Object.values(state.enrollments).find((e) => e.metadata.enrollment_id === platformId && e.user_id === userId && e.course_id === courseId)
        : undefined;
      const now = new Date();
      const enrollment: SandboxEnrollment = existing ?? {
        enrollment_id: `sbx-enr-${randomUUID()}`,
        user_id: userId,
        provider_user_id: `sbx-user-${createHash('sha256').update(userId).digest('hex').slice(0, 12)}`,
        course_id: courseId,
        session_id: str(body.session_id) ?? null,
        metadata,
        access_token: randomBytes(24).toString('base64url'),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ENROLLMENT_TTL_DAYS * 86_400_000).toISOString(),
        last_accessed: null,
        status_override: null,
        progress_override: null,
        modules: course.modules.map((name, index) => ({
          id: `${courseId}-m${index + 1}`, module_name: name, order: index + 1, status: 'not_started', time_spent_minutes: 0, score: null, last_accessed: null, completed_at: null,
        })),
        certificate: null,
      };
      if (!existing) {
        state.enrollments[enrollment.enrollment_id] = enrollment;
        save();
      }
      return json(existing ? 200 : 201, {
        enrollment_id: enrollment.enrollment_id,
        access_token: enrollment.access_token,
        course_url: courseUrl(enrollment),
        provider_user_id: enrollment.provider_user_id,
        expires_at: enrollment.expires_at,
      });
    }),
    route('GET', /^\/enrollments\/([^/]+)$/, true, (_req, [id]) => {
      const e = state.enrollments[id!];
      if (!e) return json(404, { error: 'Enrollment not found' });
      const { status, progress } = reportedStatus(e);
      return json(200, { enrollment_id: e.enrollment_id, status, progress_percentage: progress, last_accessed: e.last_accessed });
    }),
    route('POST', /^\/enrollments\/([^/]+)\/progress$/, true, async (req, [id]) => {
      const e = state.enrollments[id!];
      if (!e) return json(404, { error: 'Enrollment not found' });
      const body = await readJson(req);
      const module = e.modules.find((m) => m.module_name === str(body.module_name));
      if (!module) return json(422, { error: 'Unknown module_name' });
      const status = str(body.status);
      if (!status || !['not_started', 'started', 'in_progress', 'completed'].includes(status)) return json(422, { error: 'Invalid status' });
      const score = body.score === null || body.score === undefined ? null : Number(body.score);
      if (score !== null && !(score >= 0 && score <= 100)) return json(422, { error: 'score must be 0–100' });
      const minutes = Number(body.time_spent_minutes ?? 0);
      if (!(minutes >= 0)) return json(422, { error: 'time_spent_minutes must be ≥ 0' });
      recordProgress(e, module, status as SandboxModule['status'], score, minutes);
      save();
      return json(200, { module, ...pick(reportedStatus(e)) });
    }),
    route('GET', /^\/enrollments\/([^/]+)\/modules$/, true, (_req, [id]) => {
      const e = state.enrollments[id!];
      if (!e) return json(404, { error: 'Enrollment not found' });
      return json(200, e.modules);
    }),
    route('POST', /^\/enrollments\/([^/]+)\/certificate$/, true, (_req, [id]) => {
      const e = state.enrollments[id!];
      if (!e) return json(404, { error: 'Enrollment not found' });
      const { status } = reportedStatus(e);
      if (status !== 'completed' && status !== 'passed') return json(409, { error: 'The course is not completed' });
      if (!e.certificate) {
        state.certificateSequence += 1;
        const year = new Date().getUTCFullYear();
        // Random, not the sequence: the certificate page needs no sign-in, so a counted number would list them all.
        e.certificate = { certificate_number: `SBX-${year}-${randomBytes(6).toString('hex').toUpperCase()}`, issued_at: new Date().toISOString() };
        save();
      }
      return json(200, { certificate_url: certificateUrl(e.certificate.certificate_number), certificate_number: e.certificate.certificate_number });
    }),
    // Sandbox operator endpoint (not part of the provider contract): make the provider report any status.
    ...(options.operatorRoutes ? [route('PUT', /^\/sandbox\/enrollments\/([^/]+)\/status$/, true, async (req, [id]) => {
      const e = state.enrollments[id!];
      if (!e) return json(404, { error: 'Enrollment not found' });
      const body = await readJson(req);
      e.status_override = str(body.status) ?? null;
      e.progress_override = typeof body.progress_percentage === 'number' ? body.progress_percentage : null;
      save();
      return json(200, pick(reportedStatus(e)));
    })] : []),
    // The learner's side: a course page reached through the enrollment link.
    route('GET', /^\/learn\/([^/]+)$/, false, (req, [id]) => {
      const e = learnerEnrollment(id!, req);
      if (!e) return html(403, renderMessagePage('Access denied', 'This course link is not valid.'));
      e.last_accessed = new Date().toISOString();
      save();
      const course = courses.get(e.course_id)!;
      return html(200, renderCoursePage(course, e, reportedStatus(e), `/learn/${e.enrollment_id}`, e.access_token));
    }),
    route('POST', /^\/learn\/([^/]+)\/modules\/(\d+)$/, false, async (req, [id, order]) => {
      const e = learnerEnrollment(id!, req);
      if (!e) return html(403, renderMessagePage('Access denied', 'This course link is not valid.'));
      await readBody(req);
      const module = e.modules.find((m) => m.order === Number(order));
      if (!module) return html(404, renderMessagePage('Not found', 'No such module.'));
      if (module.status !== 'completed') {
        recordProgress(e, module, 'completed', sandboxQuizScore(e.course_id, module.order), 15 + module.order * 5);
        save();
      }
      return { status: 303, headers: { location: `/learn/${e.enrollment_id}?token=${encodeURIComponent(e.access_token)}` }, body: '' };
    }),
    route('GET', /^\/certificates\/([A-Z0-9-]+)$/, false, (_req, [number]) => {
      const e = Object.values(state.enrollments).find((x) => x.certificate?.certificate_number === number);
      if (!e?.certificate) return html(404, renderMessagePage('Certificate not found', 'No certificate has this number.'));
      const course = courses.get(e.course_id)!;
      return html(200, renderCertificatePage(course, e, Math.round(averageScore(e))));
    }),
  ];

  function learnerEnrollment(id: string, req: IncomingMessage): SandboxEnrollment | undefined {
    const token = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('token') ?? '';
    const e = state.enrollments[id];
    if (!e) return undefined;
    const given = Buffer.from(token);
    const expected = Buffer.from(e.access_token);
    return given.length === expected.length && timingSafeEqual(given, expected) ? e : undefined;
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, json(500, { error: error instanceof Error ? error.message : 'Internal error' })));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const matching = handlers.filter((h) => h.pattern.test(path));
    if (matching.length === 0) return send(res, json(404, { error: 'Not found' }));
    const handler = matching.find((h) => h.method === req.method);
    if (!handler) return send(res, { ...json(405, { error: 'Method not allowed' }), headers: { allow: matching.map((h) => h.method).join(', ') } });
    if (handler.auth && !authorised(req)) return send(res, { ...json(401, { error: 'Invalid or missing API key' }), headers: { 'www-authenticate': 'Bearer' } });
    const params = handler.pattern.exec(path)!.slice(1).map((p) => decodeURIComponent(p));
    send(res, await handler.run(req, params));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port ?? 0;
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!publicUrl) publicUrl = url;
  return {
    url,
    publicUrl,
    server,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

function recordProgress(e: SandboxEnrollment, module: SandboxModule, status: SandboxModule['status'], score: number | null, minutes: number) {
  const now = new Date().toISOString();
  module.status = status;
  if (score !== null) module.score = score;
  module.time_spent_minutes += minutes;
  module.last_accessed = now;
  module.completed_at = status === 'completed' ? module.completed_at ?? now : null;
  e.last_accessed = now;
}

function loadState(file: string | undefined): SandboxState {
  if (file && existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as SandboxState;
    return { enrollments: parsed.enrollments ?? {}, certificateSequence: parsed.certificateSequence ?? 0 };
  }
  return { enrollments: {}, certificateSequence: 0 };
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

interface Route {
  method: string;
  pattern: RegExp;
  auth: boolean;
  run(req: IncomingMessage, params: string[]): Reply | Promise<Reply>;
}

const route = (method: string, pattern: RegExp, auth: boolean, run: Route['run']): Route => ({ method, pattern, auth, run });
const json = (status: number, body: unknown): Reply => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const html = (status: number, body: string): Reply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'" },
  body,
});
const pick = (s: { status: string; progress: number }) => ({ status: s.status, progress_percentage: s.progress });
const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function send(res: ServerResponse, reply: Reply) {
  res.writeHead(reply.status, { 'cache-control': 'no-store', ...reply.headers });
  res.end(reply.body);
}

async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}
