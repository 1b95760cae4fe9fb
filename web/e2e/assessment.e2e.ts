import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, screenshot } from './support/browser.ts';
import { chooseCv, cvPath, SCANNED_CV, toast } from './support/cv.ts';
import { graphqlInPage, signedInPage } from './support/session.ts';

let browser: Browser;

type Report = {
  marketAlignmentScore: number;
  skills: { name: string; evidence: string }[];
  skillGaps: { totalGaps: number; missingSkills: string[] };
  recommendedSkills: string[];
  futureJobMatches: { title: string; matchScore: number; salarySource: string; salaryYear: number }[];
  currentPosition: string | null;
};

const report = async (page: Page) =>
  (
    await graphqlInPage<{ latestAssessment: Report }>(
      page,
      '{ latestAssessment { marketAlignmentScore skills { name evidence } skillGaps { totalGaps missingSkills } recommendedSkills futureJobMatches { title matchScore salarySource salaryYear } currentPosition } }',
    )
  ).latestAssessment;

const band = (score: number) => (score >= 75 ? 'Excellent' : score >= 50 ? 'Good' : 'Needs Improvement');

async function openAssessment(path = '/assessment', viewport?: { width: number; height: number }) {
  const session = await signedInPage(browser, path, viewport ? { viewport } : {});
  await session.page.getByRole('heading', { name: 'Career Assessment', level: 1 }).waitFor();
  return session;
}

