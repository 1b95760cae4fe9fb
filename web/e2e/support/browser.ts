import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';

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

const requestsInFlight = new WeakMap<Page, { pending: Set<Request>; lastChange: number }>();

/** Starts counting the page's requests in flight, for requestsSettled; once per page, before its first navigation. */
export function watchRequests(page: Page) {
  if (requestsInFlight.has(page)) return;
  const state = { pending: new Set<Request>(), lastChange: Date.now() };
  requestsInFlight.set(page, state);
  page.on('request', (request) => (state.pending.add(request), (state.lastChange = Date.now())));
  const over = (request: Request) => (state.pending.delete(request), (state.lastChange = Date.now()));
  page.on('requestfinished', over);
  page.on('requestfailed', over);
}

/**
 * Waits until none of the page's requests has been in flight for quietMs: what `waitForLoadState('networkidle')` checks
 * with a fixed 500 ms of quiet, which a hundred checks paid in full.
 */
export async function requestsSettled(page: Page, quietMs = 150, timeoutMs = 20_000) {
  const state = requestsInFlight.get(page);
  if (!state) throw new Error('requestsSettled: call watchRequests(page) before the page navigates');
  const deadline = Date.now() + timeoutMs;
  while (state.pending.size > 0 || Date.now() - state.lastChange < quietMs) {
    if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...state.pending].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
