import { normaliseDates, RANGE } from './profile-facts.js';
import type { SectionedLine } from './sections.js';
import { brokenAtHyphen } from './sentences.js';

// Full stops that end no sentence: abbreviations, titles, degrees, months before a year, "c. 12 years", initials
// ("J.") and dotted letters ("B.S.", "a.m.", "U.S.").
const ABBREVIATION = String.raw`(?<!\b(?:[eE]g|etc|vs|approx|incl|[cC]a?|[nN]o|[dD]r|[mM]rs?|[mM]s|[sS]t|[sS]r|[jJ]r|[pP]rof|[cC]o|[mM]t|[fF]ig|[dD]ept|[eE]st|[gG]en|[sS]ect|[vV]ol|[tT]el|[cC]ert|[dD]ipl|[iI]ng|[eE]ng|B\.Tech|[BM]\.?Sc|[BM]\.?Eng|Ph\.D|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.)(?<!(?:^|[\s(])\p{Lu}\.)(?<!\b\p{L}\.\p{L}\.)`;
/** Where one sentence ends and the next starts: a capital after ". " ("Jan. 2019", "e.g. Siemens", "J. Smith" are no end). */
export const SENTENCE_END = new RegExp(String.raw`(?<=[\p{L}0-9%)+#"”’'][.!?]["”’']?)${ABBREVIATION}\s+(?=[\p{Lu}"“‘])`, 'gu');

// A wrapped line is long: close to the widest lines of its CV (a PDF's column), and not short in any case.
const WRAPPED_MIN_CHARS = 40;
const WRAPPED_SHARE_OF_WIDTH = 0.75;
// The sections whose prose a wrap is undone in: not the header, languages, interests or the catch-all, where contact
// and personal details are.
const PROSE_SECTIONS = new Set<SectionedLine['section']>(['summary', 'experience', 'projects', 'skills', 'education', 'certifications']);
// Where a sentence or a list's lead-in ends.
const ENDS = /[.!?:;]$/;
// A wrap goes on in lower case; a capital, a digit or a list's marker starts something new: "o ", "ü " or another
// lone letter (a bullet font's glyph as text; "a " is the article), "a) ", "ii. ".
const CONTINUES = /^(?!(?!a\s)\p{Ll}\s|\p{Ll}{1,4}[.)]\s)\p{Ll}/u;
// A table's cells (extraction turns a tab into two spaces) or pipes.
const TABLE = /\S {2,}\S|\s\|\s|^\||\|$/;
// Fields set apart by dashes or bars: a job's heading ("Engineer – Northern Grid – Leeds"), a page's footer.
const FIELDS = /(?:\s[–—|-]\s.*){2}/;
// Personal details and page furniture, and any line with six digits or more (a phone number, an address, a birth date
// in any country's format): never joined to the line before or after them, so never quoted with a skill beside them.
const PERSONAL = new RegExp(
  [
    String.raw`@`,
    String.raw`https?:|www\.|\b[\w-]+\.(?:com|org|net|io|co|uk|de|fr|nl|eu|me|info|in)\b`,
    String.raw`(?:\d\D*){6}`,
    String.raw`\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b`,
    String.raw`\b(?:birth|born|n[ée]e|d\.?o\.?b|nationality|national insurance|citizen|citizenship|aged|gender|marital|married|passport|address|living in|based in|resident|phone|mobile|tel|page \d+|cv|curriculum vitae|r[ée]sum[ée])\b`,
  ].join('|'),
  'iu',
);
// The longest quote; past it, the mention's own words are quoted. Sentences are looked for this far around the match.
const QUOTE_MAX_CHARS = 300;

// A heading of its own: dated, or fields set apart.
const heading = (text: string) => RANGE.test(normaliseDates(text)) || FIELDS.test(text);

/** One paragraph: its lines' texts joined as the wraps broke them, and where each line starts and ends in it. */
interface Paragraph {
  text: string;
  starts: Map<number, number>;
  /** A line's end, or its hyphen-joined next one's: stage 1 read the two as one line (joinBrokenWords). */
  ends: Map<number, number>;
}

