import { STOPWORDS, tokenize, type Token } from './tokens.js';
import type { TaxonomyConcept } from './taxonomy.js';

interface LabelEntry {
  concept: TaxonomyConcept;
  label: string;
  /** Content stems, all of which must occur close together in a line. */
  stems: string[];
  /** For one-word labels: the word itself, matched whole rather than by stem. */
  word?: string;
  /** Very short labels ("R", "Go", "C") must match their exact case. */
  caseSensitive?: string;
  /** A variant with a generic head noun left out ("install photovoltaic"): the object must end the phrase. */
  headless?: boolean;
  /** A short upper-case synonym ("NEC", "CPR", "BMS"): ambiguous, so trusted only in a list of skills. */
  acronym?: boolean;
  /** The label starts with one of the taxonomy's verbs ("assess", "install"). */
  verbFirst?: boolean;
}

export interface ConceptMatch {
  concept: TaxonomyConcept;
  label: string;
  /** Indexes of the line's tokens that matched. */
  tokenIndexes: number[];
  /** Matched through a short upper-case synonym. */
  acronym?: boolean;
}

/** Where a line may be read: list-like lines (a skills list) admit acronyms and one-letter names. */
export interface MatchOptions {
  listLike?: boolean;
}

// One-word labels that are everyday words in a CV: on their own they say nothing about a skill.
const GENERIC_WORDS = new Set(
  ('management manage design planning plan maintenance safety quality production service services support operations ' +
    'operation sales marketing training research development engineering construction energy power systems system ' +
    'control monitoring testing analysis reporting documentation communication teamwork team leadership english ' +
    'french german spanish logistics transport security finance accounting administration office computer ' +
    'learning teaching writing reading physics chemistry mathematics electricity electronics mechanics')
    .split(' '),
);

// Head nouns a CV often leaves out: "maintain PV" means "maintain photovoltaic systems".
// Not "installation": in "heat pump installation" it is the action, not a head noun.
const OPTIONAL_HEADS = new Set(['system', 'equip', 'devic', 'facil', 'compon', 'unit', 'plant']);
// ...but only when what is left still names something specific: "maintain power (plants)" and "maintain
// test (equipment)" would otherwise match any maintenance of power or test anything.
const HEADLESS_MAX_FREQUENCY = 200;

// Verbs that add nothing to the object: "electrical calculations" is "make electrical calculations",
// "energy audits" is "conduct energy audit", "feasibility study on hydrogen" is "execute feasibility
// study on hydrogen". Labels starting with one also match without it when the rest is specific.
// Not "use": "using protective clothing" is not "protective clothing requirements". Not when a preposition
// follows: "apply for work permits" is not "work permits".
const LIGHT_VERBS = new Set(['perform', 'execut', 'conduct', 'carri', 'undertak', 'undertake', 'make', 'do', 'appli', 'ensur']);
const VERB_THEN_PREPOSITION = /^\S+\s+(?:out\s+)?(?:for|to|on|with|in|at|from)\b/i;
// Adjectives keep a headless object specific however common they are: "maintain electrical (equipment)".
const ADJECTIVE = /(?:al|ic|ive|ous|ary)$/;

// CV verbs that mean a taxonomy verb for the same object: "build project schedules" is "develop project
// schedule", "evaluated bids" is "compare contractors' bids", "fixed ... connectors" repairs them.
const VERB_SYNONYMS: Record<string, string> = { build: 'develop', built: 'develop', evalu: 'compar', fix: 'repair', servic: 'maintain', overse: 'manag', check: 'inspect', examin: 'inspect' };

/** A separator between two matched words means they belong to different items of a list. */
const LIST_BREAK = /[,;|•:]|\s[-–—]\s/;
const COORDINATION = new Set(['and', 'or', '&', 'and/or']);

/**
 * An inverted index over every label and synonym of the taxonomy. A multi-word label matches a line
 * when all its content stems occur within a short window, in any order ("maintain wind turbines"
 * matches "wind turbine maintenance"); a one-word label matches the whole word only.
 */
export class ConceptIndex {
  private readonly byKey = new Map<string, LabelEntry[]>();

