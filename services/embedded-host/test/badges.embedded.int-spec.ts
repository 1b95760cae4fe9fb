import 'reflect-metadata';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { makeUser, pollUntil, useApp, type AppHarness } from '@ecp/testing';
import { embeddedAppWithSandbox } from './embedded-app.js';
import { LiveSubscription } from './live-subscription.js';

const CVS = join(import.meta.dirname, '../../assessment/test/cvs');
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { accessToken user { id } } }`;
const ADD_SKILL = `mutation Add($input: AddSkillInput!) { addSkill(input: $input) { id } }`;
const MY_SKILLS = `query { mySkills { id skillName } }`;
const CAREER_PATHS = `query { careerPaths { id } }`;
const TOGGLE = `mutation T($id: ID!) { toggleCareerInterest(careerPathId: $id, interested: false) { interestCount } }`;
const PROGRAMS = `query { trainingPrograms { id externalId } }`;
const ENROLL = `mutation Enroll($input: EnrollInput!) { enroll(input: $input) { id metadata { enrollmentUrl } } }`;
const SYNC_MINE = `mutation { syncMyEnrollments { failed enrollments { status certificateUrl } } }`;
const UPDATE_PROFILE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { profileCompleteness } }`;
const MY_BADGES = `query { myBadges { badgeType name earnedDate } }`;
const DASHBOARD = `query { dashboard {
  stats { activeEnrollments completedCourses totalSkills careerInterests certificatesEarned profileCompleteness }
  continueLearning { id status progressPercentage program { title } }
  recentActivities { id activityType description createdAt } } }`;
const ACTIVITIES = `query A($limit: Int, $offset: Int) { myActivities(limit: $limit, offset: $offset) { total activities { id activityType description createdAt } } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }`;
const SIGN_OUT = `mutation { signOut(scope: global) }`;
const PROGRESS = `subscription { progressEvents { kind badgeType badgeName activityType description occurredAt } }`;

interface ProgressEvent { kind: string; badgeType: string | null; badgeName: string | null; activityType: string | null; description: string | null }
interface Dashboard {
  stats: Record<string, number>;
  continueLearning: { id: string; status: string }[];
  recentActivities: { id: string; activityType: string; description: string; createdAt: string }[];
}

/** The live progressEvents subscription. */
class ProgressWatcher extends LiveSubscription<ProgressEvent> {
  constructor(url: string, token: string) {
    super(url, token, PROGRESS, 'progressEvents');
  }

  badges(): string[] {
    return this.events.filter((e) => e.kind === 'BADGE_AWARDED').map((e) => e.badgeType!);
  }
}

