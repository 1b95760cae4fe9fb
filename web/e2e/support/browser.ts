import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const SCREENSHOT_DIR = new URL('../screenshots/', import.meta.url).pathname;

/** Debian Chromium, headless, as the other browser suites launch it. */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export function screenshot(page: Page, name: string, fullPage = true) {
  return page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage });
}
