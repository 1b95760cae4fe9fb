import type { SectionedLine } from './sections.js';

/** Where one sentence ends and the next starts (a capital after ". "; "Jan. 2019" is no end). */
export const SENTENCE_END = /(?<=[a-z0-9+%)][.!?])\s+(?=[A-Z])/g;
// A list item's marker, a table's cells: such a line starts something of its own.
const STARTS_ITEM = /^(?:[-•*▪◦‣–—·>]|\d+[.)]\s)/u;
const TABLE = /\s\|\s|^\||\|$/;
// Where a sentence or a list's lead-in ends: the next line starts afresh.
const ENDS = /[.!?:;]$/;
const CONTINUES = /^\p{Ll}/u;
// A line cut where no sentence can end (after a comma, an article, a preposition or a conjunction): the next line goes
// on with it even when it starts with a name or a number ("… onshore wind farm in" / "Caithness").
const CUT_SHORT = /(?:[,(&/]|\b(?:a|an|and|or|but|the|of|in|on|at|to|for|with|by|from|into|including|via|per|as|than)),?$/i;
const unclosed = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
const BROKEN_AT_HYPHEN = /\p{L}-$/u;
// The longest quote of several sentences none of which names the skill.
const WHOLE_QUOTE_MAX_CHARS = 200;
// A wrapped line is long: a short line before a lower-case one is a heading or a label ("Tools" / "python, sql").
const WRAPPED_MIN_CHARS = 40;

/**
 * The CV's lines with the wraps of a PDF or a narrow column undone: a line that runs on ("… signing off permits and
 * keeping the" / "work orders tidy. Full GWO BST …") joins the next, in its section, unless it ends a sentence, or
 * either is a list item or a table row. For quoting only: the matcher reads each line apart (joining them there did
 * not help, see joinBrokenWords).
 */
export function unwrappedParagraphs(lines: readonly SectionedLine[]): string[] {
  const paragraphs: string[] = [];
  let previous: SectionedLine | undefined;
  for (const line of lines) {
    const last = paragraphs.length - 1;
    const runsOn =
      previous !== undefined &&
      previous.section === line.section &&
      paragraphs[last]!.length >= WRAPPED_MIN_CHARS &&
      !ENDS.test(previous.text) &&
      (CONTINUES.test(line.text) || CUT_SHORT.test(previous.text) || unclosed(previous.text)) &&
      !STARTS_ITEM.test(line.text) &&
      !TABLE.test(previous.text) &&
      !TABLE.test(line.text);
    if (runsOn) paragraphs[last] = BROKEN_AT_HYPHEN.test(paragraphs[last]!) ? `${paragraphs[last]}${line.text}` : `${paragraphs[last]} ${line.text}`;
    else paragraphs.push(line.text);
    previous = line;
  }
  return paragraphs;
}

/**
 * The quote a skill's evidence shows for one of its mention lines: whole sentences of the unwrapped paragraph the line
 * is part of, those that `names` the skill when some do, else all the line touches (the one it holds most of, if that
 * is long); the line's own naming sentences when no paragraph holds more. A quote that stopped where a PDF wrapped
 * its line ("… including accumulator") read as cut off.
 */
export function quoteOf(line: string, paragraphs: readonly string[], names: (sentence: string) => boolean): string {
  const paragraph = paragraphs.find((p) => p.includes(line));
  if (paragraph === undefined || paragraph === line) return sentencesNaming(line, names);
  const start = paragraph.indexOf(line);
  const end = start + line.length;
  const overlapping: { sentence: string; shared: number }[] = [];
  let from = 0;
  for (const boundary of [...paragraph.matchAll(SENTENCE_END), null]) {
    const to = boundary ? boundary.index : paragraph.length;
    if (to > start && from < end) overlapping.push({ sentence: paragraph.slice(from, to), shared: Math.min(to, end) - Math.max(from, start) });
    if (boundary) from = boundary.index + boundary[0].length;
  }
  const naming = overlapping.filter(({ sentence }) => names(sentence));
  if (naming.length) return naming.map(({ sentence }) => sentence).join(' ');
  // None says the skill's words (a curated phrase or a meaning found it): all the line touches, when short enough to
  // read at a glance, else the sentence the line holds most of.
  const all = overlapping.map(({ sentence }) => sentence).join(' ');
  return all.length <= WHOLE_QUOTE_MAX_CHARS ? all : overlapping.reduce((best, next) => (next.shared > best.shared ? next : best)).sentence;
}

/** The sentences of a line that name the skill, or the whole line when it has one sentence or none names it. */
export function sentencesNaming(line: string, names: (sentence: string) => boolean): string {
  const sentences = line.split(SENTENCE_END);
  if (sentences.length < 2) return line;
  const naming = sentences.filter(names);
  return naming.length ? naming.join(' ') : line;
}
