// WCAG 2.2 A/AA (issue 18): every route of web/src/app/router.tsx checked with axe-core in light and dark themes, on a
// desktop and a phone-sized screen, with the content a real user sees (an empty new account and one with an
// assessment, skills and an enrolment; the admin screen with a pending request).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, STRUCTURE_RULES, WCAG_TAGS, type AxeViolation } from './support/axe.ts';
import { BASE_URL, launchChromium } from './support/browser.ts';
import { cvPath } from './support/cv.ts';
import { graphqlInPage, signedInPage } from './support/session.ts';

/** scripts/e2e.mjs starts the app with ADMIN_EMAILS set to this address; auth.e2e.ts signs it up with this password too. */
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.test';
const ADMIN_PASSWORD = 'wind-grid-2025';

const THEMES = ['light', 'dark'] as const;
const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Who = 'visitor' | 'onboarding' | 'newcomer' | 'learner' | 'admin';

/** Every route of the router (the signed-in ones for a new account and for one with data), and the query-string screens. */
const ROUTES: { path: string; who: Who; landsOn?: string }[] = [
  { path: '/', who: 'visitor' },
  { path: '/auth', who: 'visitor' },
  { path: '/auth?mode=sign-up', who: 'visitor' },
  { path: '/sidebar-demo', who: 'visitor' },
  { path: '/no-such-page', who: 'visitor' },
  { path: '/onboarding', who: 'onboarding' },
  // The session gate sends a user who has not finished onboarding from /wizard to /onboarding.
  { path: '/wizard', who: 'onboarding', landsOn: '/onboarding' },
  ...['/dashboard', '/training', '/explore', '/careers', '/skills', '/assessment', '/achievements', '/profile'].map((path) => ({ path, who: 'newcomer' as const })),
  ...['/dashboard', '/training', '/explore', '/careers', '/skills', '/assessment', '/assessment?tab=new', '/achievements', '/profile'].map((path) => ({ path, who: 'learner' as const })),
  { path: '/admin', who: 'admin' },
];

let browser: Browser;
const pages = new Map<Who, Page>();

/** The first admin: signed up on first use, signed in when auth.e2e.ts (or an earlier run) created it already. */
async function adminPage(): Promise<Page> {
  try {
    return (await signedInPage(browser, '/health/live', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin', fullName: 'Ada Admin' })).page;
  } catch (error) {
    if (!/already exists/i.test(String(error))) throw error;
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/health/live', BASE_URL).href);
  await graphqlInPage(page, 'mutation S($input: SignInInput!) { signIn(input: $input) { accessToken } }', { input: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }, false);
  await graphqlInPage(page, 'mutation { updateProfile(input: { onboardingCompleted: true }) { onboardingCompleted } }');
  return page;
}

/** A learner with an assessment (its skills added to the profile) and an enrolment. */
async function learnerPage(): Promise<Page> {
  const { page } = await signedInPage(browser, '/health/live', { fullName: 'Robin Substation' });
  const cvText = readFileSync(cvPath('05-substation-technician.txt'), 'utf8');
  await graphqlInPage(page, 'mutation R($cvText: String!) { runAssessment(cvText: $cvText) { id } }', { cvText });
  const { trainingPrograms } = await graphqlInPage<{ trainingPrograms: { id: string; externalId: string | null }[] }>(page, '{ trainingPrograms { id externalId } }');
  const program = trainingPrograms[0]!;
  await graphqlInPage(page, 'mutation E($input: EnrollInput!) { enroll(input: $input) { id } }', { input: { programId: program.id, externalProgramId: program.externalId } });
  return page;
}

/** Waits for the screen to settle: its main heading shown, no request in flight, no "Loading" status left. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((status) => /^Loading/.test(status.textContent ?? '')));
  await page.waitForTimeout(200);
}

const describeViolation = (where: string, v: AxeViolation) => `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`;

describe('accessibility: WCAG 2.2 A and AA (axe-core)', () => {
  before(async () => {
    browser = await launchChromium();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(new URL('/health/live', BASE_URL).href);
    pages.set('visitor', visitor);
    pages.set('onboarding', (await signedInPage(browser, '/health/live', { onboardingCompleted: false })).page);
    pages.set('newcomer', (await signedInPage(browser, '/health/live')).page);
    pages.set('learner', await learnerPage());
    // A partner sign-up leaves a pending role request, so the admin screen lists one.
    await (await signedInPage(browser, '/health/live', { role: 'partner', fullName: 'Pat Partner', onboardingCompleted: false })).page.context().close();
    pages.set('admin', await adminPage());
    for (const page of pages.values()) await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  after(async () => {
    await browser?.close();
  });

  test('every route passes in light and dark themes, on a desktop and a phone-sized screen', async () => {
    const found: string[] = [];
    const perRule = new Map<string, number>();
    let checked = 0;
    for (const theme of THEMES) {
      for (const screen of SCREENS) {
        for (const route of ROUTES) {
          const page = pages.get(route.who)!;
          await page.setViewportSize({ width: screen.width, height: screen.height });
          await page.evaluate((value) => localStorage.setItem('theme', value), theme);
          await page.goto(new URL(route.path, BASE_URL).href);
          await settle(page);
          const expected = route.landsOn ?? new URL(route.path, BASE_URL).pathname;
          assert.equal(new URL(page.url()).pathname, expected, `${route.path} as ${route.who} shows ${expected}`);
          assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme === 'dark');
          const where = `${route.path} [${route.who}, ${theme}, ${screen.name} ${screen.width}x${screen.height}]`;
          for (const violation of await axeViolations(page)) {
            found.push(describeViolation(where, violation));
            perRule.set(violation.id, (perRule.get(violation.id) ?? 0) + violation.targets.length);
          }
          checked += 1;
        }
      }
    }
    const routes = new Set(ROUTES.map((route) => `${route.path} ${route.who}`)).size;
    console.log(`axe-core ${WCAG_TAGS.join(',')} + ${STRUCTURE_RULES.length} landmark/heading rules: ${routes} route screens × ${THEMES.length} themes × ${SCREENS.length} widths = ${checked} checks, ${found.length} violations`);
    if (perRule.size) console.log(`nodes per rule: ${[...perRule].map(([id, n]) => `${id} ${n}`).join(', ')}`);
    assert.equal(found.length, 0, `WCAG violations:\n${found.join('\n')}`);
  });
});
