import type { WordVectorsFile } from '@ecp/reference-data';
import type { ConceptText } from './retriever.js';
import { STOPWORDS } from './tokens.js';

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

const words = (text: string) => (text.toLowerCase().replace(/\([^)]*\)/g, ' ').match(WORD) ?? []).flatMap((w) => w.split('-')).filter((w) => w.length > 1 && !STOPWORDS.has(w) && !FILLER.has(w));

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

  private idfOf(w: string): number {
    return this.idf.get(w) ?? this.defaultIdf;
  }

  private addWord(into: Float32Array, word: string, weight: number): void {
    const at = this.wordAt.get(word) ?? (word.endsWith('s') ? this.wordAt.get(word.slice(0, -1)) : undefined);
    if (at === undefined) return;
    const offset = at * this.dims;
    const scale = weight / 127;
    for (let d = 0; d < this.dims; d++) into[d]! += this.wordVectors[offset + d]! * scale;
  }
}

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
