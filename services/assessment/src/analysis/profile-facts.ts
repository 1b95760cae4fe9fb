import type { SectionedLine } from './sections.js';

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
const DATE = `(?:(?:${MONTHS})[a-z]*\\.?\\s+)?(?:\\d{1,2}/)?(\\d{4})`;
export const RANGE = new RegExp(`${DATE}\\s*(?:-|–|—|to|until)\\s*(?:${DATE}|(present|current|now|today|date|ongoing))`, 'i');
const CLAIMED_YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?(?:experience|in\s+the\s+|industry|field|sector|career)/i;

export interface EmploymentRange {
  line: string;
  from: number;
  to: number;
  current: boolean;
}

export function employmentRanges(lines: SectionedLine[], now = new Date()): EmploymentRange[] {
  const ranges: EmploymentRange[] = [];
  for (const { text, section } of lines) {
    if (section === 'education') continue;
    const m = text.match(RANGE);
    if (!m) continue;
    const from = Number(m[1]);
    const current = Boolean(m[3]);
    const to = current ? now.getFullYear() + now.getMonth() / 12 : Number(m[2]);
    if (from >= 1950 && to >= from && to <= now.getFullYear() + 1) ranges.push({ line: text, from, to, current });
  }
  return ranges;
}

/** Total years worked: the union of the employment ranges (overlaps counted once), else what the CV claims. */
export function yearsOfExperience(lines: SectionedLine[], now = new Date()): number {
  const ranges = employmentRanges(lines, now).sort((a, b) => a.from - b.from);
  let total = 0;
  let end = -Infinity;
  for (const range of ranges) {
    const start = Math.max(range.from, end);
    if (range.to > start) total += range.to - start;
    end = Math.max(end, range.to);
  }
  const claimed = Math.max(0, ...lines.filter((l) => l.section === 'summary' || l.section === 'header').map((l) => Number(l.text.match(CLAIMED_YEARS)?.[1] ?? 0)));
  return Math.max(0, Math.floor(total || claimed));
}

/**
 * The current role: the title on (or just above) the first employment range that runs to the present;
 * otherwise the first experience entry; otherwise the headline under the name.
 */
export function currentPosition(lines: SectionedLine[], now = new Date()): string | null {
  const ranges = employmentRanges(lines, now);
  const entry = ranges.find((r) => r.current) ?? ranges[0];
  if (entry) {
    const title = entry.line.replace(RANGE, '').replace(/[|,·•\-–—]+\s*$/, '').replace(/^\s*[|,·•\-–—]+/, '').trim();
    if (title.length >= 3) return title.split(/\s[|,·•–—-]\s|,\s/)[0]!.trim();
    const index = lines.findIndex((l) => l.text === entry.line);
    const previous = lines[index - 1];
    if (previous && previous.section === 'experience') return previous.text.split(/\s[|,·•–—-]\s|,\s/)[0]!.trim();
  }
  const headline = lines.filter((l) => l.section === 'header')[1];
  return headline && headline.text.length <= 80 && !/@|\d{3}/.test(headline.text) ? headline.text : null;
}
