import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const SCREENSHOT_DIR = new URL('./screenshots/', import.meta.url).pathname;

let browser: Browser;

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(new URL('/graphql', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

/**
 * A signed-in browser context: signs up through the context's own request API, so the refresh cookie
 * lands in its cookie jar and the SPA restores the session the way it does after a reload; onboarding
 * is marked complete so the session gate lets the user in.
 */
async function signedInContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const email = `e2e-skills-${randomBytes(6).toString('hex')}@example.test`;
  const res = await context.request.post(new URL('/graphql', BASE_URL).href, {
    data: {
      query: 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { accessToken } }',
      variables: { input: { email, password: 'grid-wind-2025', fullName: 'Sol Turbine', role: 'beneficiary', beneficiaryType: 'professional' } },
    },
  });
  const body = (await res.json()) as { data?: { signUp: { accessToken: string } }; errors?: { message: string }[] };
  assert.equal(body.errors, undefined);
  const token = body.data!.signUp.accessToken;
  await graphql('mutation Done { updateProfile(input: { onboardingCompleted: true }) { id } }', {}, token);
  return context;
}

async function open(context: BrowserContext, path: string, heading: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(path, BASE_URL).href);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

const option = (page: Page, name: string | RegExp) => page.getByRole('listbox', { name: 'Skill suggestions' }).getByRole('option', { name });

describe('skills and career paths', () => {
  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('searches the taxonomy, adds and removes skills', async () => {
    const context = await signedInContext();
    const page = await open(context, '/skills', 'My Skills');
    await page.getByText('No skills found yet. Upload your CV or add skills manually!').waitFor();
    assert.equal(await page.getByText('Skills from Career Assessment').count(), 0);

    const search = page.getByRole('combobox', { name: 'Search skills' });
    await search.fill('scad');
    await option(page, /SCADA/).first().waitFor();
    await search.fill('photovolt');
    await option(page, 'install photovoltaic systems').waitFor();
    await screenshot(page, 'skills-search');
    await option(page, 'install photovoltaic systems').click();
    await page.getByText('Skill Added').waitFor();
    const pills = page.getByRole('list', { name: 'Your skills' });
    await pills.getByText('install photovoltaic systems').waitFor();
    assert.equal(await pills.locator('[data-proficiency="intermediate"]').count(), 1);

    // A trade's words the taxonomy does not use are mapped to its skill: "HV switching" is the HV safety rules' work.
    await search.fill('HV switching');
    await page.getByRole('group', { name: 'Did you mean' }).getByRole('option', { name: 'electrical power safety regulations' }).waitFor();
    await screenshot(page, 'skills-did-you-mean');

    await search.fill('Grid balancing');
    await option(page, 'Add "Grid balancing"').click();
    await pills.getByText('Grid balancing').waitFor();

    // A held skill is no longer offered.
    await search.fill('install photovoltaic');
    await option(page, 'mount photovoltaic panels').or(option(page, /photovoltaic/)).first().waitFor();
    assert.equal(await option(page, 'install photovoltaic systems').count(), 0);
    await search.press('Escape');
    await screenshot(page, 'skills-editor');

    await page.getByRole('button', { name: 'Remove Grid balancing' }).click();
    await page.getByText('Skill Removed').waitFor();
    await pills.getByText('Grid balancing').waitFor({ state: 'detached' });
    await page.reload();
    await pills.getByText('install photovoltaic systems').waitFor();
    assert.equal(await pills.getByText('Grid balancing').count(), 0);
    await context.close();
  });

  test('marks a career path interested, and it stays so across a reload', async () => {
    const context = await signedInContext();
    const page = await open(context, '/careers', 'Career Paths');
    const card = page.getByRole('article', { name: 'Onshore wind farm technician' });
    await card.waitFor();
    assert.equal(await card.getByText(/% skills match/).count(), 0); // no badge at 0 %
    await card.getByRole('button', { name: 'Interested', exact: true, pressed: false }).click();
    await card.getByRole('button', { name: 'Interested', exact: true, pressed: true }).waitFor();
    await page.reload();
    await page.getByRole('article', { name: 'Onshore wind farm technician' }).getByRole('button', { name: 'Interested', exact: true, pressed: true }).waitFor();
    await screenshot(page, 'careers');

    // Narrowed to the marked paths, and by search: the filters stay in the address through a reload.
    await page.getByRole('combobox', { name: 'Show' }).selectOption('interested');
    await page.getByText(/^Showing 1 of \d+ career paths$/).first().waitFor();
    assert.deepEqual(await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))), ['Onshore wind farm technician']);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Search' }).fill('nuclear');
    await page.waitForURL((url) => url.searchParams.get('q') === 'nuclear');
    await page.reload();
    await page.getByRole('article').first().waitFor();
    const titles = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
    assert.ok(titles.length > 0 && titles.every((title) => !/wind/i.test(title)), titles.join(', '));
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), 'nuclear');
    await context.close();
  });
});

function screenshot(page: Page, name: string) {
  return page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png` });
}
