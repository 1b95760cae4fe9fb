import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { SectionedLine } from './sections.js';

// wink-nlp's English model, sentence boundaries only (about a second to load, once per process).
const nlp = winkNLP(model, ['sbd']);

// A line worth splitting: long, and with more than one sentence end in it.
const PROSE = /[.!?]\s+\S.*[.!?]?/;

/**
 * A paragraph of prose ("Chartered engineer with 14 years … I lead protection design … Strong on IEC 61850 …")
 * becomes one line per sentence, in its section, so each skill's evidence is the sentence that says it and the
 * matcher never joins words across sentences. Lists and short lines stay as they are. A word a wrap broke at its
 * hyphen is joined first (see joinBrokenWords).
 */
export function splitSentences(lines: SectionedLine[]): SectionedLine[] {
  return joinBrokenWords(lines).flatMap((line) => {
    if (line.text.length < 120 || !PROSE.test(line.text)) return [line];
    const sentences = nlp.readDoc(line.text).sentences().out().map((s) => s.trim()).filter(Boolean);
    return sentences.length > 1 ? sentences.map((text) => ({ ...line, text })) : [line];
  });
}

// A word a line break cut at its hyphen: "community-" / "driven development" (a PDF wraps compounds there).
const BROKEN_AT_HYPHEN = /\p{L}-$/u;
const CONTINUES = /^\p{Ll}/u;

/** Whether `line` goes on with a word `previous` broke at its hyphen (the two are read, and quoted, as one line). */
export const brokenAtHyphen = (previous: SectionedLine, line: SectionedLine) =>
  previous.section === line.section && BROKEN_AT_HYPHEN.test(previous.text) && CONTINUES.test(line.text);

/**
 * A compound word a wrap broke at its hyphen, joined again: "… demonstrating community-" / "driven development" is
 * "community-driven development", not a line about driving. Other wrapped lines stay apart: joining whole wrapped
 * paragraphs did not help on the dev CVs (out-of-batch F1 0.580 → 0.575; each wrapped line gets retrieved concepts of
 * its own).
 */
export function joinBrokenWords(lines: SectionedLine[]): SectionedLine[] {
  const out: SectionedLine[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous && brokenAtHyphen(previous, line)) {
      out[out.length - 1] = { ...previous, text: `${previous.text}${line.text}` };
    } else out.push(line);
  }
  return out;
}
