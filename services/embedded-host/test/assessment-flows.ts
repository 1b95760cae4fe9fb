import { expect } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeUser, pollUntil, type GraphqlResult } from '@ecp/testing';
import { LiveSubscription } from './live-subscription.js';
import { SIGN_UP } from './skeleton.operations.js';

/** The CV → assessment journey through the gateway, shared by the embedded and distributed suites. */

const CVS = join(import.meta.dirname, '../../assessment/test/cvs');
const SCAN = join(import.meta.dirname, '../../assessment/test/fixtures/scanned-cv.pdf');

type Graphql = <T>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<GraphqlResult<T>>;

export interface GatewayUnderTest {
  url: string;
  graphql: Graphql;
}

const ASSESSMENT_FIELDS = `id assessmentType status skillsExtracted marketAlignmentScore completedAt currentPosition yearsOfExperience keyStrengths
  skills { name proficiency evidence demand demandSource demandYear }
  skillGaps { totalGaps missingSkills } recommendedSkills marketSkills { skill demand source year }
  futureJobMatches { title estimatedSalary matchScore growthRate requiredSkills missingSkills salarySource salaryYear }
  industryTrends { title source year } dataSources { provider source year } input { origin fileName analyzers }`;
export const LATEST = `query { latestAssessment { ${ASSESSMENT_FIELDS} } }`;
export const HISTORY = `query { assessmentHistory { previousAssessmentId scoreChange addedSkills removedSkills assessment { id marketAlignmentScore assessmentType } } }`;
const MY_SKILLS = 'query { mySkills { skillName proficiencyLevel source } }';
const UPLOAD_ANALYSIS = 'query ($uploadId: ID!) { cvUploadAnalysis(uploadId: $uploadId) { state uploadId assessmentId fileName message occurredAt } }';
const CV_FLOW = 'subscription { cvFlow { state uploadId assessmentId fileName message occurredAt } }';

interface FlowEvent { state: string; uploadId: string | null; assessmentId: string | null; fileName: string | null; message: string | null }
interface Assessment {
  id: string; status: string; skillsExtracted: string[]; marketAlignmentScore: number;
  skills: { name: string; evidence: string }[]; skillGaps: { totalGaps: number; missingSkills: string[] }; recommendedSkills: string[];
  futureJobMatches: { title: string; estimatedSalary: number; matchScore: number }[]; input: { origin: string; fileName: string | null };
}

