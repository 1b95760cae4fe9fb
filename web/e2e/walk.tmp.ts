import { chromium } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { signedInPage } from './support/session.ts';
import { chooseCv } from './support/cv.ts';
const browser = await launchChromium();
const { page } = await signedInPage(browser, '/dashboard');
const shot = (n: string) => page.screenshot({ path: `/tmp/walk-${n}.png`, fullPage: true });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.getByRole('heading', { name: 'Welcome back!', level: 1 }).waitFor();
await chooseCv(page, '/tmp/cvs/geothermal.doc');
await page.getByText('CV Uploaded Successfully!').waitFor({ timeout: 30_000 });
await page.getByRole('list', { name: 'Extracted skills' }).locator('li').first().waitFor();
await shot('1-dashboard');
for (const path of ['/assessment', '/careers', '/training', '/achievements', '/profile', '/skills']) {
  await page.goto(`http://localhost:3300${path}`);
  await page.waitForTimeout(2500);
  await shot(path.slice(1));
}
await browser.close();
