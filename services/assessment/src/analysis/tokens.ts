import { stemmer } from 'stemmer';
import lemmatizer from 'wink-lemmatizer';

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

// Joined words a CV may also write apart: "fault-finding" is "fault finding", "tower/flange" is "tower, flange".
// A slash splits words, capitalised too ("Scrum/Agile", "Excel/Access"), not names in capitals: "CI/CD", "PSS/E" and
// "TCP/IP" are names.
const JOINER = /-|\/(?=\p{Lu}?\p{Ll}{2,})(?<=\p{Ll}{2,}\/)/u;

// Tokenize's answers for short texts while the indexes are built: they read the taxonomy's labels over and over (513,837
// calls for 154,194 texts, two thirds of them again). The arrays are shared, so no caller may change one.
let building: Map<string, Token[]> | null = null;
const CACHED_TEXT_MAX = 120;

/** Runs `build` (synchronous) with tokenize's answers kept in `cache` for the texts it reads again. */
export function withTokenCache<T>(cache: Map<string, Token[]>, build: () => T): T {
  building = cache;
  try {
    return build();
  } finally {
    building = null;
  }
}

export function tokenize(line: string): Token[] {
  if (building === null || line.length > CACHED_TEXT_MAX) return tokenizeAfresh(line);
  let tokens = building.get(line);
  if (!tokens) building.set(line, (tokens = tokenizeAfresh(line)));
  return tokens;
}

function tokenizeAfresh(line: string): Token[] {
  const tokens: Token[] = [];
  const push = (text: string, start: number) => {
    const lower = text.toLowerCase();
    tokens.push({ text, lower, stem: stem(text), start, end: start + text.length });
  };
  for (const match of line.matchAll(WORD)) {
    const text = match[0];
    if (!JOINER.test(text)) {
      push(text, match.index);
      continue;
    }
    let offset = 0;
    for (const part of text.split(JOINER)) {
      // Each part is a word again ("22", "turbine"); a part that is no word (a lone "+") is dropped.
      for (const sub of part.matchAll(WORD)) push(sub[0], match.index + offset + sub.index);
      offset += part.length + 1;
    }
  }
  return tokens;
}

// Porter leaves a few verb/noun pairs apart that CVs use interchangeably with ESCO's verbs.
// Maps, not object literals: a CV's word is looked up in them, and "constructor" must not find Object's.
const STEM_ALIASES = new Map(Object.entries({
  mainten: 'maintain', electrician: 'electr', analysi: 'analys', analyz: 'analys', compli: 'complianc',
  // "Team leadership" is leading a team, as "maintenance" is maintaining.
  leadership: 'lead',
  // Energy-sector synonyms folded together: a PV "module" is a "panel", "modules" too.
  modul: 'panel', microinvert: 'invert', breaker: 'breaker', schemat: 'diagram',
}));

// Words Porter cuts to another, unrelated word's stem, each kept apart by its own form: an engineer's CV line is not
// about engines (Porter: both "engin"), "General Manager" is not power generation ("gener"), organic chemistry is
// not organising ("organ").
const OWN_STEMS = new Map(Object.entries({
  engine: 'engine', engines: 'engine', general: 'general', generally: 'general', generalist: 'general', generalists: 'general',
  organic: 'organic', organically: 'organic', organ: 'organ-body', organs: 'organ-body',
}));

// Irregular verb forms Porter cannot bring back to the verb ("wrote reports" is "write reports", "oversaw" is
// "oversee") come from WordNet's exception lists through wink-lemmatizer. Forms that are more often another
// word's noun or adjective in a CV keep their own stem: "wound care" is not winding, "left" not leaving.
const NOT_VERB_FORMS = new Set('wound saw left felt lay ground bound rose fell meant best better worse worst'.split(' '));

function verbLemma(lower: string): string {
  if (NOT_VERB_FORMS.has(lower)) return lower;
  return lemmatizer.verb(lower);
}

/**
 * British and American spellings of one word brought to one form before stemming (both the taxonomy's labels
 * and the CV go through it, so the form chosen does not matter): organise/organize, analyse/analyze,
 * colour/color, centre/center, programme/program, modelling/modeling, licence/license.
 */
export function normaliseSpelling(lower: string): string {
  if (lower.length < 5) return lower;
  return lower
    .replace(/(?<=[a-z]{3})is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1')
    .replace(/(?<=[a-z]{2}l)ys(e|es|ed|ing|er|ers)$/, 'yz$1')
    .replace(/(?<=[a-z]{3})our(s|ed|ing|al|able)?$/, 'or$1')
    .replace(/(?<=[a-z]{2})([tb])re(s|d)?$/, '$1er$2')
    .replace(/^programme(s|d)?$/, 'program$1')
    .replace(/^(model|travel|label|cancel|fuel|signal|level|channel|counsel|tunnel|marshal|total|dial)l(ing|ed|er|ers)$/, '$1$2')
    .replace(/^(lic|def|off|pret)ence(s)?$/, '$1ense$2');
}

/** Porter stem, so a label's verb ("maintain", "install") meets a CV's noun or past tense ("maintenance", "installed"). */
const stemCache = new Map<string, string>();

export function stem(word: string): string {
  let cached = stemCache.get(word);
  if (cached === undefined) {
    cached = computeStem(word);
    if (stemCache.size < 200_000) stemCache.set(word, cached);
  }
  return cached;
}

function computeStem(word: string): string {
  let lower = word.toLowerCase().replace(/['’]s$/, '');
  // Not for an acronym: "LED lighting" was not led.
  if (word !== word.toUpperCase()) lower = verbLemma(lower);
  if (lower.length <= 3 || /[^a-z]/.test(lower)) return lower;
  const own = OWN_STEMS.get(lower);
  if (own) return own;
  lower = normaliseSpelling(lower);
  const stemmed = stemmer(lower);
  // An agent noun is not its verb: "performers" (a label about artists) is not "performance" or
  // "performed", a "planner" not "planning". Porter cuts both to "perform", so the -er noun keeps a mark.
  if (/^(?:er|ers)$/.test(lower.slice(stemmed.length)) && lower.startsWith(stemmed)) return `${STEM_ALIASES.get(stemmed) ?? stemmed}~er`;
  return STEM_ALIASES.get(stemmed) ?? stemmed;
}

/**
 * `text` with each aside in parentheses replaced by `by` (`pattern` matches one, from its '(' to the first ')' after it).
 * Only the part up to the text's last ')' is searched: from an unclosed '(' a pattern scans to the text's end, so a CV
 * of 200,000 '(' cost minutes of backtracking (a quadratic search), where now it costs one pass.
 */
export function withoutAsides(text: string, by = ' ', pattern: RegExp = ASIDE): string {
  const close = text.lastIndexOf(')');
  // Two characters past it too, for a pattern that looks at what follows its ')' (profile-facts' ASIDE_IN_TEXT).
  const end = close + 1 + LOOKAHEAD_CHARS;
  return close < 0 ? text : text.slice(0, end).replace(pattern, by) + text.slice(end);
}
const LOOKAHEAD_CHARS = 2;
const ASIDE = /\([^)]*\)/g;