/** What one quote is read around: the mention as stage 1 read it, where it is, and what in it matched. */
export interface QuotedMention {
  /** The text stage 1 read: the CV's line at `at`, one of its sentences, or a line joined with a hyphen-broken next. */
  line: string;
  at?: number;
  /** The characters of `line` a curated phrase or a label matched. */
  span?: [number, number];
}

/**
 * The words a skill's evidence quotes. The matcher reads a PDF's lines one by one (joining them did not help it, see
 * joinBrokenWords), so a mention on a wrapped line is a fragment ("… including accumulator"). Its quote is the whole
 * sentence the match is in, the wraps undone for quoting only: a line runs on into the next when that goes on in lower
 * case in the same section, no blank line or heading between, the first long (near the CV's widest lines), left open
 * and no job's heading, and neither a table row, personal details or page furniture, and in a prose section. Found by the
 * line's place in the CV (`SectionedLine.at`), never by its text.
 */
export class EvidenceQuotes {
  // No parameter properties: workers run this file's source with types stripped under tests.
  private readonly paragraphs = new Map<number, Paragraph>();

  constructor(lines: readonly SectionedLine[]) {
    // A CV without a heading stage 1 knows has no header to keep apart (its name and address are 'other' too): no wrap
    // is undone there.
    const undo = lines.some((l) => l.section !== 'other');
    const lengths = lines.map((l) => l.text.length).sort((a, b) => a - b);
    const width = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
    // Lines never joined to a neighbour, each tested once.
    const apart = lines.map((l) => PERSONAL.test(l.text) || heading(l.text));
    const runsOn = (i: number) => {
      const previous = lines[i - 1]!;
      const line = lines[i]!;
      return (
        undo &&
        previous.section === line.section &&
        PROSE_SECTIONS.has(line.section) &&
        !line.breakBefore &&
        CONTINUES.test(line.text) &&
        !apart[i - 1] &&
        !apart[i] &&
        (brokenAtHyphen(previous, line) ||
          (previous.text.length >= Math.max(WRAPPED_MIN_CHARS, WRAPPED_SHARE_OF_WIDTH * width) &&
            !ENDS.test(previous.text) &&
            !TABLE.test(previous.text) &&
            !TABLE.test(line.text)))
      );
    };
    let current: Paragraph | undefined;
    // The first line of a run of hyphen-joined lines.
    let joinedFrom = 0;
    lines.forEach((line, i) => {
      if (line.at !== i) return;
      const previous = lines[i - 1];
      const broken = previous !== undefined && brokenAtHyphen(previous, line);
      if (current && previous && runsOn(i)) current.text += broken ? '' : ' ';
      else current = { text: '', starts: new Map(), ends: new Map() };
      if (!broken) joinedFrom = i;
      current.starts.set(i, current.text.length);
      current.text += line.text;
      for (let k = joinedFrom; k <= i; k++) current.ends.set(k, current.text.length);
      this.paragraphs.set(i, current);
    });
  }

  /**
   * The sentences of the mention's paragraph its match is in (the sentences its text touches when no match is
   * known, of them those `names` says are about the skill); the mention's text as it is when it is not found where
   * its line is or the sentences run past QUOTE_MAX_CHARS.
   */
  quote(mention: QuotedMention, names?: (sentence: string) => boolean): string {
    const { line: text, at } = mention;
    // A line of cells ("Wind Turbine Technician | Cork | +353 85 555 0199 | mark@example.com", a table row, a list
    // set apart by bullets) is quoted by the cell that says the skill, not with a phone number or the next job's dates.
    const cell = cellQuote(text, mention.span, names);
    if (cell !== undefined) return cell;
    const paragraph = at === undefined ? undefined : this.paragraphs.get(at);
    if (!paragraph) return text;
    // The mention is on its line: the line itself, one of its sentences, or one of a hyphen-joined pair's.
    const start = paragraph.text.indexOf(text, paragraph.starts.get(at!)!);
    if (start < 0 || start + text.length > paragraph.ends.get(at!)!) return text;
    const [from, to] = mention.span ? [start + mention.span[0], start + mention.span[1]] : [start, start + text.length];
    const quote = sentencesAround(paragraph.text, from, to);
    if (quote === undefined) return text;
    return names && !mention.span ? sentencesNaming(quote, names) : quote;
  }
}

