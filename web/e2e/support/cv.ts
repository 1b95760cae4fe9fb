import type { Page } from 'playwright-core';

/** The assessment service's sample energy CVs and fixtures. */
export const CV_DIR = new URL('../../../services/assessment/test/cvs/', import.meta.url).pathname;
export const SCANNED_CV = new URL('../../../services/assessment/test/fixtures/scanned-cv.pdf', import.meta.url).pathname;

export const cvPath = (name: string) => `${CV_DIR}${name}`;

/** Chooses a CV in the (first) CV upload on the page. */
export async function chooseCv(page: Page, path: string) {
  await page.locator('input[type="file"]').first().setInputFiles(path);
}

/** Waits for a toast with this title (and description, if given) in the bottom-right notifications. */
export async function toast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await region.getByText(title, { exact: true }).first().waitFor();
  if (description) await region.getByText(description, { exact: true }).first().waitFor();
}
