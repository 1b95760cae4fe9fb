import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { chooseCv, cvPath, toast } from './support/cv.ts';
import { signedInPage } from './support/session.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const SCREENSHOT_DIR = new URL('./screenshots/', import.meta.url).pathname;

let browser: Browser;

async function graphql<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await fetch(new URL('/graphql', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

/** The value a stat card shows (its label is on the figure). */
const stat = (page: Page, label: string, value: number | string) => page.getByLabel(`${label}: ${value}`).waitFor({ timeout: 15_000 });

/** Goes to a page of the signed-in layout through the sidebar: the SPA stays loaded (no reload). */
async function navigate(page: Page, item: string, heading: string) {
  await page.getByRole('link', { name: item, exact: true }).first().click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('badges: earned along the journey, each toast live, dashboard and achievements without a reload', () => {
  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('Welcome!, Profile Ready, Skill Collector, Path Finder, Learning Journey Begins, Graduate, Certified, All Set', async () => {
    const signed = await signedInPage(browser, '/dashboard', { viewport: { width: 1280, height: 900 } });
    const { page } = signed;
    await page.getByRole('heading', { name: 'Welcome back!', level: 1 }).waitFor();
    // Welcome! was earned at sign-up, a moment before this page subscribed: its toast still shows, once.
    await toast(page, 'Badge earned: Welcome!', 'Created your account');
    await stat(page, 'Active Courses', 0);
    await page.getByText('No courses in progress.').waitFor();
    await page.getByText('Complete Your Profile').waitFor();
    for (const [name, href] of [['Upload CV', '/profile'], ['Browse Training', '/explore'], ['Explore Careers', '/careers']]) {
      assert.equal(await page.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'), href);
    }

    // Profile Ready: a CV through the profile page's upload, the toast live.
    await navigate(page, 'Profile', 'Profile');
    await chooseCv(page, cvPath('02-solar-pv-installer.txt'));
    await toast(page, 'Badge earned: Profile Ready', 'Uploaded your CV');

    // The rest through the API while the dashboard stays open: each badge's toast arrives live, the cards follow.
    await navigate(page, 'Dashboard', 'Welcome back!');
    const token = await signed.accessToken();
    // Profile Ready comes with the upload; the CV's analysis adds its skills (source assessment) a moment later. Wait
    // for them: landing after the count below, they would move the Skills card past the figure it is checked for.
    const skillSources = async () => (await graphql<{ mySkills: { source: string }[] }>('query { mySkills { source } }', {}, token)).mySkills;
    const analysedBy = Date.now() + 30_000;
    let mySkills = await skillSources();
    while (!mySkills.some((skill) => skill.source === 'assessment')) {
      assert.ok(Date.now() < analysedBy, "the CV's analysis added no skills in 30 s");
      await page.waitForTimeout(250);
      mySkills = await skillSources();
    }
    for (let i = mySkills.length; i < 10; i += 1) await graphql('mutation A($input: AddSkillInput!) { addSkill(input: $input) { id } }', { input: { skillName: `Grid skill ${i}` } }, token);
    await toast(page, 'Badge earned: Skill Collector', 'Extracted 10+ skills');
    const skills = (await graphql<{ mySkills: unknown[] }>('query { mySkills { id } }', {}, token)).mySkills.length;
    await stat(page, 'Skills', skills);

    const { careerPaths } = await graphql<{ careerPaths: { id: string }[] }>('query { careerPaths { id } }', {}, token);
    for (const path of careerPaths.slice(0, 5)) await graphql('mutation T($id: ID!) { toggleCareerInterest(careerPathId: $id, interested: false) { interestCount } }', { id: path.id }, token);
    await toast(page, 'Badge earned: Path Finder', 'Explored 5 career paths');
    await stat(page, 'Career Paths', 5);

    const { trainingPrograms } = await graphql<{ trainingPrograms: { id: string; externalId: string }[] }>('query { trainingPrograms { id externalId } }', {}, token);
    const program = trainingPrograms.find((p) => p.externalId === 'EPS-AGILE')!;
    const { enroll } = await graphql<{ enroll: { metadata: { enrollmentUrl: string } } }>('mutation E($input: EnrollInput!) { enroll(input: $input) { metadata { enrollmentUrl } } }', { input: { programId: program.id } }, token);
    await toast(page, 'Badge earned: Learning Journey Begins');
    await stat(page, 'Active Courses', 1);
    // Continue Learning lists in-progress enrollments (spec §2): not this one until it has started.
    const continueCard = page.getByRole('article', { name: 'Agile Delivery for Energy Digital Teams' });
    assert.equal(await continueCard.count(), 0);

    // The course at the sandbox provider: its first module and a sync make it in progress, on the dashboard.
    const course = new URL(enroll.metadata.enrollmentUrl);
    const finishModule = (order: number) => fetch(`${course.origin}${course.pathname}/modules/${order}${course.search}`, { method: 'POST', redirect: 'manual' });
    await finishModule(1);
    await graphql('mutation { syncMyEnrollments { failed } }', {}, token);
    await page.reload();
    await continueCard.getByRole('link', { name: /Continue/ }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}dashboard-learning.png` });

    // Every module, then a sync: Graduate and Certified.
    for (const order of [2, 3]) await finishModule(order);
    await graphql('mutation { syncMyEnrollments { failed } }', {}, token);
    await toast(page, 'Badge earned: Graduate', 'Completed first course');
    await toast(page, 'Badge earned: Certified', 'Earned first certificate');
    await stat(page, 'Certificates', 1);
    await stat(page, 'Active Courses', 0);

    await graphql('mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { profileCompleteness } }', {
      input: { professionalHeadline: 'Solar PV installer', location: 'Leeds', yearsOfExperience: 6, linkedinUrl: 'https://www.linkedin.com/in/e2e-tester' },
    }, token);
    await toast(page, 'Badge earned: All Set', '100% profile completion');
    await page.getByText('Complete Your Profile').waitFor({ state: 'detached', timeout: 15_000 });
    const recent = page.getByRole('list', { name: 'Recent activity' });
    await recent.getByText('badge earned').first().waitFor();
    assert.equal(await recent.getByRole('listitem').count(), 5);
    await page.screenshot({ path: `${SCREENSHOT_DIR}dashboard-badges.png` });

    // Achievements: eight earned with their date, Consistent Learner still to unlock.
    await navigate(page, 'Achievements', 'Achievements');
    await stat(page, 'Badges Earned', 8);
    await page.getByText('1 more to unlock').waitFor();
    await stat(page, 'Courses Completed', 1);
    await stat(page, 'Profile Completeness', '100%');
    const badges = page.getByRole('list', { name: 'Badges' });
    assert.equal(await badges.getByRole('listitem').count(), 9);
    for (const name of ['Welcome!', 'Profile Ready', 'Skill Collector', 'Path Finder', 'Learning Journey Begins', 'Graduate', 'Certified', 'All Set']) {
      const card = badges.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await card.getByText('Earned', { exact: true }).waitFor();
      assert.match((await card.locator('time').textContent()) ?? '', /\d/);
    }
    const unearned = badges.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Consistent Learner', exact: true }) });
    await unearned.getByText('Not earned yet', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}achievements.png` });
    await page.context().close();
  });
});