describe('assessment page', () => {
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  test('with no assessment: the empty states, Run Your First Assessment opens New, and the step indicator follows the tab', async () => {
    const { page } = await openAssessment();
    await page.getByText('No Assessment Yet').waitFor();
    const steps = page.getByRole('list', { name: 'Assessment steps' });
    assert.equal(await steps.locator('[aria-current="step"]').textContent(), '1Upload CV');
    await screenshot(page, 'assessment-empty');
    await page.getByRole('button', { name: 'Run Your First Assessment' }).click();
    await page.getByRole('tab', { name: 'New Assessment', selected: true }).waitFor();
    await page.getByText('Run New Assessment').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('tab'), 'new');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('No Assessment History').waitFor();
    assert.equal(await steps.count(), 0); // hidden on History
    await page.context().close();
  });

  test('tab=new opens New; refused files and a scan with no text give the error toasts; a CV brings the report back on Current', async () => {
    const { page } = await openAssessment('/assessment?tab=new');
    await page.getByRole('tab', { name: 'New Assessment', selected: true }).waitFor();

    const notes = join(tmpdir(), 'notes.png');
    writeFileSync(notes, 'not a CV');
    await chooseCv(page, notes);
    await toast(page, 'Error', 'Only PDF, DOC, DOCX, and TXT files are allowed');
    assert.equal(await page.locator('input[type="file"]').inputValue(), '');

    await chooseCv(page, SCANNED_CV);
    await toast(page, 'Error', 'No text could be found in this CV. If it is a scanned image, please upload a text-based PDF, DOCX, DOC or TXT file.');
    await screenshot(page, 'assessment-scan-failed', false);
    await page.getByText('Click to upload or drag and drop your CV').waitFor();
    assert.equal(await page.getByText('No Assessment Yet').count(), 0);

    await chooseCv(page, cvPath('01-offshore-wind-technician.pdf'));
    await page.getByRole('tab', { name: 'Current', selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Market Alignment Score' }).waitFor();
    await page.context().close();
  });

  test('the report: score band, 12 skills + more, 6 gaps, recommended, 4 opportunities, profile summary; every figure explains itself', async () => {
    const { page } = await openAssessment('/assessment?tab=new');
    await chooseCv(page, cvPath('01-offshore-wind-technician.pdf'));
    await page.getByRole('tab', { name: 'Current', selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Market Alignment Score' }).waitFor();
    const data = await report(page);

    const alignment = page.getByTestId('market-alignment');
    await alignment.getByText(`${data.marketAlignmentScore}%`, { exact: true }).waitFor();
    await alignment.getByText(band(data.marketAlignmentScore), { exact: true }).waitFor();
    await alignment.getByText(/Assessed on/).waitFor();
    const steps = page.getByRole('list', { name: 'Assessment steps' });
    assert.equal(await steps.locator('[aria-current="step"]').textContent(), '2Review Results');

    await page.getByRole('link', { name: 'View My Skills' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'View My Skills' }).getAttribute('href'), '/my-skills');

    const skills = page.getByRole('list', { name: 'Your skills' });
    assert.equal(await skills.locator('li[data-skill]').count(), Math.min(12, data.skills.length));
    if (data.skills.length > 12) await skills.getByText(`+${data.skills.length - 12} more`).waitFor();

    const gaps = page.getByRole('list', { name: 'Skill gaps' });
    assert.equal(await gaps.getByText('In-Demand').count(), Math.min(6, data.skillGaps.missingSkills.length));
    await page.getByText(`${data.skillGaps.totalGaps} in-demand skills missing from your CV`).waitFor();
    const recommended = page.getByRole('list', { name: 'Recommended skills' });
    assert.equal(await recommended.getByText('High Demand').count(), data.recommendedSkills.length);

    const opportunities = page.getByRole('list', { name: 'Career opportunities' });
    assert.equal(await opportunities.locator('> li').count(), Math.min(4, data.futureJobMatches.length));
    const first = data.futureJobMatches[0]!;
    const firstCard = opportunities.getByRole('listitem', { name: first.title });
    await firstCard.getByText(`${first.matchScore}% job match`).waitFor();
    assert.equal(await firstCard.locator('[data-highlighted]').getAttribute('data-highlighted'), String(first.matchScore >= 75));
    await firstCard.getByText(/growth$/).waitFor();

    if (data.currentPosition) {
      await page.getByText('Profile Summary').waitFor();
      await page.getByText(data.currentPosition, { exact: true }).waitFor();
    }

    // A salary names its source and year when opened. Its accessible name is the figure itself, the
    // 'Salary source for …' hint only describes it; opened from the keyboard, focus moves into the popover.
    const salary = firstCard.locator('[data-slot="explain-trigger"]').first();
    const salaryText = ((await salary.textContent()) ?? '').trim();
    assert.match(salaryText, /^\$[\d,]+$/);
    await firstCard.getByRole('button', { name: salaryText, exact: true }).waitFor();
    assert.equal(await salary.getAttribute('aria-label'), null);
    assert.equal(await salary.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent), `Salary source for ${first.title}`);
    await salary.focus();
    await page.keyboard.press('Enter');
    const note = page.getByRole('note');
    await note.getByText(`Source: ${first.salarySource}, ${first.salaryYear}`).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="note"]') !== null);
    await page.keyboard.press('Escape');
    await note.waitFor({ state: 'detached' });
    // Focus goes back to the trigger (the popover restores it on the next frame: wait for it, do not race it).
    await page.waitForFunction((el) => el === document.activeElement, await salary.elementHandle(), { timeout: 5_000 });
    // A skill shows the words of the CV that evidence it when hovered.
    const skill = data.skills[0]!;
    await skills.locator(`li[data-skill="${skill.name}"] [data-slot="explain-trigger"]`).hover();
    await page.getByTestId('skill-evidence').getByText(skill.evidence.trim()).waitFor();
    await screenshot(page, 'assessment-evidence', false);
    await page.mouse.move(5, 5);
    await screenshot(page, 'assessment-report');
    await page.context().close();
  });

  test('on a phone-sized screen the report fits the width', async () => {
    const { page } = await openAssessment('/assessment?tab=new', { width: 390, height: 844 });
    await chooseCv(page, cvPath('19-solar-om-technician.txt'));
    await page.getByRole('tab', { name: 'Current', selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Market Alignment Score' }).waitFor();
    await screenshot(page, 'assessment-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width}px wide`);
    await page.context().close();
  });

  test('with the live flow cut (no socket), an analysed CV still brings the report back: the page asks where it stands', async () => {
    const { page } = await openAssessment();
    // Every socket this page opens from now on is closed by the "network": no cvFlow step reaches it.
    let socketsRefused = 0;
    await page.routeWebSocket(/\/graphql/, (socket) => {
      socketsRefused += 1;
      void socket.close();
    });
    await page.goto(new URL('/assessment?tab=new', BASE_URL).href);
    await page.getByRole('heading', { name: 'Career Assessment', level: 1 }).waitFor();
    await chooseCv(page, cvPath('19-solar-om-technician.txt'));
    await page.getByRole('tab', { name: 'Current', selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Market Alignment Score' }).waitFor();
    assert.ok(socketsRefused > 0, 'the page tried a socket');
    await page.context().close();
  });

  test('without a session the page asks to sign in (the signed-in area sends to /auth)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/assessment', BASE_URL).href);
    await page.waitForURL('**/auth');
    await context.close();
  });
});
