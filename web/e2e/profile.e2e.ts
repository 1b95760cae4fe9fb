import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { animationsDone, launchChromium } from './support/browser.ts';
import { SCANNED_CV } from './support/cv.ts';
import { signedInPage } from './support/session.ts';

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const SCREENSHOT_DIR = new URL('./screenshots/', import.meta.url).pathname;
const FIXTURES = new URL('../../libs/cv-files/test/fixtures/', import.meta.url);
const SHARED_PDF = new URL('../../../shared/fixtures/cvs/resume-matcher-apache2/single-column.pdf', import.meta.url);
const TYPE_MESSAGE = 'Only PDF, DOC, DOCX, and TXT files are allowed';
const SIZE_MESSAGE = 'File size must be less than 10MB';

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

const myCvPath = async (token: string) => (await graphql<{ myProfile: { cvFilePath: string | null } }>('{ myProfile { cvFilePath } }', {}, token)).myProfile.cvFilePath;

/** A new beneficiary, signed in as a browser is (refresh cookie), on /profile; and a token for API checks. */
async function openProfile(fullName: string): Promise<{ page: Page; context: BrowserContext; token: string }> {
  const { page, accessToken } = await signedInPage(browser, '/profile', { fullName, viewport: { width: 1280, height: 900 } });
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await page.getByLabel('Full Name').waitFor();
  return { page, context: page.context(), token: await accessToken() };
}

/** Chooses a CV once the field takes one (it waits while the previous upload's analysis runs). */
async function chooseCv(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('#profile-cv:enabled').waitFor({ timeout: 60_000 });
  await page.locator('#profile-cv').setInputFiles(file);
}

describe('profile and CV', () => {
  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  test('shows completeness and initials, and profile edits persist across reloads', async () => {
    const { page, context } = await openProfile('Amina Okafor Bello');

    await page.getByText('Complete Your Profile').waitFor();
    assert.equal(await page.getByTestId('profile-initials').textContent(), 'AO');
    assert.equal(await page.getByLabel('Full Name').inputValue(), 'Amina Okafor Bello');
    assert.equal(await page.getByLabel('LinkedIn URL').getAttribute('type'), 'url');

    await page.getByLabel('Professional Headline').fill('Wind Turbine Technician');
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/amina-okafor');
    await page.getByLabel('Location').fill('Lagos, Nigeria');
    await page.getByLabel('Years of Experience').fill('-3');
    // The browser lets any number through; the form parses it (spec §5), so -3 is saved as 0.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated').waitFor();
    await page.getByText('Your profile has been updated successfully.').waitFor();
    // Never negative: -3 is saved as 0.
    await page.waitForFunction(() => (document.querySelector('#yearsOfExperience') as HTMLInputElement | null)?.value === '0');

    // More than the service keeps: the browser says so and nothing is sent.
    await page.getByLabel('Years of Experience').fill('150');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    assert.match(await page.getByLabel('Years of Experience').evaluate((el) => (el as HTMLInputElement).validationMessage), /100/);

    // A fraction is parsed to its integer (spec §5), not refused by the browser: 7.5 is saved as 7.
    await page.getByLabel('Years of Experience').fill('7.5');
    await page.getByLabel('Full Name').fill('Amina Okafor');
    // 70% was already shown after the first save (0 years counts), so wait for this save's own reply
    // before the reload, or the reload can race it.
    const saved = page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('updateProfile'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    assert.equal((await saved).ok(), true);
    await page.getByText('70% complete').waitFor();

    await page.reload();
    await page.getByLabel('Full Name').waitFor();
    await page.waitForFunction(() => (document.querySelector('#fullName') as HTMLInputElement | null)?.value === 'Amina Okafor');
    assert.equal(await page.getByLabel('Professional Headline').inputValue(), 'Wind Turbine Technician');
    assert.equal(await page.getByLabel('LinkedIn URL').inputValue(), 'https://www.linkedin.com/in/amina-okafor');
    assert.equal(await page.getByLabel('Location').inputValue(), 'Lagos, Nigeria');
    assert.equal(await page.getByLabel('Years of Experience').inputValue(), '7');
    await page.getByText('70% complete').waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}profile.png`, fullPage: true });
    await context.close();
  });

  test('uploads a valid CV of each type, refuses bad files with the spec messages and keeps the previous CV', async () => {
    const { page, context, token } = await openProfile('Jean Dupont');

    const pdf = existsSync(SHARED_PDF) ? readFileSync(SHARED_PDF) : readFileSync(new URL('cv.pdf', FIXTURES));
    const valid = [
      { name: 'Jean Dupont CV.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'cv.doc', mimeType: 'application/msword', buffer: readFileSync(new URL('cv.doc', FIXTURES)) },
      { name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: readFileSync(new URL('cv.docx', FIXTURES)) },
      { name: 'cv.txt', mimeType: 'text/plain', buffer: readFileSync(new URL('cv.txt', FIXTURES)) },
    ];
    for (const file of valid) {
      await chooseCv(page, file);
      await page.getByTestId('current-cv').getByText(file.name).waitFor();
      await page.getByText('Current CV uploaded').waitFor();
      assert.match((await myCvPath(token)) ?? '', new RegExp(`/\\d+_${file.name.replace(/ /g, '_').replace('.', '\\.')}$`));
      // Analysed like a CV at onboarding: its step is said meanwhile and its outcome told here too.
      if (file === valid[0]) {
        await page.locator('[data-sonner-toast]').filter({ hasText: 'CV analyzed successfully! Your skills have been extracted.' }).waitFor({ timeout: 60_000 });
      }
    }
    const kept = await myCvPath(token);

    const bad = [
      { file: { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]) }, message: SIZE_MESSAGE },
      { file: { name: 'photo.pdf', mimeType: 'application/pdf', buffer: readFileSync(new URL('image-named.pdf', FIXTURES)) }, message: TYPE_MESSAGE },
      { file: { name: 'bomb.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: readFileSync(new URL('zip-bomb.docx', FIXTURES)) }, message: TYPE_MESSAGE },
    ];
    for (const { file, message } of bad) {
      await chooseCv(page, file);
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: message });
      await toast.waitFor();
      assert.equal(await toast.getByText('Error', { exact: true }).count(), 1);
      // The input is reset and the stored CV is the previous one.
      await page.waitForFunction(() => (document.querySelector('#profile-cv') as HTMLInputElement | null)?.value === '');
      assert.equal(await myCvPath(token), kept);
      await page.getByTestId('current-cv').getByText('cv.txt').waitFor();
      await toast.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}profile-cv.png`, fullPage: true });

    // A scan is stored (spec §7: the upload saves the path, then the analysis runs) and its analysis's failure is told here.
    await chooseCv(page, { name: 'scan.pdf', mimeType: 'application/pdf', buffer: readFileSync(SCANNED_CV) });
    await page.locator('[data-sonner-toast]').filter({ hasText: 'No text could be found in this CV.' }).waitFor({ timeout: 60_000 });
    await animationsDone(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}profile-cv-scan.png` });
    await context.close();
  });
});
