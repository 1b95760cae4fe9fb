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
}

export interface ConceptMatch {
  concept: TaxonomyConcept;
  label: string;
  /** Indexes of the line's tokens that matched. */
  tokenIndexes: number[];
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
const OPTIONAL_HEADS = new Set(['system', 'equip', 'devic', 'facil', 'instal', 'compon', 'unit', 'plant']);

/**
 * An inverted index over every label and synonym of the taxonomy. A multi-word label matches a line
 * when all its content stems occur within a short window, in any order ("maintain wind turbines"
 * matches "wind turbine maintenance"); a one-word label matches the whole word only.
 */
export class ConceptIndex {
  private readonly byKey = new Map<string, LabelEntry[]>();

  constructor(concepts: Iterable<TaxonomyConcept>) {
    const stemFrequency = new Map<string, number>();
    const entries: LabelEntry[] = [];
    for (const concept of concepts) {
      const seen = new Set<string>();
      for (const label of [concept.label, ...concept.altLabels]) {
        const entry = this.entryFor(concept, label, label === concept.label);
        if (!entry) continue;
        // "install photovoltaic systems" is also said as "installed PV" : a generic head noun is optional.
        const variants = [entry];
        const head = entry.stems.at(-1)!;
        if (entry.stems.length >= 3 && OPTIONAL_HEADS.has(head)) variants.push({ ...entry, stems: entry.stems.slice(0, -1) });
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
        // Short words and names ("R", "Access", "Eclipse") must keep their case to count.
        ...(word.text.length <= 2 || (!preferred && /[A-Z]/.test(word.text)) ? { caseSensitive: word.text } : {}),
      };
    }
    return { concept, label, stems: [...new Set(tokens.map((t) => t.stem))] };
  }

  /** Every label found in one line of text. */
  matchLine(tokens: Token[]): ConceptMatch[] {
    const positions = new Map<string, number[]>();
    tokens.forEach((token, i) => {
      for (const key of new Set([token.stem, token.lower])) {
        const list = positions.get(key) ?? [];
        list.push(i);
        positions.set(key, list);
      }
    });
    const matches: ConceptMatch[] = [];
    for (const key of positions.keys()) {
      for (const entry of this.byKey.get(key) ?? []) {
        const found = this.locate(entry, tokens, positions);
        if (found) matches.push({ concept: entry.concept, label: entry.label, tokenIndexes: found });
      }
    }
    return matches;
  }

  private locate(entry: LabelEntry, tokens: Token[], positions: Map<string, number[]>): number[] | undefined {
    if (entry.word) {
      const at = (positions.get(entry.word) ?? []).filter((i) => tokens[i]!.lower === entry.word && (!entry.caseSensitive || tokens[i]!.text === entry.caseSensitive));
      return at.length ? [at[0]!] : undefined;
    }
    const lists = entry.stems.map((s) => positions.get(s));
    if (lists.some((l) => !l)) return undefined;
    // Two-word labels are phrases ("electric motors", "operating system"): their words stand together,
    // in order ("system operator" is not an operating system).
    if (entry.stems.length === 2) {
      for (const first of lists[0]!) {
        const second = lists[1]!.find((i) => i > first && i - first <= 2);
        if (second !== undefined) return [first, second];
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
      if (Math.max(...picked) - Math.min(...picked) < window) return [...new Set(picked)].sort((a, b) => a - b);
    }
    return undefined;
  }
}
