import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { unzipSync, strFromU8 } from 'fflate';
import { makeUser, pollUntil, type graphqlClient, type TestUser } from '@ecp/testing';
import { SIGN_IN, SIGN_UP } from './skeleton.operations.js';

const fixtures = join(import.meta.dirname, '../../../libs/cv-files/test/fixtures');

/** What the privacy journey needs of a running app, in either mode. */
export interface PrivacyTarget {
  url: string;
  graphql: ReturnType<typeof graphqlClient>;
  /** Every row, of every table in every service's schema, whose text holds `needle` (any case): `schema.table` and the row as text. */
  rowsNaming(needle: string): Promise<{ table: string; row: string }[]>;
  /** The keys the CV bucket holds under the user's folder. */
  storedCvKeys(userId: string): Promise<string[]>;
  /** The messages the bus still stores (JetStream's events and dead letters), or null for a bus that keeps none to read. */
  busMessages(): Promise<{ subject: string; body: string }[] | null>;
  /** Publishes another `user.deleted` for the user (a partner's replay, an operator's retry). */
  publishUserDeleted(userId: string): Promise<void>;
}

interface Account extends TestUser {
  id: string;
  token: string;
}

const ERASED_BY_EVERY_SERVICE = ['assessment', 'gamification', 'identity', 'partners', 'profile', 'skills', 'training'];
// What may still name a deleted account by its bare id: the erasure register, each service's mark that it erased the
// person (its inbox, so that later events about them change nothing) and the id-only events about the deletion.
const ERASED_MARK = (entry: { table: string; row: string }) => entry.table.endsWith('.inbox') && /,erased-user,/.test(entry.row);
const ALLOWED_ID_ROWS = (entry: { table: string; row: string }) =>
  entry.table === 'identity.account_erasures' || ERASED_MARK(entry) || (entry.table.endsWith('.outbox') && /,(user\.deleted|user\.erased|sessions\.revoked),/.test(entry.row));