export async function signUp(gw: GatewayUnderTest): Promise<{ token: string; id: string }> {
  const user = makeUser();
  const result = await gw.graphql<{ signUp: { accessToken: string; user: { id: string } } }>(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' } });
  expect(result.errors).toBeUndefined();
  return { token: result.data!.signUp.accessToken, id: result.data!.signUp.user.id };
}

export async function uploadCv(gw: GatewayUnderTest, token: string, file: string, name = file.split('/').pop()!): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await readFile(file))]), name);
  return fetch(`${gw.url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
}

/** An accepted upload's id (the upload answers the profile and `uploadId`). */
async function uploadIdOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { uploadId?: string; cvFileName?: string };
  expect(body.uploadId).toMatch(/^[0-9a-f-]{36}$/);
  return body.uploadId!;
}

/** A live cvFlow subscription over graphql-ws, authenticated in connection_init like the SPA does. */
export class FlowWatcher extends LiveSubscription<FlowEvent> {
  constructor(gw: GatewayUnderTest, token: string | null) {
    super(gw.url, token, CV_FLOW, 'cvFlow');
  }

  states(): string[] {
    return this.events.map((event) => event.state);
  }

  /** The steps of one upload, in the order they arrived. */
  of(uploadId: string): FlowEvent[] {
    return this.events.filter((event) => event.uploadId === uploadId);
  }

  /** The upload's first event in `state` (waits for it). */
  waitFor(uploadId: string, state: string, timeoutMs = 30_000): Promise<FlowEvent> {
    return pollUntil(() => this.of(uploadId).find((event) => event.state === state) ?? null, { timeoutMs, description: `${state} of upload ${uploadId}` });
  }

}

/** Upload each format; every one ends in a completed assessment with skills on the profile; the history shows the runs. */
export async function uploadFormatsFlow(gw: GatewayUnderTest, files: string[]): Promise<void> {
  const { token } = await signUp(gw);
  const flow = new FlowWatcher(gw, token);
  try {
    await flow.started();
    const seen: string[] = [];
    for (const file of files) {
      const uploadId = await uploadIdOf(await uploadCv(gw, token, join(CVS, file)));
      // Analysis completed = the assessment service completed it (the assessment is stored), told by the upload's id.
      const completed = await flow.waitFor(uploadId, 'ANALYSIS_COMPLETED');
      expect(flow.of(uploadId).map((e) => e.state)).toEqual(['UPLOAD_STARTED', 'UPLOAD_COMPLETED', 'ANALYSIS_STARTED', 'ANALYSIS_COMPLETED']);
      expect(flow.of(uploadId)[2]!.assessmentId).toBe(completed.assessmentId);
      expect((await gw.graphql<{ cvUploadAnalysis: FlowEvent | null }>(UPLOAD_ANALYSIS, { uploadId }, token)).data!.cvUploadAnalysis).toMatchObject({
        state: 'ANALYSIS_COMPLETED',
        assessmentId: completed.assessmentId,
      });
      const latest = (await gw.graphql<{ latestAssessment: Assessment }>(LATEST, {}, token)).data!.latestAssessment;
      expect(latest).toMatchObject({ id: completed.assessmentId, status: 'completed', input: { origin: 'cv_upload', fileName: file } });
      expect(latest.skillsExtracted.length).toBeGreaterThanOrEqual(3);
      expect(latest.marketAlignmentScore).toBeGreaterThan(0);
      expect(latest.skillGaps.missingSkills.length).toBeLessThanOrEqual(8);
      expect(latest.recommendedSkills).toHaveLength(5);
      expect(latest.futureJobMatches.length).toBeGreaterThan(0);
      expect(latest.futureJobMatches[0]!.estimatedSalary).toBeGreaterThan(0);
      seen.push(latest.id);

      // The skills service then stores them and says so (SKILLS_IMPORTED, the assessment's id).
      await pollUntil(() => flow.events.find((e) => e.state === 'SKILLS_IMPORTED' && e.assessmentId === latest.id) ?? null, { timeoutMs: 30_000 });
      const skills = (await gw.graphql<{ mySkills: { skillName: string; source: string }[] }>(MY_SKILLS, {}, token)).data!.mySkills;
      const held = new Set(skills.map((s) => s.skillName.toLowerCase()));
      for (const name of latest.skillsExtracted) expect(held.has(name.toLowerCase())).toBe(true);
      expect(skills.filter((s) => s.source === 'assessment').length).toBeGreaterThanOrEqual(latest.skillsExtracted.length);
    }
    expect(flow.errors).toEqual([]);

    const history = (await gw.graphql<{ assessmentHistory: { scoreChange: number | null; previousAssessmentId: string | null; assessment: { id: string } }[] }>(HISTORY, {}, token)).data!.assessmentHistory;
    expect(history.map((entry) => entry.assessment.id)).toEqual([...seen].reverse());
    expect(history.at(-1)!.scoreChange).toBeNull();
    if (history.length > 1) expect(history[0]!.previousAssessmentId).toBe(seen.at(-2));
  } finally {
    await flow.close();
  }
}

/** A scan fails the analysis live with its reason; there is still no assessment. */
export async function scannedCvFlow(gw: GatewayUnderTest): Promise<void> {
  const { token } = await signUp(gw);
  const flow = new FlowWatcher(gw, token);
  try {
    await flow.started();
    const uploadId = await uploadIdOf(await uploadCv(gw, token, SCAN, 'scan.pdf'));
    const failed = await flow.waitFor(uploadId, 'ANALYSIS_FAILED');
    expect(failed).toMatchObject({ fileName: 'scan.pdf', message: expect.stringMatching(/text/i) });
    expect(flow.of(uploadId).map((e) => e.state)).toEqual(['UPLOAD_STARTED', 'UPLOAD_COMPLETED', 'ANALYSIS_STARTED', 'ANALYSIS_FAILED']);
    // Asked afterwards (a client whose socket missed it), the upload's analysis answers the same step; only to its owner.
    const asked = await gw.graphql<{ cvUploadAnalysis: FlowEvent | null }>(UPLOAD_ANALYSIS, { uploadId }, token);
    expect(asked.data!.cvUploadAnalysis).toMatchObject({ state: 'ANALYSIS_FAILED', uploadId, assessmentId: failed.assessmentId, fileName: 'scan.pdf', message: failed.message });
    const stranger = await signUp(gw);
    expect((await gw.graphql<{ cvUploadAnalysis: FlowEvent | null }>(UPLOAD_ANALYSIS, { uploadId }, stranger.token)).data!.cvUploadAnalysis).toBeNull();
    expect((await gw.graphql<{ latestAssessment: null }>(LATEST, {}, token)).data!.latestAssessment).toBeNull();

    // A refused upload fails live with the spec's message.
    expect((await uploadCv(gw, token, SCAN, 'photo.png')).status).toBe(400);
    const refused = await pollUntil(() => flow.events.find((e) => e.state === 'UPLOAD_FAILED') ?? null, { timeoutMs: 10_000 });
    expect(refused).toMatchObject({ uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/), fileName: 'photo.png', message: 'Only PDF, DOC, DOCX, and TXT files are allowed' });
    expect(flow.of(refused.uploadId!).map((e) => e.state)).toEqual(['UPLOAD_STARTED', 'UPLOAD_FAILED']);
  } finally {
    await flow.close();
  }
}

/**
 * Two uploads in a row (same file name): each is followed by its own id. The second replaces the first CV, so the
 * first one's analysis may complete or fail (its file can be gone before it is read); either way every step of
 * each upload carries that upload's id, and the second completes with an assessment of its own.
 */
export async function twoUploadsFlow(gw: GatewayUnderTest): Promise<void> {
  const { token } = await signUp(gw);
  const flow = new FlowWatcher(gw, token);
  try {
    await flow.started();
    const first = await uploadIdOf(await uploadCv(gw, token, join(CVS, '02-solar-pv-installer.txt'), 'cv.txt'));
    const second = await uploadIdOf(await uploadCv(gw, token, join(CVS, '10-energy-auditor.txt'), 'cv.txt'));
    expect(first).not.toBe(second);
    const done = await flow.waitFor(second, 'ANALYSIS_COMPLETED');
    const firstEnd = await pollUntil(() => flow.of(first).find((e) => e.state === 'ANALYSIS_COMPLETED' || e.state === 'ANALYSIS_FAILED') ?? null, { timeoutMs: 30_000 });
    expect(firstEnd.assessmentId).not.toBe(done.assessmentId);
    for (const uploadId of [first, second]) {
      expect(flow.of(uploadId).map((e) => e.state).slice(0, 3)).toEqual(['UPLOAD_STARTED', 'UPLOAD_COMPLETED', 'ANALYSIS_STARTED']);
      const started = flow.of(uploadId).find((e) => e.state === 'ANALYSIS_STARTED')!;
      expect(flow.of(uploadId).filter((e) => e.state.startsWith('ANALYSIS_')).every((e) => e.assessmentId === started.assessmentId)).toBe(true);
    }
    // Every step of the two uploads is one of theirs: none is left without an id.
    expect(flow.events.filter((e) => e.state !== 'SKILLS_IMPORTED').every((e) => e.uploadId === first || e.uploadId === second)).toBe(true);
    expect(flow.errors).toEqual([]);
  } finally {
    await flow.close();
  }
}

/** run-assessment on pasted text; the CV flow of one user never reaches another. */
export async function runAssessmentFlow(gw: GatewayUnderTest): Promise<void> {
  const alice = await signUp(gw);
  const bob = await signUp(gw);
  const bobsFlow = new FlowWatcher(gw, bob.token);
  try {
    await bobsFlow.started();
    const run = await gw.graphql<{ runAssessment: Assessment }>(
      `mutation R($cvText: String!) { runAssessment(cvText: $cvText) { ${ASSESSMENT_FIELDS} } }`,
      { cvText: 'Wind turbine technician\n\nSkills\nmaintain wind turbines, hydraulics, provide first aid, electricity' },
      alice.token,
    );
    expect(run.errors).toBeUndefined();
    expect(run.data!.runAssessment).toMatchObject({ status: 'completed', assessmentType: 'manual', input: { origin: 'cv_text' } });
    const empty = await gw.graphql('mutation { runAssessment(cvText: "  ") { id } }', {}, alice.token);
    expect(empty.errors?.[0]).toMatchObject({ message: 'Failed to analyze CV' });
    const noLinkedin = await gw.graphql('mutation { extractLinkedinSkills { id } }', {}, alice.token);
    expect(noLinkedin.errors?.[0]).toMatchObject({ message: 'Failed to analyze CV' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobsFlow.events).toEqual([]);
  } finally {
    await bobsFlow.close();
  }
}

/** Without an access token in connection_init the socket, and so the subscription, is refused. */
export async function anonymousSubscriptionFlow(gw: GatewayUnderTest): Promise<void> {
  const flow = new FlowWatcher(gw, null);
  try {
    await pollUntil(() => flow.errors.length > 0 || null, { timeoutMs: 10_000 });
    // The socket is refused at connection_init (the engine answers connection_error, which the client reports).
    expect(String(flow.errors[0])).toMatch(/connection_error/);
    expect(flow.events).toEqual([]);
  } finally {
    await flow.close();
  }
}