  constructor(concepts: Iterable<TaxonomyConcept>) {
    const list = [...concepts];
    const stemFrequency = new Map<string, number>();
    // The taxonomy's own verbs: the first words of skill labels ("install", "maintain", "operate").
    const verbCount = new Map<string, number>();
    for (const concept of list) {
      if (concept.kind === 'knowledge') continue;
      const first = tokenize(concept.label)[0];
      if (first) verbCount.set(first.stem, (verbCount.get(first.stem) ?? 0) + 1);
    }
    const isVerb = (stem: string) => (verbCount.get(stem) ?? 0) >= 3;
    const labelFrequency = new Map<string, number>();
    const prepared: { concept: TaxonomyConcept; entry: LabelEntry; preferred: boolean }[] = [];
    for (const concept of list) {
      for (const label of [concept.label, ...concept.altLabels]) {
        const entry = this.entryFor(concept, label, label === concept.label);
        if (!entry) continue;
        prepared.push({ concept, entry, preferred: label === concept.label });
        for (const s of new Set(entry.stems)) labelFrequency.set(s, (labelFrequency.get(s) ?? 0) + 1);
      }
    }
    const entries: LabelEntry[] = [];
    let current: TaxonomyConcept | undefined;
    let seen = new Set<string>();
    for (const { concept, entry } of prepared) {
      if (concept !== current) {
        current = concept;
        seen = new Set<string>();
      }
      {
        // "install photovoltaic systems" is also said as "installed PV" : a generic head noun is optional.
        if (!entry.word && concept.kind !== 'knowledge' && isVerb(entry.stems[0]!)) entry.verbFirst = true;
        const variants = [entry];
        const head = entry.stems.at(-1)!;
        const beforeHead = entry.stems.at(-2)!;
        const beforeHeadWord = tokenize(entry.label.replace(/\([^)]*\)/g, ' ')).filter((t) => t.stem === beforeHead)[0]?.lower ?? '';
        if (entry.stems.length >= 3 && OPTIONAL_HEADS.has(head) && entry.verbFirst && ((labelFrequency.get(beforeHead) ?? 0) <= HEADLESS_MAX_FREQUENCY || ADJECTIVE.test(beforeHeadWord))) {
          variants.push({ ...entry, stems: entry.stems.slice(0, -1), headless: true });
        }
        if (concept.kind !== 'knowledge' && !entry.word && LIGHT_VERBS.has(entry.stems[0]!) && !VERB_THEN_PREPOSITION.test(entry.label)) {
          const object = entry.stems.slice(entry.stems[1] === 'out' ? 2 : 1);
          if (object.length >= 2) variants.push({ ...entry, stems: object });
        }
        for (const variant of variants) {
          if (seen.has(variant.stems.join(' '))) continue;
          seen.add(variant.stems.join(' '));
          entries.push(variant);
          for (const s of variant.stems) stemFrequency.set(s, (stemFrequency.get(s) ?? 0) + 1);
        }
      }
    }
    // Key each label by its rarest stem: a line only visits labels that can possibly match.
    for (const entry of entries) {
      const key = [...entry.stems].sort((a, b) => (stemFrequency.get(a) ?? 0) - (stemFrequency.get(b) ?? 0))[0]!;
      const list = this.byKey.get(key) ?? [];
      list.push(entry);
      this.byKey.set(key, list);
    }
  }

  get size(): number {
    let n = 0;
    for (const list of this.byKey.values()) n += list.length;
    return n;
  }

  private entryFor(concept: TaxonomyConcept, label: string, preferred: boolean): LabelEntry | undefined {
    const cleaned = label.replace(/\([^)]*\)/g, ' ').trim(); // "Python (computer programming)" → "Python"
    const all = tokenize(cleaned);
    const tokens = all.filter((t) => !STOPWORDS.has(t.lower));
    if (tokens.length === 0 || tokens.length > 6) return undefined;
    if (tokens.length === 1) {
      const word = tokens[0]!;
      // A lone word left over from a phrase ("and procedures") means nothing; a one-word synonym is
      // trusted only when it is a name or acronym ("Python", "SAP"), since plain words are ambiguous
      // ("signing" is a synonym of fingerspelling, "integrity" of morality).
      if (all.length > 1 || GENERIC_WORDS.has(word.lower)) return undefined;
      if (!preferred && !/[A-Z]/.test(word.text)) return undefined;
      return {
        concept,
        label,
        stems: [word.lower],
        word: word.lower,
        ...(!preferred && /^[A-Z0-9&]{2,4}$/.test(word.text) ? { acronym: true } : {}),
        // Short words and names ("R", "Access", "Eclipse") must keep their case to count.
        ...(word.text.length <= 2 || (!preferred && /[A-Z]/.test(word.text)) ? { caseSensitive: word.text } : {}),
      };
    }
    return { concept, label, stems: [...new Set(tokens.map((t) => t.stem))] };
  }

  /** Every label found in one line of text (its tokens, and the text they came from for separators). */
  matchLine(tokens: Token[], text = '', options: MatchOptions = {}): ConceptMatch[] {
    const positions = new Map<string, number[]>();
    tokens.forEach((token, i) => {
      for (const key of new Set([token.stem, token.lower, VERB_SYNONYMS[token.stem] ?? token.stem])) {
        const list = positions.get(key) ?? [];
        list.push(i);
        positions.set(key, list);
      }
    });
    const matches: ConceptMatch[] = [];
    for (const key of positions.keys()) {
      for (const entry of this.byKey.get(key) ?? []) {
        if (entry.acronym && !options.listLike) continue;
        const found = this.locate(entry, tokens, positions, text);
        if (found) matches.push({ concept: entry.concept, label: entry.label, tokenIndexes: found, ...(entry.acronym ? { acronym: true } : {}) });
      }
    }
    return matches;
  }

  private locate(entry: LabelEntry, tokens: Token[], positions: Map<string, number[]>, text: string): number[] | undefined {
    if (entry.word) {
      const at = (positions.get(entry.word) ?? []).filter((i) => tokens[i]!.lower === entry.word && (!entry.caseSensitive || tokens[i]!.text === entry.caseSensitive));
      return at.length ? [at[0]!] : undefined;
    }
    const lists = entry.stems.map((s) => positions.get(s));
    if (lists.some((l) => !l)) return undefined;
    // Matched words must stand in one item of a list, not across a comma or a pipe.
    const together = (picked: number[]) => {
      const from = Math.min(...picked);
      const to = Math.max(...picked);
      return !text || !LIST_BREAK.test(text.slice(tokens[from]!.end, tokens[to]!.start));
    };
    // A variant without its head noun must end the phrase: "maintain utility (equipment)" is not
    // "monitored utility bills".
    const endsPhrase = (picked: number[]) => {
      if (!entry.headless) return true;
      const next = tokens[Math.max(...picked) + 1];
      return !next || STOPWORDS.has(next.lower) || COORDINATION.has(next.lower) || /[,;:|()]/.test(text.slice(tokens[Math.max(...picked)]!.end, next.start));
    };
    // Two-word labels are phrases ("electric motors", "operating system"): their words stand together,
    // in order ("system operator" is not an operating system), not across "and" ("wire and bend" is not
    // wire bending). A nominalised verb may follow its object: "electrical maintenance".
    if (entry.stems.length === 2) {
      for (const first of lists[0]!) {
        // "assessment processes" is a kind of process, not assessing processes.
        const compound = entry.verbFirst && /(?:ment|ion|ance|ence)s?$/.test(tokens[first]!.lower);
        const second = lists[1]!.find((i) => i > first && i - first <= 2 && (i - first === 1 ? !compound : !COORDINATION.has(tokens[first + 1]!.lower)));
        if (second !== undefined && together([first, second]) && endsPhrase([first, second])) return [first, second];
        const before = lists[1]!.find((i) => i === first - 1);
        if (before !== undefined && NOMINAL.test(tokens[first]!.lower) && together([before, first]) && endsPhrase([before, first])) return [before, first];
      }
      return undefined;
    }
    const window = entry.stems.length * 2 + 2;
    // Try each occurrence of the first stem as an anchor; take the nearest of every other stem.
    for (const anchor of lists[0]!) {
      const picked = [anchor];
      for (const list of lists.slice(1)) {
        const nearest = list!.reduce((best, i) => (Math.abs(i - anchor) < Math.abs(best - anchor) ? i : best), list![0]!);
        picked.push(nearest);
      }
      const from = Math.min(...picked);
      const to = Math.max(...picked);
      if (to - from >= window) continue;
      // Few other content words in between: "maintain ... hydraulic pitch systems" yes, but not
      // "maintain and repair hydraulic pitch systems and brake" for "maintain braking system".
      let extra = 0;
      // Numbers and acronyms (whose expansion follows them) do not count.
      for (let i = from; i <= to; i++) if (!picked.includes(i) && !STOPWORDS.has(tokens[i]!.lower) && !COORDINATION.has(tokens[i]!.lower) && !/\d|^[A-Z&]{2,}s?$/.test(tokens[i]!.text)) extra++;
      if (extra > Math.max(1, entry.stems.length - 1)) continue;
      if (!together(picked) || !endsPhrase(picked)) continue;
      return [...new Set(picked)].sort((a, b) => a - b);
    }
    return undefined;
  }
}

/** Nouns made from verbs ("maintenance", "installation", "testing"): they may follow their object. */
const NOMINAL = /(?:ance|ence|ion|ions|ing|ment|ments)$/;
