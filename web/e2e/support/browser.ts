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

/**
 * Waits until no CSS transition or finite animation is running (a sidebar's width, a dialog's fade): what a fixed sleep
 * before a screenshot or an accessibility check guessed at. Endless ones (a spinner, a skeleton's pulse) never end.
 */
export function animationsDone(page: Page) {
  return page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
}
