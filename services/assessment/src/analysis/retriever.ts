import lemmatizer from 'wink-lemmatizer';
import { STOPWORDS, tokenize, withoutAsides } from './tokens.js';
import type { TaxonomyConcept } from './taxonomy.js';

/** The text the retriever searches for one concept: its labels and, for ESCO skills, hidden labels and description. */
export interface ConceptText {
  concept: TaxonomyConcept;
  hidden: readonly string[];
  description: string;
}

export interface Retrieved {
  concept: TaxonomyConcept;
  /** BM25 score of the line against the concept's text. */
  score: number;
  /** Share of the preferred label's content stems that the line holds (0–1). */
  labelCoverage: number;
  /** Best share of any one label's (preferred, alternative or hidden) content stems that the line holds. */
  bestLabelCoverage: number;
  /** 1-based rank among the concepts retrieved for the line. */
  rank: number;
  /** Found only with the line's words' synonyms. */
  synonym?: boolean;
}

// Words of descriptions and CVs that say nothing about which skill is meant.
const FILLER = new Set(
  ('is are be been being was were has have had will can may such as e.g eg etc also other using use used including include ' +
    'all any each both which who whom whose what when where how not no than then there these those it they them we our you your i my ' +
    'me he she his her new one two three year years month months team work worked working responsible duties role').split(' '),
);

const K1 = 1.2;
const B = 0.5;
// How much a word counts by where it stands in the concept's text: its names say more than its description.
const FIELD_WEIGHT = { label: 3, alt: 2, hidden: 1.5, description: 0.6 };

// How much a synonym of a CV word counts against the word itself.
const SYNONYM_WEIGHT = 0.5;

const contentTokens = (text: string) => tokenize(withoutAsides(text)).filter((t) => !STOPWORDS.has(t.lower) && !FILLER.has(t.lower) && !/^\d+$/.test(t.lower));
const contentStems = (text: string) => contentTokens(text).map((t) => t.stem);

/**
 * A lexical retriever over the whole text of every concept (BM25 with field weights): the recall stage for
 * what a CV says in other words than a label ("embedded C on STM32 microcontrollers" finds "embedded systems"
 * through the description). It proposes; the ranker decides.
 */
export class ConceptRetriever {
  private readonly postings = new Map<string, { doc: Int32Array; weight: Float32Array }>();
  private readonly concepts: TaxonomyConcept[] = [];
  /** Whether each concept is an ESCO concept (the taxonomy the product scores) or an O*NET tool. */
  private readonly primary: boolean[] = [];
  private readonly labelStems: string[][][] = [];
  private readonly lengthNorm: Float32Array;
  private readonly synonyms: ReadonlyMap<string, readonly string[]>;

  /** `synonyms`: a word's synonyms from a lexical database (WordNet), by lower-case word and by lemma. */
  constructor(texts: Iterable<ConceptText>, synonyms: ReadonlyMap<string, readonly string[]> = new Map()) {
    this.synonyms = synonyms;
    const building = new Map<string, { doc: number[]; weight: number[] }>();
    const lengths: number[] = [];
    for (const { concept, hidden, description } of texts) {
      const doc = this.concepts.length;
      this.concepts.push(concept);
      this.primary.push(concept.uri.startsWith('http'));
      // Each label read once (the start-up's main cost): the same stems serve coverage and the weighted words.
      const preferred = contentStems(concept.label);
      const alternative = concept.altLabels.map(contentStems);
      const hiddenStems = hidden.map(contentStems);
      this.labelStems.push([preferred, ...alternative, ...hiddenStems].filter((s) => s.length > 0));
      const tf = new Map<string, number>();
      const add = (stems: Iterable<string>, weight: number, cap: number) => {
        const local = new Map<string, number>();
        for (const s of stems) local.set(s, Math.min(cap, (local.get(s) ?? 0) + 1));
        for (const [s, n] of local) tf.set(s, (tf.get(s) ?? 0) + n * weight);
      };
      add(preferred, FIELD_WEIGHT.label, 1);
      // Alternative labels repeat the same words many times: a word counts once however many synonyms hold it.
      add(new Set(alternative.flat()), FIELD_WEIGHT.alt, 1);
      add(new Set(hiddenStems.flat()), FIELD_WEIGHT.hidden, 1);
      const words = contentStems(description);
      add(words, FIELD_WEIGHT.description, 3);
      lengths.push(words.length + 4);
      for (const [s, weight] of tf) {
        const list = building.get(s) ?? { doc: [], weight: [] };
        list.doc.push(doc);
        list.weight.push(weight);
        building.set(s, list);
      }
    }
    const average = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
    this.lengthNorm = Float32Array.from(lengths, (l) => K1 * (1 - B + (B * l) / average));
    for (const [s, list] of building) this.postings.set(s, { doc: Int32Array.from(list.doc), weight: Float32Array.from(list.weight) });
  }

  // A word's synonyms as stems, worked out once per word rather than on every line that uses it.
  private readonly synonymStems = new Map<string, string[]>();

  private synonymStemsOf(lower: string): readonly string[] {
    let stems = this.synonymStems.get(lower);
    if (!stems) {
      const synonyms = this.synonyms.get(lower) ?? this.synonyms.get(lemmatizer.verb(lower)) ?? this.synonyms.get(lemmatizer.noun(lower)) ?? [];
      stems = synonyms.flatMap((synonym) => tokenize(synonym)[0]?.stem ?? []);
      if (this.synonymStems.size < 100_000) this.synonymStems.set(lower, stems);
    }
    return stems;
  }