async function ok<T>(app: AppHarness, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result = await app.graphql<T>(query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** Badges, the activity feed, the dashboard and the live progress events through GraphQL in embedded mode. */
describe('badges and dashboard (embedded mode)', () => {
  const app = useApp(embeddedAppWithSandbox());

  it('earns eight badges along the journey, each pushed live once, and the dashboard and feed show it', async () => {
    const user = makeUser();
    const { signUp } = await ok<{ signUp: { accessToken: string } }>(app, SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' } }, '');
    const token = signUp.accessToken;
    const live = new ProgressWatcher(app.url, token);
    try {
      await live.started();
      await pollUntil(async () => (await ok<{ myBadges: { earnedDate: string | null }[] }>(app, MY_BADGES, {}, token)).myBadges.some((b) => b.earnedDate), { timeoutMs: 10_000 });

      // A CV (Profile Ready), then skills to 10 (Skill Collector).
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await (await import('node:fs/promises')).readFile(join(CVS, '02-solar-pv-installer.txt')))]), 'cv.txt');
      const upload = await fetch(`${app.url}/api/profile/cv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      expect(upload.status).toBe(200);
      await pollUntil(() => live.badges().includes('cv_uploaded'), { timeoutMs: 15_000, description: 'Profile Ready live' });
      await pollUntil(() => live.events.some((e) => e.activityType === 'assessment_completed'), { timeoutMs: 30_000, description: 'the assessment' });
      await ok(app, ADD_SKILL, { input: { skillName: 'Battery storage commissioning' } }, token);
      let skills = (await ok<{ mySkills: unknown[] }>(app, MY_SKILLS, {}, token)).mySkills.length;
      for (let i = 0; skills < 10; i += 1) {
        const added = await app.graphql(ADD_SKILL, { input: { skillName: `Grid skill ${i}` } }, token);
        if (!added.errors) skills += 1;
      }

      // Five career paths (Path Finder).
      const { careerPaths } = await ok<{ careerPaths: { id: string }[] }>(app, CAREER_PATHS, {}, token);
      for (const path of careerPaths.slice(0, 5)) await ok(app, TOGGLE, { id: path.id }, token);

      // Enrol (Learning Journey Begins), finish the course at the sandbox provider, sync (Graduate, Certified).
      const { trainingPrograms } = await ok<{ trainingPrograms: { id: string; externalId: string }[] }>(app, PROGRAMS, {}, token);
      const { enroll } = await ok<{ enroll: { metadata: { enrollmentUrl: string } } }>(app, ENROLL, { input: { programId: trainingPrograms.find((p) => p.externalId === 'EPS-AGILE')!.id } }, token);
      const course = new URL(enroll.metadata.enrollmentUrl);
      for (const order of [1, 2, 3]) await fetch(`${course.origin}${course.pathname}/modules/${order}${course.search}`, { method: 'POST', redirect: 'manual' });
      const synced = await ok<{ syncMyEnrollments: { enrollments: { status: string; certificateUrl: string | null }[] } }>(app, SYNC_MINE, {}, token);
      expect(synced.syncMyEnrollments.enrollments[0]).toMatchObject({ status: 'completed', certificateUrl: expect.any(String) });

      // The rest of the profile (All Set).
      const { updateProfile } = await ok<{ updateProfile: { profileCompleteness: number } }>(app, UPDATE_PROFILE, {
        input: { professionalHeadline: 'Solar PV installer', location: 'Leeds', yearsOfExperience: 6, linkedinUrl: 'https://www.linkedin.com/in/ada-grid' },
      }, token);
      expect(updateProfile.profileCompleteness).toBe(100);

      // first_login came with the sign-up, before the subscription started.
      const live7 = ['cv_uploaded', 'first_enrollment', 'skill_collector', 'course_completer', 'career_explorer', 'certificate_earner', 'profile_complete'];
      await pollUntil(() => live7.every((type) => live.badges().includes(type)), { timeoutMs: 20_000, description: `seven badges live, saw ${live.badges().join(', ')}` });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([...live.badges()].sort()).toEqual([...live7].sort()); // each once, and no streak in one day
      const eight = ['first_login', ...live7];
      expect(live.events.find((e) => e.badgeType === 'skill_collector')).toMatchObject({ badgeName: 'Skill Collector' });
      const { myBadges } = await ok<{ myBadges: { badgeType: string; earnedDate: string | null }[] }>(app, MY_BADGES, {}, token);
      expect(myBadges.filter((b) => b.earnedDate).map((b) => b.badgeType).sort()).toEqual([...eight].sort());

      const mine = (await ok<{ mySkills: unknown[] }>(app, MY_SKILLS, {}, token)).mySkills.length;
      const { dashboard } = await ok<{ dashboard: Dashboard }>(app, DASHBOARD, {}, token);
      expect(dashboard.stats).toEqual({ activeEnrollments: 0, completedCourses: 1, totalSkills: mine, careerInterests: 5, certificatesEarned: 1, profileCompleteness: 100 });
      expect(dashboard.continueLearning).toEqual([]);
      expect(dashboard.recentActivities).toHaveLength(5);
      const { myActivities } = await ok<{ myActivities: { total: number; activities: Dashboard['recentActivities'] } }>(app, ACTIVITIES, { limit: 50 }, token);
      expect(myActivities.activities.slice(0, 5).map((a) => a.id)).toEqual(dashboard.recentActivities.map((a) => a.id));
      expect(myActivities.activities.map((a) => a.createdAt)).toEqual([...myActivities.activities.map((a) => a.createdAt)].sort().reverse());
      expect(myActivities.activities.map((a) => a.activityType)).toEqual(expect.arrayContaining([
        'account_created', 'cv_uploaded', 'assessment_completed', 'skill_added', 'career_interest_added', 'course_enrolled', 'course_completed', 'certificate_earned', 'profile_updated', 'badge_earned',
      ]));
      // Live too: everything after the subscription started (sign-up's account, Welcome! and profile came before it).
      expect(live.events.filter((e) => e.kind === 'ACTIVITY_LOGGED').map((e) => e.activityType)).toEqual(expect.arrayContaining(['cv_uploaded', 'course_completed', 'certificate_earned', 'badge_earned']));
      process.stdout.write(`[badges embedded] badges live ${live.badges().length}, activities ${myActivities.total} (live ${live.events.length - live.badges().length}), skills ${mine}\n`);

      // Another user sees only their own.
      const other = await ok<{ signUp: { accessToken: string } }>(app, SIGN_UP, { input: { ...makeUser(), role: 'beneficiary', beneficiaryType: 'grad' } }, '');
      const theirs = await ok<{ dashboard: Dashboard }>(app, DASHBOARD, {}, other.signUp.accessToken);
      expect(theirs.dashboard.stats).toMatchObject({ completedCourses: 0, careerInterests: 0, certificatesEarned: 0 });
      await pollUntil(async () => (await ok<{ myActivities: { total: number } }>(app, ACTIVITIES, {}, other.signUp.accessToken)).myActivities.total >= 2, { timeoutMs: 10_000 });
      expect(live.events.filter((e) => e.activityType === 'account_created')).toHaveLength(0); // theirs is not pushed to us
    } finally {
      await live.close();
    }
  });

  it('ends a live subscription when its session ends: nothing after a sign-out reaches it', async () => {
    const user = makeUser();
    const { signUp } = await ok<{ signUp: { accessToken: string } }>(app, SIGN_UP, { input: { ...user, role: 'beneficiary', beneficiaryType: 'professional' } }, '');
    const before = new ProgressWatcher(app.url, signUp.accessToken);
    try {
      await before.started();
      await ok(app, ADD_SKILL, { input: { skillName: 'Substation commissioning' } }, signUp.accessToken);
      await pollUntil(() => before.events.some((e) => e.activityType === 'skill_added'), { timeoutMs: 10_000, description: 'skill_added live' });
      await ok(app, SIGN_OUT, {}, signUp.accessToken);
      await pollUntil(() => before.completed, { timeoutMs: 5_000, description: 'the subscription ended with the session' });
      // Subscribing again with that token is refused as unauthenticated, the code the SPA renews its session on.
      const stale = new ProgressWatcher(app.url, signUp.accessToken);
      try {
        await expect(stale.started()).rejects.toThrow(/UNAUTHENTICATED/);
      } finally {
        await stale.close();
      }

      const { signIn } = await ok<{ signIn: { accessToken: string } }>(app, SIGN_IN, { input: { email: user.email, password: user.password } }, '');
      const after = new ProgressWatcher(app.url, signIn.accessToken);
      try {
        await after.started();
        const seen = before.events.length;
        await ok(app, ADD_SKILL, { input: { skillName: 'Protection relay testing' } }, signIn.accessToken);
        await pollUntil(() => after.events.some((e) => e.activityType === 'skill_added'), { timeoutMs: 10_000, description: 'the new session live' });
        expect(before.events).toHaveLength(seen);
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
    }
  });

  it('needs a session for the dashboard and the feed', async () => {
    const result = await app.graphql(DASHBOARD, {});
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