// Cells of a line: bars, middle dots or bullets between spaces ("Python |  | SQL" has two cells), or tabs.
const CELL_SEPARATOR = /(?:\s+[|·•])+\s+|\t+/g;
// A cell of personal details, which no skill is quoted by: an email, a web address, a phone number (nine digits or more
// and nothing but a phone's characters and label: not "SCADA upgrade 2019 - 2021").
const PERSONAL_CELL = /@|https?:|www\.|^\S+\.(?:com|org|net|io|dev|me|co\.uk)(?:\/\S*)?$|^(?:tel|phone|mobile|mob|cell|t|m)?\.?:?\s*\+?(?:[\d()][\s().-]*){9,}$/i;

/**
 * Of a line of cells, the one its match is in, else those `names` says are about the skill, else the longest (a table
 * row's tasks rather than its dates), never one of personal details; undefined for any other line.
 */
function cellQuote(line: string, span: [number, number] | undefined, names?: (sentence: string) => boolean): string | undefined {
  const cells: { start: number; end: number }[] = [];
  let start = 0;
  for (const separator of line.matchAll(CELL_SEPARATOR)) {
    cells.push({ start, end: separator.index });
    start = separator.index + separator[0].length;
  }
  if (!cells.length) return undefined;
  cells.push({ start, end: line.length });
  const text = (cell: { start: number; end: number }) => line.slice(cell.start, cell.end).trim();
  if (span) {
    const holding = cells.find((cell) => cell.start <= span[0] && span[1] <= cell.end);
    return holding ? text(holding) : undefined;
  }
  const texts = cells.map(text).filter((cell) => cell && !PERSONAL_CELL.test(cell));
  const naming = names ? texts.filter((cell) => names(cell)) : [];
  if (naming.length) return naming.join(' | ');
  return texts.length ? texts.reduce((longest, cell) => (cell.length > longest.length ? cell : longest)) : undefined;
}

/** The whole sentences of `text` that [from, to) touches, if they fit in QUOTE_MAX_CHARS. */
function sentencesAround(text: string, from: number, to: number): string | undefined {
  // Only a window around the match is searched (a sentence longer than a quote is no quote anyway), with what comes
  // before it in view of the pattern's look-behinds ("Dr." cut to "r." would end a sentence).
  const windowStart = Math.max(0, from - QUOTE_MAX_CHARS);
  const windowEnd = to + QUOTE_MAX_CHARS;
  let start = windowStart === 0 ? 0 : undefined;
  let end = windowEnd >= text.length ? text.length : undefined;
  const boundaries = new RegExp(SENTENCE_END);
  boundaries.lastIndex = windowStart;
  for (let boundary = boundaries.exec(text); boundary && boundary.index < windowEnd; boundary = boundaries.exec(text)) {
    if (boundary.index < from) start = boundary.index + boundary[0].length;
    else if (boundary.index >= to) {
      end = boundary.index;
      break;
    }
  }
  if (start === undefined || end === undefined || end - start > QUOTE_MAX_CHARS) return undefined;
  return text.slice(start, end);
}

/** The sentences of a text that `names` (the whole text when it has one sentence, or none does). */
export function sentencesNaming(text: string, names: (sentence: string) => boolean): string {
  const sentences = text.split(SENTENCE_END);
  if (sentences.length < 2) return text;
  const naming = sentences.filter(names);
  return naming.length ? naming.join(' ') : text;
}