  get size(): number {
    return this.concepts.length;
  }

  /**
   * The best concepts for a line of text, with their scores and label coverage: up to `limit` ESCO concepts and
   * `toolLimit` O*NET tools, each ranked on its own so thousands of product names ("… Firmware") do not crowd out
   * the skill a line describes ("program firmware").
   */
  search(text: string, limit = 5, toolLimit = 2, synonymLimit = 2): Retrieved[] {
    const tokens = contentTokens(text);
    const stems = [...new Set(tokens.map((t) => t.stem))];
    if (stems.length === 0) return [];
    // One pass over the postings serves both looks: the synonyms' scores are the plain scores plus the synonyms'
    // terms, added after them in the same order as scoring all the weighted stems afresh would.
    if (this.accumulator.length !== this.concepts.length) {
      this.accumulator = new Float64Array(this.concepts.length);
      this.touched = new Int32Array(this.concepts.length);
    }
    this.touchedCount = 0;
    try {
      for (const s of stems) this.accumulate(s, 1);
      const top = [...this.best(limit, (doc) => this.primary[doc]!), ...this.best(toolLimit, (doc) => !this.primary[doc])];
      // A second look with the words' synonyms ("oversaw" → "supervise", "mended" → "repair") at a discount adds a
      // few ESCO concepts the line says in other words; they are marked, and never displace the plain reading.
      const weighted = new Set(stems);
      const synonyms: string[] = [];
      for (const t of tokens) {
        for (const s of this.synonymStemsOf(t.lower)) {
          if (weighted.has(s)) continue;
          weighted.add(s);
          synonyms.push(s);
        }
      }
      const seen = new Set(top.map(([doc]) => doc));
      let viaSynonyms: [number, number][] = [];
      if (synonyms.length) {
        for (const s of synonyms) this.accumulate(s, SYNONYM_WEIGHT);
        viaSynonyms = this.best(synonymLimit, (doc) => this.primary[doc]! && !seen.has(doc));
      }
      return this.results(top, viaSynonyms, stems, limit);
    } finally {
      for (let i = 0; i < this.touchedCount; i++) this.accumulator[this.touched[i]!] = 0;
    }
  }

  private results(top: [number, number][], viaSynonyms: [number, number][], stems: string[], limit: number): Retrieved[] {
    const inLine = new Set(stems);
    const ranks = [0, 0];
    const result = (doc: number, score: number, synonym: boolean): Retrieved => {
      const labels = this.labelStems[doc]!;
      const coverage = (label: string[]) => {
        let held = 0;
        for (const s of label) if (inLine.has(s)) held++;
        return held / label.length;
      };
      // A concept may have dozens of labels: their best coverage without an array of them.
      let bestLabelCoverage = 0;
      for (const label of labels) bestLabelCoverage = Math.max(bestLabelCoverage, coverage(label));
      return {
        concept: this.concepts[doc]!,
        score,
        labelCoverage: labels[0] ? coverage(labels[0]) : 0,
        bestLabelCoverage,
        rank: synonym ? limit + 1 : ++ranks[this.primary[doc] ? 0 : 1]!,
        ...(synonym ? { synonym: true } : {}),
      };
    };
    return [...top.map(([doc, score]) => result(doc, score, false)), ...viaSynonyms.map(([doc, score]) => result(doc, score, true))];
  }

  // Scratch for scoring: an accumulator per concept and the concepts touched (the first touchedCount), reused across
  // lines: no maps, and no array grown afresh per line (that was 60 % of what an analysis allocated).
  private accumulator = new Float64Array(0);
  private touched = new Int32Array(0);
  private touchedCount = 0;

  /** Adds one weighted stem's BM25 terms to the accumulator of every concept holding it. */
  private accumulate(s: string, weight: number): void {
    const n = this.concepts.length;
    const acc = this.accumulator;
    const list = this.postings.get(s);
    // A word in more than a tenth of all concepts ("manage", "system") ranks nothing on its own.
    if (!list || list.doc.length > n / 10) return;
    const idf = weight * Math.log(1 + (n - list.doc.length + 0.5) / (list.doc.length + 0.5));
    for (let i = 0; i < list.doc.length; i++) {
      const doc = list.doc[i]!;
      const tf = list.weight[i]!;
      if (acc[doc] === 0) this.touched[this.touchedCount++] = doc;
      acc[doc]! += (idf * tf * (K1 + 1)) / (tf + this.lengthNorm[doc]!);
    }
  }

  /**
   * The `k` best-scoring concepts touched so far that pass `keep`, as [concept, score], best first (ties by concept
   * order), without sorting them all.
   */
  private best(k: number, keep: (doc: number) => boolean): [number, number][] {
    const top: [number, number][] = [];
    if (k <= 0) return top;
    const acc = this.accumulator;
    const before = (a: [number, number], b: [number, number]) => a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);
    for (let t = 0; t < this.touchedCount; t++) {
      const doc = this.touched[t]!;
      const score = acc[doc]!;
      const last = top[k - 1];
      if (last && !(score > last[1] || (score === last[1] && doc < last[0]))) continue;
      if (!keep(doc)) continue;
      const entry: [number, number] = [doc, score];
      let i = Math.min(top.length, k - 1);
      top[i] = entry;
      while (i > 0 && before(top[i]!, top[i - 1]!)) {
        [top[i - 1], top[i]] = [top[i]!, top[i - 1]!];
        i--;
      }
    }
    return top;
  }
}
