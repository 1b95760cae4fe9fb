import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchChromium, screenshot } from './support/browser.ts';
import { chooseCv, cvPath, toast } from './support/cv.ts';
import { graphqlInPage, signedInPage } from './support/session.ts';

let browser: Browser;

const wizardHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });
const nextButton = (page: Page) => page.getByRole('button', { name: /^(Next|Finish)$/ });

type Assessment = { marketAlignmentScore: number; skillsExtracted: string[]; recommendedSkills: string[]; futureJobMatches: { title: string }[] };

async function latestAssessment(page: Page): Promise<Assessment> {
  const data = await graphqlInPage<{ latestAssessment: Assessment }>(page, '{ latestAssessment { marketAlignmentScore skillsExtracted recommendedSkills futureJobMatches { title } } }');
  return data.latestAssessment;
}

describe('onboarding wizard', () => {
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  test('signs up, uploads an energy CV, edits the skills, walks the three steps to Finish; /assessment shows the report and, after a second CV, a history of two runs', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL('/auth', BASE_URL).href);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: /^Beneficiary/ }).click();
    await page.getByRole('button', { name: 'Professional', exact: true }).click();
    await page.getByLabel('Full Name').fill('Morgan Turbine');
    await page.getByLabel('Email').fill(`e2e-onboarding-${randomBytes(5).toString('hex')}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('grid-wind-2025');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/onboarding');

    // Step 1: no skills yet, so Next waits; the step area is at least 500px high.
    await wizardHeading(page, 'Career Assessment').waitFor();
    assert.equal(await nextButton(page).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Previous' }).isDisabled(), true);
    const stepArea = await page.locator('[data-slot="wizard-step"]').boundingBox();
    assert.ok(stepArea && stepArea.height >= 500, `step area ${stepArea?.height}px high`);
    // Before results: 'Share Your Professional Background' in assessment mode (spec §2).
    await page.getByRole('heading', { name: 'Share Your Professional Background' }).waitFor();
    await page.getByText('Choose one or both options').waitFor();
    const cvInput = page.getByLabel('Upload Your CV', { exact: true });
    assert.equal(await cvInput.getAttribute('accept'), '.pdf,.doc,.docx,.txt');
    await page.getByText('.pdf, .doc, .docx, .txt (max 10MB)').waitFor();
    await page.getByRole('separator', { name: 'OR' }).waitFor();
    await page.getByRole('button', { name: 'Connect with LinkedIn' }).waitFor();
    assert.equal(await page.getByLabel('LinkedIn profile URL').getAttribute('type'), 'url');
    const saveUrl = page.getByRole('button', { name: 'Save LinkedIn URL' });
    assert.equal(await saveUrl.isDisabled(), true);
    await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/morgan-turbine');
    await saveUrl.click();
    await toast(page, 'Profile Updated', 'Your profile has been updated successfully.');
    const saved = await graphqlInPage<{ myProfile: { linkedinUrl: string | null } }>(page, '{ myProfile { linkedinUrl } }');
    assert.equal(saved.myProfile.linkedinUrl, 'https://www.linkedin.com/in/morgan-turbine');
    await screenshot(page, 'onboarding-step1-upload');

    await chooseCv(page, cvPath('01-offshore-wind-technician.pdf'));
    await page.getByText('Analyzing Your CV...').or(page.getByText('Your Career Assessment Results')).first().waitFor();
    await page.getByText('Your Career Assessment Results').waitFor({ timeout: 30_000 });
    await toast(page, 'Success', 'CV analyzed successfully! Your skills have been extracted.');
    await toast(page, 'Assessment Complete', 'Your career assessment has been completed successfully.');

    const assessment = await latestAssessment(page);
    await page.getByText('Based on your CV analysis').waitFor();
    await page.getByText('Assessment Complete', { exact: true }).first().waitFor();
    await page.getByText(`We found ${assessment.skillsExtracted.length} skills in your CV.`).waitFor();
    const tiles = page.getByTestId('assessment-tile');
    assert.equal(await tiles.count(), 3);
    assert.match((await tiles.nth(0).textContent()) ?? '', new RegExp(`^${assessment.marketAlignmentScore}%Market Alignment$`));
    assert.match((await tiles.nth(1).textContent()) ?? '', new RegExp(`^${assessment.skillsExtracted.length}Skills Found$`));
    assert.match((await tiles.nth(2).textContent()) ?? '', new RegExp(`^${assessment.recommendedSkills.length}Skills to Learn$`));
    await page.getByRole('progressbar', { name: 'Market Alignment' }).waitFor();
    const opportunities = page.getByRole('list', { name: 'Career opportunities' });
    await opportunities.getByText(assessment.futureJobMatches[0]!.title).waitFor();

    // Skill pills 'name (proficiency)'; each explains itself with its CV line.
    const pills = page.getByRole('list', { name: 'Extracted skills' });
    // The skills service imports the analysed skills a moment after the assessment completes (its toasts come first):
    // wait for the list, filled by that one import all at once, before counting it.
    await pills.locator('li').first().waitFor();
    assert.equal(await pills.locator('li').count(), assessment.skillsExtracted.length);
    const wind = pills.locator('li[data-skill="maintain wind turbines"]');
    assert.equal((await wind.locator('[data-slot="explain-trigger"]').textContent())?.trim(), 'maintain wind turbines (advanced)');
    const evidence = page.getByTestId('skill-evidence');
    // The pointer may rest on another pill since the upload (which pill sits there depends on the skills found): its
    // card closes first, so only the hovered pill's card is read.
    await page.mouse.move(5, 5);
    await evidence.waitFor({ state: 'detached' });
    await wind.locator('[data-slot="explain-trigger"]').hover();
    await evidence.getByText('From your CV').waitFor();
    await evidence.getByText(/Offshore wind turbine technician with 9 years/).waitFor();
    await screenshot(page, 'onboarding-step1-results', false);
    await page.mouse.move(5, 5);
    await evidence.waitFor({ state: 'detached' });

    // Remove one skill (its button appears on hover).
    const lead = pills.locator('li[data-skill="lead a team"]');
    const remove = lead.getByRole('button', { name: 'Remove lead a team' });
    assert.equal(await remove.evaluate((el) => getComputedStyle(el).opacity), '0');
    await lead.hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('button[aria-label="Remove lead a team"]')!).opacity === '1');
    await remove.click();
    await toast(page, 'Skill Removed', 'The skill has been removed from your profile.');
    await lead.waitFor({ state: 'detached' });

    // Add one from the searchable dropdown; held skills are not offered.
    await page.getByRole('combobox', { name: 'Add another skill...' }).click();
    const search = page.getByPlaceholder('Search skills...');
    await search.fill('zzqqxx-no-such-skill');
    await page.getByText('No skills found.').waitFor();
    await search.fill('wind turbines');
    const options = page.getByRole('listbox', { name: 'Skills to add' }).getByRole('option');
    await options.first().waitFor();
    const offered = await options.allTextContents();
    assert.ok(offered.length <= 50);
    assert.ok(!offered.some((o) => o.toLowerCase() === 'maintain wind turbines'), 'a held skill is offered');
    // Every option's displayed name contains the text; the keyboard picks one (arrows move the active option, Enter adds).
    const searchBox = page.getByRole('combobox', { name: 'Search skills' });
    await searchBox.press('Escape');
    await page.getByRole('listbox', { name: 'Skills to add' }).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Add another skill...' }).click();
    await search.fill('photovoltaic');
    const target = page.getByRole('option', { name: 'install photovoltaic systems', exact: true });
    await target.waitFor();
    const names = await options.allTextContents();
    assert.ok(names.every((n) => n.toLowerCase().includes('photovoltaic')), names.join(', '));
    const index = names.indexOf('install photovoltaic systems');
    for (let i = 0; i < index; i += 1) await searchBox.press('ArrowDown');
    assert.equal(await searchBox.getAttribute('aria-activedescendant'), await target.getAttribute('id'));
    await searchBox.press('Enter');
    await toast(page, 'Skill Added', 'The skill has been added to your profile.');
    await pills.locator('li[data-skill="install photovoltaic systems"]').getByText('(intermediate)').waitFor();
    const mine = await graphqlInPage<{ mySkills: { skillName: string; source: string }[] }>(page, '{ mySkills { skillName source } }');
    // Spec §5: added from the assessment panel, so source assessment (accepted: the user's CV was analysed).
    assert.equal(mine.mySkills.find((s) => s.skillName === 'install photovoltaic systems')?.source, 'assessment');
    assert.equal(mine.mySkills.some((s) => s.skillName === 'lead a team'), false);
    await screenshot(page, 'onboarding-step1-edited');

    // Step 2: Next waits until a career path is marked interested.
    await nextButton(page).click();
    await wizardHeading(page, 'Explore Careers').waitFor();
    assert.equal(await nextButton(page).isDisabled(), true);
    await page.getByRole('button', { name: 'Interested', exact: true, pressed: false }).first().click();
    await page.getByRole('button', { name: 'Next', exact: true, disabled: false }).waitFor();
    await screenshot(page, 'onboarding-step2');
    await nextButton(page).click();

    // Step 3: Finish is always enabled, and lands on the dashboard.
    await wizardHeading(page, 'Find Training').waitFor();
    assert.equal(await nextButton(page).textContent(), 'Finish');
    await screenshot(page, 'onboarding-step3');
    await nextButton(page).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back!', level: 1 }).waitFor();

    // The full report.
    await page.goto(new URL('/assessment', BASE_URL).href);
    await page.getByRole('heading', { name: 'Career Assessment', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Market Alignment Score' }).waitFor();
    await page.getByText('Your Skills', { exact: true }).waitFor();
    await page.getByText('Career Opportunities', { exact: true }).waitFor();

    // A second CV from the New tab: the view returns to Current, and History shows two runs with the delta.
    await page.getByRole('tab', { name: 'New Assessment' }).click();
    await page.getByText('Run New Assessment').waitFor();
    await chooseCv(page, cvPath('04-protection-engineer.docx'));
    await toast(page, 'Assessment Complete');
    await page.getByRole('tab', { name: 'Current', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    const entries = page.getByTestId('history-entry');
    await entries.nth(1).waitFor();
    assert.equal(await entries.count(), 2);
    const history = await graphqlInPage<{ assessmentHistory: { scoreChange: number | null; assessment: { marketAlignmentScore: number } }[] }>(
      page,
      '{ assessmentHistory { scoreChange assessment { marketAlignmentScore } } }',
    );
    const change = history.assessmentHistory[0]!.scoreChange!;
    const expected = change > 0 ? `+${change}%` : change < 0 ? `-${-change}%` : 'No change';
    assert.equal((await entries.nth(0).getByTestId('history-change').textContent())?.trim(), expected);
    await entries.nth(0).getByText('Latest', { exact: true }).waitFor();
    assert.equal(await entries.nth(1).getByTestId('history-change').count(), 0);
    await page.getByText('Progress Summary').waitFor();
    assert.equal(await page.getByTestId('summary-total').textContent(), '2');
    assert.equal(await page.getByTestId('summary-change').textContent(), expected);
    await screenshot(page, 'assessment-history');
    await context.close();
  });

  test('with linkedin=true, runs the extraction on load (its failure only logged), then opens step 2 with step 1 done', async () => {
    // This user signed up with a password: there is no professional-network data, so extraction fails quietly.
    const { page } = await signedInPage(browser, '/onboarding?linkedin=true', { onboardingCompleted: false });
    await wizardHeading(page, 'Explore Careers').waitFor();
    const first = page.getByRole('navigation', { name: 'Onboarding steps' }).getByRole('button').first();
    assert.equal(await first.locator('svg.lucide-check').count(), 1);
    assert.equal(await page.getByText('Failed to analyze CV').count(), 0);
    assert.equal(new URL(page.url()).search, '');
    // Step 1 is done, so going back shows an enabled Next even without skills.
    await first.click();
    await wizardHeading(page, 'Career Assessment').waitFor();
    assert.equal(await nextButton(page).isDisabled(), false);
    await page.context().close();
  });

  test("step 1's 'Connect with LinkedIn' is offered only where professional-network sign-in is configured (not here)", async () => {
    const { page } = await signedInPage(browser, '/onboarding', { onboardingCompleted: false });
    await page.getByRole('heading', { name: 'Share Your Professional Background' }).waitFor();
    const options = await graphqlInPage<{ signInOptions: { linkedin: boolean } }>(page, '{ signInOptions { linkedin } }');
    assert.equal(options.signInOptions.linkedin, false);
    const connect = page.getByRole('button', { name: 'Connect with LinkedIn' });
    await connect.waitFor();
    assert.equal(await connect.isDisabled(), true);
    await page.context().close();
  });

  test('on a phone-sized screen step 1 shows the professional background cards stacked', async () => {
    const { page } = await signedInPage(browser, '/onboarding', { onboardingCompleted: false, viewport: { width: 390, height: 844 } });
    await page.getByRole('heading', { name: 'Share Your Professional Background' }).waitFor();
    await screenshot(page, 'onboarding-step1-upload-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width}px wide`);
    await page.context().close();
  });

  test('/wizard and /onboarding redirect to /dashboard once onboarding is complete', async () => {
    const { page } = await signedInPage(browser, '/wizard');
    await page.waitForURL('**/dashboard');
    await page.goto(new URL('/onboarding', BASE_URL).href);
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });

  test('on a phone-sized screen the wizard stacks the step indicator above the step', async () => {
    const { page } = await signedInPage(browser, '/onboarding', { onboardingCompleted: false, viewport: { width: 390, height: 844 } });
    await wizardHeading(page, 'Career Assessment').waitFor();
    await chooseCv(page, cvPath('19-solar-om-technician.txt'));
    await page.getByText('Your Career Assessment Results').waitFor({ timeout: 30_000 });
    await screenshot(page, 'onboarding-mobile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width}px wide`);
    await page.context().close();
  });
});
