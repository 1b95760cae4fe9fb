import { isEscoUri } from './esco-uri.js';
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
  /** That verb as the label writes it ("operate"), to tell it from a person noun ("operator"). */
  verbWord?: string;
}

/**
 * The labels keyed by one stem, with what a line must hold besides it before they are located, in plain arrays: the
 * entries come in many shapes, and reading each one's fields for the ~200 a line visits was most of matching.
 */
interface KeyedEntries {
  entries: LabelEntry[];
  /** The entry's other stems (none for a one-word label, which locate checks itself). */
  others?: (readonly string[])[];
  acronym?: boolean[];
}

export interface ConceptMatch {
  concept: TaxonomyConcept;
  label: string;
  /** Indexes of the line's tokens that matched. */
  tokenIndexes: number[];
  /** Matched through a short upper-case synonym. */
  acronym?: boolean;
  /** Matched loosely: without the label's head noun, through a light verb, or with the verb apart from its object. */
  loose?: boolean;
}

/** Where a line may be read: list-like lines (a skills list) admit acronyms and one-letter names. */
export interface MatchOptions {
  listLike?: boolean;
  /**
   * Where a line describes work done (experience, projects, a skills section): a verb-first label may also be
   * said with words between its verb and its object ("planned and scheduled all routine and corrective
   * maintenance" is planning maintenance).
   */
  verbObject?: boolean;
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
const OPTIONAL_HEADS = new Set(['system', 'equip', 'devic', 'facil', 'compon', 'unit', 'plant', 'activ', 'techniqu']);
// Heads that name nothing of their own: "plan maintenance activities" is "plan maintenance", "apply statistical
// analysis techniques" is "apply statistical analysis", however common the word before them.
const EMPTY_HEADS = new Set(['activ', 'techniqu']);
// ...but only when what is left still names something specific: "maintain power (plants)" and "maintain
// test (equipment)" would otherwise match any maintenance of power or test anything.
const HEADLESS_MAX_FREQUENCY = 200;

// Verbs that add nothing to the object: "electrical calculations" is "make electrical calculations",
// "energy audits" is "conduct energy audit", "feasibility study on hydrogen" is "execute feasibility
// study on hydrogen". Labels starting with one also match without it when the rest is specific.
// Not "use": "using protective clothing" is not "protective clothing requirements". Not when a preposition
// follows: "apply for work permits" is not "work permits".
const LIGHT_VERBS = new Set(['perform', 'execut', 'conduct', 'carri', 'undertak', 'undertake', 'make', 'do', 'appli', 'ensur']);
// The shared key of the light verbs that mean "do" (not "make", "apply", "ensure"), and "carry" only with "out".
const LIGHT = '\u00a7do';
const DOING_VERBS = new Set(['perform', 'execut', 'conduct', 'undertak', 'undertake']);
// Nouns of action: "management", "analysis", "installation", "testing".
const ACTION_NOUN = /(?:ance|ence|ion|ment|sis|ing)$/;
const VERB_THEN_PREPOSITION = /^\S+\s+(?:out\s+)?(?:for|to|on|with|in|at|from)\b/i;
// Adjectives keep a headless object specific however common they are: "maintain electrical (equipment)".
const ADJECTIVE = /(?:al|ic|ive|ous|ary)$/;

// CV verbs that mean a taxonomy verb for the same object: "build project schedules" is "develop project
// schedule", "evaluated bids" is "compare contractors' bids", "fixed ... connectors" repairs them.
// "tracked costs" monitors them, "fitted meters" installs them (British usage). Code is written, coded or developed
// where ESCO programs it ("wrote C firmware" is "program firmware"); a team is headed where ESCO leads it.
const VERB_SYNONYMS: Record<string, string> = { build: 'develop', built: 'develop', evalu: 'compar', fix: 'repair', servic: 'maintain', overse: 'manag', check: 'inspect', examin: 'inspect', track: 'monitor', fit: 'instal', write: 'program', cod: 'program', develop: 'program', head: 'lead' };
// A person is not the action: "construction manager" does not manage, "installers" do not install here.
const AGENT_NOUN = /(?:er|or|ist)s?$/;
// Between a verb and its object: a sentence or clause ends, so the object belongs to something else.
const CLAUSE_BREAK = /[.;:!?]|\s[-–—]\s/;
// How far a verb may stand from its object, and how many other content words may stand between them.
const VERB_OBJECT_WINDOW = 8;
const VERB_OBJECT_GAP = 4;

/** A separator between two matched words means they belong to different items of a list. */
const LIST_BREAK = /[,;|•:]|\s[-–—]\s/;
const COORDINATION = new Set(['and', 'or', '&', 'and/or']);

/**
 * An inverted index over every label and synonym of the taxonomy. A multi-word label matches a line
 * when all its content stems occur within a short window, in any order ("maintain wind turbines"
 * matches "wind turbine maintenance"); a one-word label matches the whole word only.
 */
export class ConceptIndex {
  private readonly byKey = new Map<string, KeyedEntries>();

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
        if (!entry.word && concept.kind !== 'knowledge' && isVerb(entry.stems[0]!)) {
          entry.verbFirst = true;
          entry.verbWord = tokenize(entry.label)[0]?.lower;
        }
        const variants = [entry];
        // Labels that may end in a nominalised action ("project management", "perform (project management)").
        const nominals = entry.verbFirst || entry.word ? [] : [entry];
        const head = entry.stems.at(-1)!;
        const beforeHead = entry.stems.at(-2)!;
        const beforeHeadWord = tokenize(entry.label.replace(/\([^)]*\)/g, ' ')).filter((t) => t.stem === beforeHead)[0]?.lower ?? '';
        if (entry.stems.length >= 3 && OPTIONAL_HEADS.has(head) && entry.verbFirst && (EMPTY_HEADS.has(head) || (labelFrequency.get(beforeHead) ?? 0) <= HEADLESS_MAX_FREQUENCY || ADJECTIVE.test(beforeHeadWord))) {
          variants.push({ ...entry, stems: entry.stems.slice(0, -1), headless: true });
        }
        if (concept.kind !== 'knowledge' && !entry.word && LIGHT_VERBS.has(entry.stems[0]!) && !VERB_THEN_PREPOSITION.test(entry.label)) {
          const object = entry.stems.slice(entry.stems[1] === 'out' ? 2 : 1);
          if (object.length >= 2) {
            variants.push({ ...entry, stems: object });
            nominals.push({ ...entry, stems: object });
          }
          // Light verbs stand for one another: "carried out inspections" is "undertake inspections".
          if (object.length >= 1 && (DOING_VERBS.has(entry.stems[0]!) || (entry.stems[0] === 'carri' && entry.stems[1] === 'out'))) variants.push({ ...entry, stems: [LIGHT, ...object] });
        }
        // A nominalised action after its object is also said as the verb before it: "project management" as
        // "managed lighting and HVAC retrofit projects", "data analysis" as "analysed the data".
        for (const variant of nominals) {
          const last = variant.stems.at(-1)!;
          const lastWord = tokenize(variant.label.replace(/\([^)]*\)/g, ' ')).at(-1)?.lower ?? '';
          if (concept.kind === 'knowledge' || variant.stems.length < 2 || !ACTION_NOUN.test(lastWord) || OPTIONAL_HEADS.has(last) || tokenize(lastWord)[0]?.stem !== last || !isVerb(last)) continue;
          variants.push({ ...variant, stems: [last, ...variant.stems.slice(0, -1)], verbFirst: true, verbWord: '' });
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
      let list = this.byKey.get(key);
      if (!list) this.byKey.set(key, (list = { entries: [] }));
      list.entries.push(entry);
    }
  }

  get size(): number {
    let n = 0;
    for (const list of this.byKey.values()) n += list.entries.length;
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
        // Short words and names ("R", "Access", "Eclipse") must keep their case to count; so must a product whose
        // name is a plain word ("Canvas (learning management systems)" is not an HTML canvas, "Source" not open source,
        // and O*NET's "Scheme" no "480 MW scheme").
        ...(word.text.length <= 2 || (/[A-Z]/.test(word.text) && (!preferred || cleaned !== label.trim() || !isEscoUri(concept.uri))) ? { caseSensitive: word.text } : {}),
      };
    }
    return { concept, label, stems: [...new Set(tokens.map((t) => t.stem))] };
  }

  /** Every label found in one line of text (its tokens, and the text they came from for separators). */
  matchLine(tokens: Token[], text = '', options: MatchOptions = {}): ConceptMatch[] {
    const positions = new Map<string, number[]>();
    tokens.forEach((token, i) => {
      const synonym = token.stem === 'track' && tokens[i + 1]?.stem === 'record' ? undefined : VERB_SYNONYMS[token.stem];
      const light = DOING_VERBS.has(token.stem) || (token.stem === 'carri' && tokens[i + 1]?.lower === 'out') ? LIGHT : token.stem;
      const keys = [token.stem, token.lower, synonym ?? token.stem, light];
      keys.forEach((key, k) => {
        // Each distinct key once per token, in this order.
        if (keys.indexOf(key) < k) return;
        const list = positions.get(key);
        if (list) list.push(i);
        else positions.set(key, [i]);
      });
    });
    const matches: ConceptMatch[] = [];
    for (const key of positions.keys()) {
      const list = this.byKey.get(key);
      if (!list) continue;
      // Worked out on the key's first visit rather than for all 94,000 labels at start-up.
      list.others ??= list.entries.map((entry) => (entry.word ? [] : entry.stems.filter((s) => s !== key)));
      list.acronym ??= list.entries.map((entry) => Boolean(entry.acronym));
      for (let e = 0; e < list.entries.length; e++) {
        if (list.acronym[e] && !options.listLike) continue;
        // Nearly all the labels a line visits lack one of their other words: no need to locate them.
        if (!allIn(list.others[e]!, positions)) continue;
        const entry = list.entries[e]!;
        const found = this.locate(entry, tokens, positions, text, options);
        if (!found) continue;
        // Words between the matched ones beyond an article or two: the verb stood apart from its object.
        const loose = Boolean(entry.headless) || entry.stems[0] === LIGHT || found.at(-1)! - found[0]! + 1 - found.length > 2;
        matches.push({ concept: entry.concept, label: entry.label, tokenIndexes: found, ...(entry.acronym ? { acronym: true } : {}), ...(loose ? { loose: true } : {}) });
      }
    }
    return matches;
  }

  private locate(entry: LabelEntry, tokens: Token[], positions: Map<string, number[]>, text: string, options: MatchOptions = {}): number[] | undefined {
    if (entry.word) {
      const at = (positions.get(entry.word) ?? []).filter((i) => tokens[i]!.lower === entry.word && (!entry.caseSensitive || (tokens[i]!.text === entry.caseSensitive && !inTitleRun(tokens, i, text, entry.caseSensitive))));
      return at.length ? [at[0]!] : undefined;
    }
    const lists = entry.stems.map((s) => positions.get(s));
    if (lists.some((l) => !l)) return undefined;
    if (entry.verbFirst) {
      // The verb said as a person ("manager", "operators") does not count, unless the label's verb is such a word ("monitor").
      const verbWord = entry.verbWord ?? '';
      lists[0] = lists[0]!.filter((i) => tokens[i]!.lower === verbWord || !AGENT_NOUN.test(tokens[i]!.lower) || AGENT_NOUN.test(verbWord));
      if (!lists[0].length) return undefined;
    }
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
      // Not across other words, unless a generic head was dropped ("plan maintenance (activities)"): measured on
      // the dev CVs, a one-word object apart from its verb ("issued radiation work permits", "planned the
      // schedule") cost far more precision than it gained recall.
      return options.verbObject && entry.verbFirst && entry.headless ? this.verbObject(entry, tokens, lists as number[][], text, endsPhrase) : undefined;
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
    return options.verbObject && entry.verbFirst ? this.verbObject(entry, tokens, lists as number[][], text, endsPhrase) : undefined;
  }

  /**
   * The paraphrase layer: the label's verb (any form, or a synonym) before its object, with other words between
   * ("planned and scheduled all routine and corrective maintenance", "installation and commissioning support on
   * a new onshore wind farm"). The object's words stand together; between them and the verb no clause or list
   * ends and only a few other content words stand.
   */
  private verbObject(entry: LabelEntry, tokens: Token[], lists: number[][], text: string, endsPhrase: (picked: number[]) => boolean): number[] | undefined {
    const objectLists = lists.slice(1);
    const heads = objectLists.at(-1)!;
    // Two-word labels do not come here; a light-verb variant ("§do inspections") may, and keeps a short reach.
    const short = objectLists.length === 1 && !entry.headless;
    const content = (i: number) => !STOPWORDS.has(tokens[i]!.lower) && !COORDINATION.has(tokens[i]!.lower) && !/\d|^[A-Z&]{2,}s?$/.test(tokens[i]!.text);
    for (const head of heads) {
      const object = [head];
      for (const list of objectLists.slice(0, -1)) {
        const near = list.filter((i) => i !== head && Math.abs(i - head) <= objectLists.length + 1);
        if (!near.length) break;
        object.push(near.reduce((best, i) => (Math.abs(i - head) < Math.abs(best - head) ? i : best)));
      }
      if (object.length < objectLists.length) continue;
      const start = Math.min(...object);
      const end = Math.max(...object);
      // The object is one noun phrase in the label's word order: "hydraulic pitch systems and brake units" is
      // not a "braking system".
      const modifiers = object.slice(1);
      const inOrder = modifiers.every((i, k) => i < head && (k === 0 || i > modifiers[k - 1]!));
      let inside = 0;
      for (let i = start; i <= end; i++) {
        if (COORDINATION.has(tokens[i]!.lower)) inside = Infinity;
        else if (!object.includes(i) && !entry.stems.includes(tokens[i]!.stem) && content(i)) inside++;
      }
      if (!inOrder || inside > 1 || LIST_BREAK.test(text.slice(tokens[start]!.end, tokens[end]!.start))) continue;
      for (const verb of lists[0]!) {
        if (verb >= start || start - verb > (short ? VERB_OBJECT_WINDOW / 2 : VERB_OBJECT_WINDOW)) continue;
        const between = text.slice(tokens[verb]!.end, tokens[start]!.start);
        if (CLAUSE_BREAK.test(between) || LIST_BREAK.test(between)) continue;
        // Words in parentheses (an expanded acronym, examples) are asides, not part of the gap.
        let gap = 0;
        let depth = 0;
        for (let i = verb + 1; i < start; i++) {
          const before = text.slice(tokens[i - 1]!.end, tokens[i]!.start);
          depth += (before.match(/\(/g)?.length ?? 0) - (before.match(/\)/g)?.length ?? 0);
          if (depth <= 0 && content(i)) gap++;
        }
        if (gap > (short ? 1 : VERB_OBJECT_GAP)) continue;
        const picked = [verb, ...object];
        if (!endsPhrase(picked)) continue;
        return [...new Set(picked)].sort((a, b) => a - b);
      }
    }
    return undefined;
  }
}

const allIn = (stems: readonly string[], positions: ReadonlyMap<string, number[]>) => {
  for (const s of stems) if (!positions.has(s)) return false;
  return true;
};

/** Nouns made from verbs ("maintenance", "installation", "testing"): they may follow their object. */
const NOMINAL = /(?:ance|ence|ion|ions|ing|ment|ments)$/;

/**
 * A product named by a plain capitalised word ("Source", "Canvas") inside a run of three or more capitalised words
 * is part of a heading or a longer name ("Ground Source Heat Pump Installer"), not the product.
 */
function inTitleRun(tokens: Token[], i: number, text: string, name: string): boolean {
  if (!text || !/^[A-Z][a-z]+$/.test(name)) return false;
  const capital = (t: Token | undefined) => !!t && /^[A-Z][a-z]/.test(t.text);
  const adjacent = (a: number, b: number) => /^[ \t]+$/.test(text.slice(tokens[a]!.end, tokens[b]!.start));
  let from = i;
  let to = i;
  while (from > 0 && capital(tokens[from - 1]) && adjacent(from - 1, from)) from -= 1;
  while (to < tokens.length - 1 && capital(tokens[to + 1]) && adjacent(to, to + 1)) to += 1;
  return to - from + 1 >= 3;
}
