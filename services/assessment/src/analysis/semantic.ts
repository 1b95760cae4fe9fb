import type { WordVectorsFile } from '@ecp/reference-data';
import type { ConceptText } from './retriever.js';
import { STOPWORDS, withoutAsides } from './tokens.js';

// Words that carry no meaning about which skill is meant (their vectors would pull every text together).
const FILLER = new Set(
  ('is are be been being was were has have had will can may such as e.g eg etc also other using use used including include ' +
    'all any each both which who whom whose what when where how not no than then there these those it they them we our you your i my ' +
    'me he she his her one two three year years month months team work worked working responsible duties role ' +
    'activities activity carry out perform performing ensure ensuring relevant related specific various appropriate according').split(' '),
);
// How much a word counts by where it stands in the concept's text.
const FIELD_WEIGHT = { label: 1, alt: 0.5, hidden: 0.3, description: 0.25 };
const WORD = /[a-z][a-z'-]*[a-z]|[a-z]/g;

const words = (text: string) => (withoutAsides(text.toLowerCase()).match(WORD) ?? []).flatMap((w) => w.split('-')).filter((w) => w.length > 1 && !STOPWORDS.has(w) && !FILLER.has(w));

/**
 * The words of a line a label is aligned with, at most (distinct, with a vector). A CV sentence has a few dozen; a
 * 199,000-character line of comma-separated labels had thousands, and comparing every candidate's label with each of
 * them took 46 s before the word-pair cache passed a Map's 16.7 million entries and the analysis failed.
 */
const ALIGNED_LINE_WORDS = 80;

/** How much of a label a line says, and how much of the line the label accounts for (see SemanticIndex.alignment). */
export interface Alignment {
  said: number;
  covered: number;
}

/**
 * Meaning beyond shared words: each concept and each CV line as the IDF-weighted mean of its words' vectors (GloVe,
 * see scripts/derive-word-vectors.mjs), compared by cosine. "lithium-ion cell chemistry" lies near "battery
 * chemistry" though the two share one word. The ranker weighs it, and it proposes the energy sector's skills a line
 * says in other words (in training also the skills a CV's occupations expect, see RankOptions in skill-analyzer.ts).
 */
export class SemanticIndex {
  private readonly dims: number;
  private readonly wordAt = new Map<string, number>();
  /** The file's 8-bit vectors as they are (scaled by 1/127 where used: converting 4.7 M values up front costs start-up time). */
  private readonly wordVectors: Int8Array;
  private readonly idf = new Map<string, number>();
  private readonly defaultIdf: number;
  private readonly conceptAt = new Map<string, number>();
  private readonly uris: string[] = [];
  /** Unit vectors of the concepts, row by row (a zero row: no word of the concept has a vector). */
  private readonly conceptVectors: Float32Array;

  constructor(vectors: WordVectorsFile, texts: readonly ConceptText[]) {
    this.dims = vectors.dimensions;
    vectors.words.forEach((w, i) => this.wordAt.set(w, i));
    this.wordVectors = vectors.vectors;
    const df = new Map<string, number>();
    const bags = texts.map(({ concept, hidden, description }) => {
      const bag = new Map<string, number>();
      const add = (list: string[], weight: number) => {
        for (const w of new Set(list)) bag.set(w, Math.max(bag.get(w) ?? 0, weight));
      };
      add(words(description), FIELD_WEIGHT.description);
      add(hidden.flatMap(words), FIELD_WEIGHT.hidden);
      add(concept.altLabels.flatMap(words), FIELD_WEIGHT.alt);
      add(words(concept.label), FIELD_WEIGHT.label);
      for (const w of bag.keys()) df.set(w, (df.get(w) ?? 0) + 1);
      return bag;
    });
    const n = texts.length;
    for (const [w, d] of df) this.idf.set(w, Math.log(1 + n / d));
    this.defaultIdf = Math.log(1 + n);
    this.conceptVectors = new Float32Array(n * this.dims);
    texts.forEach(({ concept }, c) => {
      this.conceptAt.set(concept.uri, c);
      this.uris.push(concept.uri);
      const v = this.conceptVectors.subarray(c * this.dims, (c + 1) * this.dims);
      for (const [w, weight] of bags[c]!) this.addWord(v, w, weight * this.idfOf(w));
      normalise(v);
    });
  }

  /** The unit vector of a text (null when none of its words has a vector). */
  vectorOf(text: string): Float32Array | null {
    const v = new Float32Array(this.dims);
    for (const w of words(text)) this.addWord(v, w, this.idfOf(w));
    return normalise(v) ? v : null;
  }

  /** Cosine of a concept and a text's vector (0 when either has none). */
  similarity(uri: string, vector: Float32Array | null): number {
    return this.similarityAt(this.rowOf(uri), vector);
  }

  /** A concept's row (undefined for a concept the index lacks), for `similarityAt` over many vectors. */
  rowOf(uri: string): number | undefined {
    return this.conceptAt.get(uri);
  }

  /** Cosine of the concept at `row` and a text's vector (0 when either has none). */
  similarityAt(row: number | undefined, vector: Float32Array | null): number {
    if (row === undefined || !vector) return 0;
    return dot(this.conceptVectors, row * this.dims, vector);
  }

  /** The rows of these concepts, for `nearest` (concepts without a vector left out). */
  rowsOf(uris: Iterable<string>): number[] {
    return [...uris].flatMap((uri) => {
      const c = this.conceptAt.get(uri);
      return c !== undefined && hasVector(this.conceptVectors, c * this.dims, this.dims) ? [c] : [];
    });
  }

  /** The `k` concepts of `rows` (see rowsOf) nearest a text's vector, nearest first. */
  nearest(vector: Float32Array, k: number, rows: readonly number[]): { uri: string; similarity: number }[] {
    // Keeps the k best while scanning (called per CV line over hundreds of rows): no object per row, no sort. Ties
    // keep row order, as the stable sort this replaces did.
    const top: { row: number; similarity: number }[] = [];
    if (k <= 0) return [];
    for (const c of rows) {
      const similarity = dot(this.conceptVectors, c * this.dims, vector);
      if (top.length === k && !(similarity > top[k - 1]!.similarity)) continue;
      let i = Math.min(top.length, k - 1);
      top[i] = { row: c, similarity };
      while (i > 0 && similarity > top[i - 1]!.similarity) {
        [top[i - 1], top[i]] = [top[i]!, top[i - 1]!];
        i--;
      }
    }
    return top.map(({ row, similarity }) => ({ uri: this.uris[row]!, similarity }));
  }

  /**
   * How much of a label a line says, word by word (`said`): each of the label's words counts by its IDF and by its
   * nearest word of the line (cosine, 1 for the word itself). Unlike the cosine of the two means, a long line does not
   * dilute it: "I hired 5 of the team" says most of "recruit employees". And how much of the line the label accounts
   * for (`covered`), the same the other way round: a list item is all skill, a sentence rarely. 0 when either has no
   * word with a vector.
   */
  alignment(label: string, line: string): Alignment {
    return this.aligner()(label, line);
  }

  /**
   * `alignment` for one document's many candidates: each line's words are read once, and each pair of words compared
   * once (a line's candidates share most of their labels' words: "manage", "systems", "equipment").
   */
  aligner(): (label: string, line: string) => Alignment {
    const lines = new Map<string, [number[], number[]]>();
    const pairs = new WordPairCache();
    const similarity = (a: number, b: number) => {
      if (a === b) return 1;
      const low = a < b ? a : b;
      const high = a < b ? b : a;
      let value = pairs.get(low, high);
      if (value === undefined) pairs.set(low, high, (value = this.wordSimilarity(low, high)));
      return value;
    };
    // Each line word's nearest in the label, one scratch array for every call: a typed array of more than 8 numbers
    // lives outside the heap, and allocating one a call took a third of the aligner's time.
    const nearestInLabel = new Float64Array(ALIGNED_LINE_WORDS);
    return (label, line) => {
      let lineWords = lines.get(line);
      if (!lineWords) lines.set(line, (lineWords = this.rowsOfWords(words(line), ALIGNED_LINE_WORDS)));
      const [lineRows, lineIdf] = lineWords;
      const [labelRows, labelIdf] = this.labelWords(label);
      nearestInLabel.fill(0, 0, lineRows.length);
      let said = 0;
      let weight = 0;
      for (let j = 0; j < labelRows.length; j++) {
        let best = 0;
        for (let i = 0; i < lineRows.length; i++) {
          const value = similarity(labelRows[j]!, lineRows[i]!);
          if (value > best) best = value;
          if (value > nearestInLabel[i]!) nearestInLabel[i] = value;
        }
        said += labelIdf[j]! * best;
        weight += labelIdf[j]!;
      }
      let covered = 0;
      let lineWeight = 0;
      for (let i = 0; i < lineRows.length; i++) {
        covered += lineIdf[i]! * nearestInLabel[i]!;
        lineWeight += lineIdf[i]!;
      }
      return { said: weight > 0 ? said / weight : 0, covered: lineWeight > 0 && weight > 0 ? covered / lineWeight : 0 };
    };
  }

  // The taxonomy's labels are few and asked for again and again: their words are kept for the index's life.
  private readonly labelCache = new Map<string, [number[], number[]]>();
  private labelWords(label: string): [number[], number[]] {
    let cached = this.labelCache.get(label);
    if (!cached) this.labelCache.set(label, (cached = this.rowsOfWords(words(label))));
    return cached;
  }

  /** The first `limit` distinct words of a text that have a vector, as rows, with their IDFs. */
  private rowsOfWords(list: string[], limit = Infinity): [number[], number[]] {
    const rows: number[] = [];
    const idfs: number[] = [];
    for (const w of list) {
      if (rows.length >= limit) break;
      const at = this.wordRow(w);
      if (at === undefined || rows.includes(at)) continue;
      rows.push(at);
      idfs.push(this.idfOf(w));
    }
    return [rows, idfs];
  }

  private wordRow(word: string): number | undefined {
    return this.wordAt.get(word) ?? (word.endsWith('s') ? this.wordAt.get(word.slice(0, -1)) : undefined);
  }

  private wordSimilarity(a: number, b: number): number {
    const v = this.wordVectors;
    const oa = a * this.dims;
    const ob = b * this.dims;
    let s = 0;
    for (let d = 0; d < this.dims; d++) s += v[oa + d]! * v[ob + d]!;
    return s / (127 * 127);
  }

  private idfOf(w: string): number {
    return this.idf.get(w) ?? this.defaultIdf;
  }

  private addWord(into: Float32Array, word: string, weight: number): void {
    const at = this.wordRow(word);
    if (at === undefined) return;
    const offset = at * this.dims;
    const scale = weight / 127;
    for (let d = 0; d < this.dims; d++) into[d]! += this.wordVectors[offset + d]! * scale;
  }
}

/**
 * Word-pair similarities by the pair's two word rows: open addressing over typed arrays. A two-page CV asks ~135,000
 * times for ~32,000 pairs; a Map keyed by number took some 7 ms more of its ~45 ms analysis, hashing and growing.
 */
class WordPairCache {
  private low = new Int32Array(1 << 12).fill(-1);
  private high = new Int32Array(1 << 12);
  private values = new Float64Array(1 << 12);
  private size = 0;

  get(low: number, high: number): number | undefined {
    const mask = this.low.length - 1;
    for (let at = slot(low, high, mask); this.low[at] !== -1; at = (at + 1) & mask) {
      if (this.low[at] === low && this.high[at] === high) return this.values[at];
    }
    return undefined;
  }

  set(low: number, high: number, value: number): void {
    // Kept at most half full, so a miss ends after a probe or two.
    if (++this.size * 2 > this.low.length) this.grow();
    this.put(low, high, value);
  }

  private put(low: number, high: number, value: number): void {
    const mask = this.low.length - 1;
    let at = slot(low, high, mask);
    while (this.low[at] !== -1) at = (at + 1) & mask;
    this.low[at] = low;
    this.high[at] = high;
    this.values[at] = value;
  }

  private grow(): void {
    const [low, high, values] = [this.low, this.high, this.values];
    this.low = new Int32Array(low.length * 2).fill(-1);
    this.high = new Int32Array(low.length * 2);
    this.values = new Float64Array(low.length * 2);
    for (let at = 0; at < low.length; at++) if (low[at] !== -1) this.put(low[at]!, high[at]!, values[at]!);
  }
}

const slot = (low: number, high: number, mask: number) => (Math.imul(low, 0x9e3779b1) ^ Math.imul(high, 0x85ebca6b)) >>> 0 & mask;

function normalise(v: Float32Array): boolean {
  let sum = 0;
  for (let d = 0; d < v.length; d++) sum += v[d]! * v[d]!;
  if (sum === 0) return false;
  const inv = 1 / Math.sqrt(sum);
  for (let d = 0; d < v.length; d++) v[d]! *= inv;
  return true;
}

function hasVector(rows: Float32Array, offset: number, dims: number): boolean {
  for (let d = 0; d < dims; d++) if (rows[offset + d] !== 0) return true;
  return false;
}

// Unrolled by four (the hot loop of nearest), adding in the same order as the plain loop: the same sum to the bit.
function dot(rows: Float32Array, offset: number, v: Float32Array): number {
  let s = 0;
  const n = v.length;
  let d = 0;
  for (; d + 4 <= n; d += 4) {
    s += rows[offset + d]! * v[d]!;
    s += rows[offset + d + 1]! * v[d + 1]!;
    s += rows[offset + d + 2]! * v[d + 2]!;
    s += rows[offset + d + 3]! * v[d + 3]!;
  }
  for (; d < n; d++) s += rows[offset + d]! * v[d]!;
  return s;
}