async function signUp(target: PrivacyTarget, user = makeUser()): Promise<Account> {
  const result = await target.graphql<{ signUp: { accessToken: string; user: { id: string } } }>(SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' } });
  expect(result.errors).toBeUndefined();
  const account = { ...user, id: result.data!.signUp.user.id, token: result.data!.signUp.accessToken };
  await pollUntil(async () => (await target.graphql<{ myProfile: { fullName: string | null } }>('{ myProfile { fullName } }', {}, account.token)).data?.myProfile.fullName, { timeoutMs: 120_000 });
  return account;
}

async function upload(target: PrivacyTarget, token: string, name: string): Promise<{ cvFilePath: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await readFile(join(fixtures, name)))]), name);
  const res = await fetch(`${target.url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { cvFilePath: string };
}

/** A person with data in every service: profile, two CVs (one replaced), analysed skills, a manual skill, an enrolment, badges and activity. */
async function fillEveryService(target: PrivacyTarget, account: Account): Promise<void> {
  const { graphql } = target;
  const updated = await graphql('mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: { location: 'Aberdeen', professionalHeadline: 'Wind turbine technician', onboardingCompleted: true } }, account.token);
  expect(updated.errors).toBeUndefined();
  await upload(target, account.token, 'cv.txt');
  await upload(target, account.token, 'cv.pdf');
  // Both CVs' analyses, not only the first to finish: the export below reads each one's text length and skills (the
  // latest completed one alone let the export catch the other still running, under load).
  await pollUntil(async () => ((await graphql<{ assessmentHistory: unknown[] }>('{ assessmentHistory { assessment { id } } }', {}, account.token)).data?.assessmentHistory.length ?? 0) >= 2, { timeoutMs: 120_000 });
  const added = await graphql('mutation A($input: AddSkillInput!) { addSkill(input: $input) { id } }', { input: { skillName: 'Offshore survival training' } }, account.token);
  expect(added.errors).toBeUndefined();
  const programs = await graphql<{ trainingPrograms: { id: string }[] }>('{ trainingPrograms { id } }', {}, account.token);
  const enrolled = await graphql('mutation E($input: EnrollInput!) { enroll(input: $input) { id } }', { input: { programId: programs.data!.trainingPrograms[0]!.id } }, account.token);
  expect(enrolled.errors).toBeUndefined();
  await pollUntil(async () => {
    const { data } = await graphql<{ myBadges: { earnedDate: string | null }[]; myActivities: { total: number } }>('{ myBadges { earnedDate } myActivities { total } }', {}, account.token);
    return (data?.myBadges.filter((b) => b.earnedDate).length ?? 0) >= 1 && (data?.myActivities.total ?? 0) >= 1;
  }, { timeoutMs: 120_000 });
}

/**
 * The whole privacy journey through the gateway: export (ZIP with a JSON document per service and the CV files, by a
 * signed link only for that person), then deletion (password re-checked) after which nothing of the person remains
 * in any table of any service, in the CV bucket or on the bus, and a second `user.deleted` changes nothing.
 */
export async function privacyJourney(target: PrivacyTarget, mode: string): Promise<void> {
  const { graphql } = target;
  const alice = await signUp(target, makeUser({ fullName: `Alice Privacy ${randomUUID().slice(0, 8)}` }));
  const bob = await signUp(target);
  await fillEveryService(target, alice);
  await upload(target, bob.token, 'cv.docx');

  // Export: a link that works for Alice's data only, then a ZIP with one document per service and her CV files.
  expect((await graphql('mutation { requestDataExport { url } }')).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  // The link opens only with the cookie the answer set (the browser that asked for it).
  const requestExport = async (account: Account) => {
    const res = await fetch(`${target.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ query: 'mutation { requestDataExport { url expiresAt } }' }),
    });
    const body = (await res.json()) as { data?: { requestDataExport: { url: string; expiresAt: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('ecp_export='));
    expect(cookie).toBeDefined();
    return { ...body.data!.requestDataExport, cookie: cookie! };
  };
  const { url, expiresAt, cookie } = await requestExport(alice);
  expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
  const forged = url.replace(alice.id, bob.id);
  expect((await fetch(`${target.url}${forged}`, { headers: { cookie } })).status).toBe(401);
  expect((await fetch(`${target.url}${url}`)).status).toBe(401);
  const bobs = await requestExport(bob);
  expect((await fetch(`${target.url}${url}`, { headers: { cookie: bobs.cookie, authorization: `Bearer ${bob.token}` } })).status).toBe(401);
  const download = await fetch(`${target.url}${url}`, { headers: { cookie } });
  expect(download.status).toBe(200);
  // A link ends with the session that asked for it: Bob's, after he signs out everywhere, opens nothing in his browser.
  expect((await graphql('mutation { signOut(scope: global) }', {}, bob.token)).errors).toBeUndefined();
  const afterSignOut = await fetch(`${target.url}${bobs.url}`, { headers: { cookie: bobs.cookie } });
  expect(afterSignOut.status).toBe(401);
  expect(await afterSignOut.text()).toContain('This download link has expired. Please request your data again.');
  expect(download.headers.get('content-type')).toContain('application/zip');
  const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
  const names = Object.keys(zip).sort();
  for (const service of ERASED_BY_EVERY_SERVICE) expect(names).toContain(`${service}.json`);
  const doc = (service: string) => JSON.parse(strFromU8(zip[`${service}.json`]!)) as { userId: string; data: Record<string, Record<string, unknown>[]> };
  const everything = names.filter((name) => name.endsWith('.json')).map((name) => strFromU8(zip[name]!)).join('\n');
  expect(doc('identity').data.users).toEqual([expect.objectContaining({ id: alice.id, email: alice.email, fullName: alice.fullName })]);
  expect(everything).not.toMatch(/passwordHash|totpSecret|\$argon2/);
  expect(everything).not.toContain(bob.id);
  expect(doc('profile').data.profiles).toEqual([expect.objectContaining({ location: 'Aberdeen', professionalHeadline: 'Wind turbine technician' })]);
  expect(doc('skills').data.user_skills!.map((s) => s.skillName)).toContain('Offshore survival training');
  expect(doc('training').data.user_enrollments).toHaveLength(1);
  expect(doc('gamification').data.user_badges!.length).toBeGreaterThanOrEqual(1);
  expect(doc('gamification').data.user_activities!.length).toBeGreaterThanOrEqual(1);
  // The stored CV files, byte for byte: the current one (cv.pdf) and the one it replaced (cv.txt, kept for the retention period).
  const files = names.filter((name) => name.startsWith('files/'));
  expect(files).toHaveLength(2);
  const uploaded = { 'cv.txt': await readFile(join(fixtures, 'cv.txt')), 'cv.pdf': await readFile(join(fixtures, 'cv.pdf')) };
  for (const [fileName, bytes] of Object.entries(uploaded)) {
    expect(files.filter((name) => name.endsWith(`_${fileName}`) && Buffer.from(zip[name]!).equals(bytes))).toHaveLength(1);
  }
  // Each assessment with its inputs: the stored CV it was run on (one of the exported files, by the profile's record of it),
  // its origin, name and text length, the analyzers, and the CV line that evidences each skill.
  const profileDoc = doc('profile').data as { profiles: { cvFilePath: string | null; cvFileName: string | null }[]; replaced_cv_files: { path: string; fileName: string }[] };
  const storedCvs = new Map<string, string>([
    ...profileDoc.profiles.filter((p) => p.cvFilePath).map((p) => [p.cvFilePath!, p.cvFileName!] as [string, string]),
    ...profileDoc.replaced_cv_files.map((r) => [r.path, r.fileName] as [string, string]),
  ]);
  expect([...storedCvs.values()].sort()).toEqual(['cv.pdf', 'cv.txt']);
  type ExportedAssessment = {
    userId: string; cvPath: string | null; skillsExtracted: string[]; skillDetails: { name: string; evidence: string }[];
    input: { origin: string; fileName: string | null; textLength: number; analyzers: string[] };
  };
  const assessments = doc('assessment').data.cv_assessments as unknown as ExportedAssessment[];
  expect(assessments.map((a) => a.input.fileName).sort()).toEqual(['cv.pdf', 'cv.txt']);
  const cvText = uploaded['cv.txt'].toString('utf8').replace(/\s+/g, ' ');
  for (const assessment of assessments) {
    expect(assessment.userId).toBe(alice.id);
    expect(assessment.input).toMatchObject({ origin: 'cv_upload', fileName: expect.stringMatching(/^cv\.(txt|pdf)$/), analyzers: expect.arrayContaining(['built-in']) });
    expect(assessment.input.textLength).toBeGreaterThan(100);
    expect(storedCvs.get(assessment.cvPath!)).toBe(assessment.input.fileName);
    expect(assessment.skillsExtracted.length).toBeGreaterThan(0);
    expect(assessment.skillDetails.map((s) => s.name)).toEqual(assessment.skillsExtracted);
    if (assessment.input.fileName === 'cv.txt') {
      expect(assessment.input.textLength).toBeLessThanOrEqual(uploaded['cv.txt'].length);
      for (const skill of assessment.skillDetails) expect(cvText).toContain(skill.evidence.replace(/\s+/g, ' '));
    }
  }

  // Deletion: a wrong password changes nothing; the right one ends every session at once.
  const wrong = await graphql('mutation D($password: String) { deleteAccount(password: $password) }', { password: 'not-my-password' }, alice.token);
  // FORBIDDEN (403): the session is fine, so a client does not renew it and resend the wrong password.
  expect(wrong.errors?.[0]).toMatchObject({ message: 'Incorrect password or verification code', extensions: { code: 'FORBIDDEN' } });
  expect((await graphql('{ myProfile { id } }', {}, alice.token)).errors).toBeUndefined();
  const deleted = await graphql<{ deleteAccount: boolean }>('mutation D($password: String) { deleteAccount(password: $password) }', { password: alice.password }, alice.token);
  expect(deleted.errors).toBeUndefined();
  expect(deleted.data!.deleteAccount).toBe(true);
  expect((await graphql('{ myProfile { id } }', {}, alice.token)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  expect((await fetch(`${target.url}${url}`, { headers: { cookie } })).status).toBeGreaterThanOrEqual(400);

  // Every service confirms; then nothing of Alice is left anywhere.
  const confirmed = async () => (await target.rowsNaming(alice.id)).filter((entry) => entry.table === 'identity.account_erasures').map((entry) => entry.row);
  await pollUntil(async () => (await confirmed()).length === ERASED_BY_EVERY_SERVICE.length, { timeoutMs: 120_000 });
  const assertNothingLeft = async () => {
    expect((await target.rowsNaming(alice.email)).filter((entry) => entry.table !== 'identity.login_failures')).toEqual([]);
    expect(await target.rowsNaming(alice.fullName)).toEqual([]);
    expect((await target.rowsNaming(alice.id)).filter((entry) => !ALLOWED_ID_ROWS(entry))).toEqual([]);
    // Every service that erased the person keeps the mark (the identity service has its register instead).
    expect((await target.rowsNaming(alice.id)).filter(ERASED_MARK).map((entry) => entry.table.split('.')[0]).sort()).toEqual(ERASED_BY_EVERY_SERVICE.filter((service) => service !== 'identity'));
    expect(await target.storedCvKeys(alice.id)).toEqual([]);
    const messages = await target.busMessages();
    if (messages) {
      expect(messages.filter((m) => m.body.includes(alice.email) || m.body.includes(alice.fullName))).toEqual([]);
      expect(messages.filter((m) => m.body.includes(alice.id) && !/\.(user\.deleted|user\.erased)$/.test(m.subject)).map((m) => m.subject)).toEqual([]);
    }
  };
  await assertNothingLeft();
  // Sign-in is refused. (The refusal is counted by the email it was tried with, as for any address: that row is the
  // throttle's, made after the deletion, and goes with its window.)
  const signIn = await graphql(SIGN_IN, { input: { email: alice.email, password: alice.password } });
  expect(signIn.errors?.[0]).toMatchObject({ message: 'Invalid email or password' });
  const idRows = await target.rowsNaming(alice.id);
  console.log(`privacy (${mode}): erased by ${(await confirmed()).length} services; rows still naming the id: ${idRows.length} (erasure register, erased marks and id-only deletion events), by email or name: 0`);

  // A second user.deleted (a replay) is harmless: nothing comes back, nothing else goes, the register stays one line a service.
  await target.publishUserDeleted(alice.id);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await assertNothingLeft();
  expect(await confirmed()).toHaveLength(ERASED_BY_EVERY_SERVICE.length);
  expect((await graphql(SIGN_IN, { input: { email: alice.email, password: alice.password } })).errors?.[0]).toMatchObject({ message: 'Invalid email or password' });

  // Bob's data is all there.
  expect((await target.rowsNaming(bob.email)).length).toBeGreaterThan(0);
  expect(await target.storedCvKeys(bob.id)).toHaveLength(1);
  const bobSignIn = await graphql<{ signIn: { accessToken: string } }>(SIGN_IN, { input: { email: bob.email, password: bob.password } });
  expect(bobSignIn.errors).toBeUndefined();
}
