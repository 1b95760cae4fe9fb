import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { makeUser, useApp } from '@ecp/testing';
import { embeddedAppWithSandbox } from './embedded-app.js';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }`;
const PROGRAMS = `query { trainingPrograms { id title externalId matchPercentage recommended enrolled currency provider { name } } }`;
const ENROLL = `mutation Enroll($input: EnrollInput!) { enroll(input: $input) { id status progressPercentage metadata { enrollmentUrl registrationPending } program { title provider { name } duration } } }`;
const MY_ENROLLMENTS = `query { myEnrollments { id status progressPercentage startDate completionDate finalScore certificateUrl metadata { enrollmentUrl } } }`;
const SYNC = `mutation Sync($id: ID!) { syncEnrollment(enrollmentId: $id) { id status } }`;
const SYNC_MINE = `mutation { syncMyEnrollments { failed enrollments { id status progressPercentage finalScore certificateUrl } } }`;

/** Training through GraphQL in embedded mode, against the sandbox learning provider over HTTP. */
describe('training GraphQL (embedded mode)', () => {
  const app = useApp(embeddedAppWithSandbox());

  const signUp = async () => {
    const result = await app.graphql<{ signUp: { accessToken: string } }>(SIGN_UP, { input: { ...makeUser(), role: 'beneficiary', beneficiaryType: 'professional' } });
    expect(result.errors).toBeUndefined();
    return result.data!.signUp.accessToken;
  };

  it('lists programs, enrols, follows the course and sees it completed with a score and certificate after sync', async () => {
    const token = await signUp();
    const programs = await app.graphql<{ trainingPrograms: { id: string; externalId: string; enrolled: boolean; matchPercentage: number; recommended: boolean; currency: string }[] }>(PROGRAMS, {}, token);
    expect(programs.errors).toBeUndefined();
    expect(programs.data!.trainingPrograms.length).toBeGreaterThanOrEqual(24);
    const program = programs.data!.trainingPrograms.find((p) => p.externalId === 'EPS-AGILE')!;
    expect(program).toMatchObject({ enrolled: false, matchPercentage: 0, recommended: true, currency: 'USD' });

    const enrolled = await app.graphql<{ enroll: { id: string; status: string; metadata: { enrollmentUrl: string } } }>(ENROLL, { input: { programId: program.id } }, token);
    expect(enrolled.errors).toBeUndefined();
    expect(enrolled.data!.enroll).toMatchObject({ status: 'enrolled', progressPercentage: 0, program: { title: 'Agile Delivery for Energy Digital Teams', provider: { name: 'Energy Project School' }, duration: '2 weeks' } });
    const again = await app.graphql(ENROLL, { input: { programId: program.id } }, token);
    expect(again.errors?.[0]).toMatchObject({ message: 'Failed to enroll in training program', extensions: { code: 'CONFLICT' } });

    const course = new URL(enrolled.data!.enroll.metadata.enrollmentUrl);
    for (const order of [1, 2, 3]) {
      await fetch(`${course.origin}${course.pathname}/modules/${order}${course.search}`, { method: 'POST', redirect: 'manual' });
    }
    const synced = await app.graphql<{ syncMyEnrollments: { failed: number; enrollments: { status: string; progressPercentage: number; finalScore: number; certificateUrl: string }[] } }>(SYNC_MINE, {}, token);
    expect(synced.errors).toBeUndefined();
    expect(synced.data!.syncMyEnrollments.failed).toBe(0);
    expect(synced.data!.syncMyEnrollments.enrollments[0]).toMatchObject({ status: 'completed', progressPercentage: 100 });
    expect(synced.data!.syncMyEnrollments.enrollments[0]!.finalScore).toBeGreaterThanOrEqual(70);
    expect(synced.data!.syncMyEnrollments.enrollments[0]!.certificateUrl).toMatch(/\/certificates\/SBX-/);

    const mine = await app.graphql<{ myEnrollments: { status: string; completionDate: string | null }[] }>(MY_ENROLLMENTS, {}, token);
    expect(mine.data!.myEnrollments).toHaveLength(1);
    expect(mine.data!.myEnrollments[0]!.completionDate).not.toBeNull();
  });

  it("never shows or changes another user's enrollment, and requires a session", async () => {
    const owner = await signUp();
    const other = await signUp();
    const programs = await app.graphql<{ trainingPrograms: { id: string }[] }>(PROGRAMS, {}, owner);
    const enrolled = await app.graphql<{ enroll: { id: string } }>(ENROLL, { input: { programId: programs.data!.trainingPrograms[0]!.id } }, owner);
    const id = enrolled.data!.enroll.id;

    const sync = await app.graphql(SYNC, { id }, other);
    expect(sync.errors?.[0]).toMatchObject({ message: 'Failed to sync enrollment status', extensions: { code: 'NOT_FOUND' } });
    const cancel = await app.graphql(`mutation C($id: ID!) { cancelEnrollment(enrollmentId: $id) { id } }`, { id }, other);
    expect(cancel.errors?.[0]).toMatchObject({ message: 'Failed to cancel enrollment' });
    const progress = await app.graphql(`mutation P($id: ID!) { updateEnrollmentProgress(enrollmentId: $id, progressPercentage: 50) { id } }`, { id }, other);
    expect(progress.errors?.[0]).toMatchObject({ message: 'Failed to update progress' });
    expect((await app.graphql<{ myEnrollments: unknown[] }>(MY_ENROLLMENTS, {}, other)).data!.myEnrollments).toEqual([]);

    const anonymous = await app.graphql(PROGRAMS);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
