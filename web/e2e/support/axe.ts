import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.2 level A and AA, as axe-core tags its rules (2.0, 2.1 and 2.2 success criteria). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Best-practice rules (not WCAG success criteria of their own) that hold the landmarks and headings screen-reader
 * users navigate by: one main region, all content in landmarks, a page heading, heading levels without gaps.
 */
export const STRUCTURE_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-unique',
  'region',
  'page-has-heading-one',
  'heading-order',
];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page against the WCAG 2.2 A/AA rules and STRUCTURE_RULES; one entry per violated rule. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ tags, rules }) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; any: { message: string }[]; all: { message: string }[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])), resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      // The target, and what is wrong there (for colour contrast: the colours and the ratio found).
      targets: violation.nodes.map((node) => [node.target.map(String).join(' '), ...[...node.any, ...node.all].map((check) => check.message).slice(0, 1)].join(' · ')),
    }));
  }, { tags: WCAG_TAGS, rules: STRUCTURE_RULES });
}
