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
 * matcher never joins words across sentences. Lists and short lines stay as they are.
 */
export function splitSentences(lines: SectionedLine[]): SectionedLine[] {
  return lines.flatMap((line) => {
    if (line.text.length < 120 || !PROSE.test(line.text)) return [line];
    const sentences = nlp.readDoc(line.text).sentences().out().map((s) => s.trim()).filter(Boolean);
    return sentences.length > 1 ? sentences.map((text) => ({ text, section: line.section })) : [line];
  });
}
