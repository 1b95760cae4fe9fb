import { stemmer } from 'stemmer';

/** A word of a CV line with the forms the matcher compares: lower case and a light stem. */
export interface Token {
  text: string;
  lower: string;
  stem: string;
  start: number;
  end: number;
}

// Function words: skipped when comparing a label with a CV line. Verbs stay: "use", "provide" are content.
export const STOPWORDS = new Set('a an and or of the to in on for with at by from into as its their this that via per'.split(' '));

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#.'/-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  for (const match of line.matchAll(WORD)) {
    const text = match[0];
    const lower = text.toLowerCase();
    tokens.push({ text, lower, stem: stem(lower), start: match.index, end: match.index + text.length });
  }
  return tokens;
}

// Porter leaves a few verb/noun pairs apart that CVs use interchangeably with ESCO's verbs.
const STEM_ALIASES: Record<string, string> = {
  mainten: 'maintain', electrician: 'electr', analysi: 'analys', analyz: 'analys', compli: 'complianc',
  // Energy-sector synonyms folded together: a PV "module" is a "panel", "modules" too.
  modul: 'panel', microinvert: 'invert', breaker: 'breaker', schemat: 'diagram',
};

/** Porter stem, so a label's verb ("maintain", "install") meets a CV's noun or past tense ("maintenance", "installed"). */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  if (lower.length <= 3 || /[^a-z]/.test(lower)) return lower;
  const stemmed = stemmer(lower);
  return STEM_ALIASES[stemmed] ?? stemmed;
}
