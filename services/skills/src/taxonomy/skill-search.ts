import type { ResponseOf } from '@ecp/contracts';

export type SkillSuggestion = ResponseOf<'skills.search-skills'>['results'][number];

/** One searchable skill: a taxonomy concept or a built-in suggestion, with its synonyms. */
export interface SearchEntry {
  name: string;
  conceptId: string | null;
  origin: SkillSuggestion['origin'];
  synonyms: readonly string[];
  tags: readonly string[];
  hot: boolean;
}

const NAME = 0;

/** The label whose range in the haystack holds `offset` (binary search over the start offsets). */
function labelAt(starts: Int32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
const SYNONYM = 4;

/** A label holding the query: its entry, how well it matched (`rank`), and which label. */
interface Hit {
  entry: number;
  score: number;
  label: number;
}
/**
 * Of equal matches, the built-in suggestions first, then ESCO's skills, then O*NET's products: 'solar' had listed the
 * SolarWinds and SOLAR-2 software before solar energy (hot technologies came first), and a click on the first added an
 * IT tool to an energy profile.
 */
const ORIGIN_ORDER: Record<SkillSuggestion['origin'], number> = { suggested: 0, esco: 1, onet: 2 };
/** Of a one- or two-letter query's ranking, the hits kept, and for how many such queries (see `ranked`). */
const SHORT_QUERY_KEPT = 500;
const SHORT_QUERIES_KEPT = 512;

/** 0 exact, 1 prefix, 2 at a word start, 3 elsewhere; synonyms rank after every name match. */
function rank(text: string, query: string, at: number, base: number): number {
  if (at === 0) return base + (text.length === query.length ? 0 : 1);
  const before = text.charCodeAt(at - 1);
  const wordStart = !((before >= 97 && before <= 122) || (before >= 48 && before <= 57));
  return base + (wordStart ? 2 : 3);
}

/**
 * In-memory search over every label and synonym (case-insensitive substring). The labels are one flat
 * array scanned with indexOf, so a query costs a few milliseconds for ~100k labels; ranking keeps each
 * entry's best match. Built once at start-up from the database.
 */
export class SkillSearchIndex {
  private readonly labels: string[] = [];
  private readonly owners: number[] = [];
  private readonly kinds: number[] = [];
  /** Every lower-case label joined by '\n' (which no label holds), scanned with one native indexOf per hit. */
  private readonly haystack: string;
  /** Offset of each label in `haystack`, ascending, for mapping a hit back to its label. */
  private readonly starts: Int32Array;
  private readonly entries: SearchEntry[];
  private readonly nameKeys: string[];
  private readonly byKey = new Map<string, number>();
  private readonly suggested: number[];
  private readonly shortQueries = new Map<string, { hits: Hit[]; cut: boolean }>();

  constructor(entries: readonly SearchEntry[]) {
    // One entry per case-insensitive name: a built-in suggestion that is also a taxonomy label keeps the concept, and
    // its own spelling ('Machine Learning' beside ESCO's 'machine learning'): the built-in list is shown by that name.
    const merged: SearchEntry[] = [];
    for (const entry of entries) {
      const key = entry.name.toLowerCase();
      const existing = this.byKey.get(key);
      if (existing === undefined) {
        this.byKey.set(key, merged.length);
        merged.push(entry);
      } else {
        const kept = merged[existing]!;
        merged[existing] = {
          ...kept,
          name: entry.origin === 'suggested' && kept.origin !== 'suggested' ? entry.name : kept.name,
          origin: kept.origin === 'suggested' || entry.origin === 'suggested' ? 'suggested' : kept.origin,
          conceptId: kept.conceptId ?? entry.conceptId,
          synonyms: [...kept.synonyms, ...entry.synonyms],
          tags: [...new Set([...kept.tags, ...entry.tags])],
          hot: kept.hot || entry.hot,
        };
      }
    }
    this.entries = merged;
    this.nameKeys = merged.map((e) => e.name.toLowerCase());
    merged.forEach((entry, i) => {
      this.push(entry.name, i, NAME);
      for (const synonym of entry.synonyms) this.push(synonym, i, SYNONYM);
    });
    this.starts = new Int32Array(this.labels.length);
    let offset = 0;
    this.labels.forEach((label, i) => {
      this.starts[i] = offset;
      offset += label.length + 1;
    });
    this.haystack = this.labels.join('\n');
    this.suggested = merged
      .map((_, i) => i)
      .filter((i) => merged[i]!.origin === 'suggested')
      .sort((a, b) => merged[a]!.name.localeCompare(merged[b]!.name, 'en', { sensitivity: 'base' }));
  }

  get size(): { entries: number; labels: number } {
    return { entries: this.entries.length, labels: this.labels.length };
  }

  /** The concept whose name or synonym equals `name` (case-insensitive), names first. */
  conceptIdFor(name: string): string | null {
    const key = name.trim().toLowerCase();
    const direct = this.byKey.get(key);
    if (direct !== undefined && this.entries[direct]!.conceptId) return this.entries[direct]!.conceptId;
    for (let i = 0; i < this.labels.length; i += 1) {
      if (this.kinds[i] === SYNONYM && this.labels[i] === key) {
        const conceptId = this.entries[this.owners[i]!]!.conceptId;
        if (conceptId) return conceptId;
      }
    }
    return null;
  }

  /**
   * Empty query: the built-in suggestions alphabetically. Otherwise every name or synonym containing the
   * query, best first (name before synonym; exact, prefix, word start, elsewhere; then built-in
   * suggestions, ESCO skills, O*NET products; hot technologies, shorter names). Names in `held` (lower-case) are left out.
   */
  search(query: string, held: ReadonlySet<string>, limit: number): SkillSuggestion[] {
    const q = query.trim().toLowerCase();
    if (!q) {
      const out: SkillSuggestion[] = [];
      for (const i of this.suggested) {
        if (out.length >= limit) break;
        if (!held.has(this.nameKeys[i]!)) out.push(this.toSuggestion(i, null));
      }
      return out;
    }
    if (q.includes('\n')) return [];
    const ranked = this.ranked(q);
    const out: SkillSuggestion[] = [];
    for (const hit of ranked.hits) {
      if (out.length >= limit) break;
      if (!held.has(this.nameKeys[hit.entry]!)) out.push(this.toSuggestion(hit.entry, this.kinds[hit.label] === SYNONYM ? this.original(hit) : null));
    }
    // A short query's kept ranking was cut: the held skills it left out may leave it short of `limit`.
    if (out.length < limit && ranked.cut) return this.rank(q).filter((hit) => !held.has(this.nameKeys[hit.entry]!)).slice(0, limit).map((hit) => this.toSuggestion(hit.entry, this.kinds[hit.label] === SYNONYM ? this.original(hit) : null));
    return out;
  }

  /**
   * Every label holding `q`, best first. One or two letters match most of the ~100k labels (40 ms of the service for
   * 'a'), and the skills editor asks for them as a person starts typing: their rankings are kept (the first
   * SHORT_QUERY_KEPT hits, for at most SHORT_QUERIES_KEPT queries).
   */
  private ranked(q: string): { hits: Hit[]; cut: boolean } {
    if (q.length > 2) return { hits: this.rank(q), cut: false };
    const known = this.shortQueries.get(q);
    if (known) return known;
    const hits = this.rank(q);
    const kept = { hits: hits.slice(0, SHORT_QUERY_KEPT), cut: hits.length > SHORT_QUERY_KEPT };
    if (this.shortQueries.size >= SHORT_QUERIES_KEPT) this.shortQueries.clear();
    this.shortQueries.set(q, kept);
    return kept;
  }

  private rank(q: string): Hit[] {
    const best = new Map<number, { score: number; label: number }>();
    const { haystack, starts } = this;
    for (let at = haystack.indexOf(q); at >= 0; at = haystack.indexOf(q, at + 1)) {
      const i = labelAt(starts, at);
      const owner = this.owners[i]!;
      const score = rank(this.labels[i]!, q, at - starts[i]!, this.kinds[i]!);
      const current = best.get(owner);
      if (!current || score < current.score) best.set(owner, { score, label: i });
    }
    const hits: Hit[] = [];
    for (const [entry, match] of best) hits.push({ entry, ...match });
    return hits.sort((a, b) => this.compare(a, b));
  }

  private compare(a: { entry: number; score: number }, b: { entry: number; score: number }): number {
    if (a.score !== b.score) return a.score - b.score;
    const ea = this.entries[a.entry]!;
    const eb = this.entries[b.entry]!;
    if (ea.origin !== eb.origin) return ORIGIN_ORDER[ea.origin] - ORIGIN_ORDER[eb.origin];
    if (ea.hot !== eb.hot) return ea.hot ? -1 : 1;
    if (ea.name.length !== eb.name.length) return ea.name.length - eb.name.length;
    return ea.name.localeCompare(eb.name, 'en');
  }

  private original(hit: { entry: number; label: number }): string {
    const key = this.labels[hit.label]!;
    return this.entries[hit.entry]!.synonyms.find((s) => s.toLowerCase() === key) ?? key;
  }

  private toSuggestion(i: number, matchedLabel: string | null): SkillSuggestion {
    const e = this.entries[i]!;
    return { name: e.name, conceptId: e.conceptId, origin: e.origin, matchedLabel, tags: [...e.tags], hot: e.hot };
  }

  private push(label: string, owner: number, kind: number): void {
    this.labels.push(label.toLowerCase().replace(/\n/g, ' '));
    this.owners.push(owner);
    this.kinds.push(kind);
  }
}
