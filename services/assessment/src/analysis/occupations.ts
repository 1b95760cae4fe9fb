import { STOPWORDS, tokenize, withoutAsides } from './tokens.js';

export interface OccupationRecord {
  label: string;
  alt: readonly string[];
  /** Concept URIs ESCO marks essential or optional for the occupation. */
  essential: readonly string[];
  optional: readonly string[];
}

/** What the occupations a CV names expect of a skill. */
export interface OccupationPrior {
  essential: boolean;
  optional: boolean;
}

const key = (text: string) =>
  tokenize(withoutAsides(text))
    .filter((t) => !STOPWORDS.has(t.lower))
    .map((t) => t.stem)
    .join(' ');

// Titles too general to say which occupation is meant.
const VAGUE = new Set(['engin', 'technician', 'manag', 'oper', 'consult', 'advis', 'specialist', 'analyst', 'director', 'officer', 'lead', 'head']);

/**
 * ESCO's occupations by every name they go by, so the job titles a CV gives ("Senior Process Engineer, Hydrogen",
 * "Journeyman Lineworker") say which skills such a person is expected to hold: a prior the ranker weighs, never a
 * skill on its own (the annotation rule: no inference from job titles).
 */
export class OccupationIndex {
  private readonly byName = new Map<string, number>();
  private readonly longest: number;
  private readonly occupations: readonly OccupationRecord[];
  /** The occupations listing each skill (essential or optional), by index. */
  private readonly listing = new Map<string, number[]>();
  /** Each occupation's size for `fit`: the square root of how many skills it lists. */
  private readonly sizes: Float64Array;

  // No parameter properties in the analyzer's files: its worker runs them from source under tests (type stripping).
  constructor(occupations: readonly OccupationRecord[]) {
    this.occupations = occupations;
    let longest = 1;
    occupations.forEach((occupation, i) => {
      for (const name of [occupation.label, ...occupation.alt]) {
        const k = key(name);
        if (!k || VAGUE.has(k) || this.byName.has(k)) continue;
        this.byName.set(k, i);
        longest = Math.max(longest, k.split(' ').length);
      }
    });
    this.longest = Math.min(longest, 6);
    // An occupation listing many skills would otherwise collect anchors by its size alone.
    this.sizes = Float64Array.from(occupations, (o) => Math.sqrt(o.essential.length + o.optional.length));
    occupations.forEach((occupation, i) => {
      for (const uri of new Set([...occupation.essential, ...occupation.optional])) {
        let list = this.listing.get(uri);
        if (!list) this.listing.set(uri, (list = []));
        list.push(i);
      }
    });
  }

  /**
   * How well each concept fits the occupations the rest of the document points to, whether or not it names them:
   * each occupation is scored by the surely-said skills it lists (`anchors`, rarer skills weigh more), and a concept
   * gets its best occupation's score with its own share left out, as a fraction of the document's best occupation
   * (`fit`) and in itself (`support`). A CV's "isolate faulty circuits" and "test electrical equipment" point to an
   * electrician, who is expected to "install electrical wiring" too; the same words in an accountant's CV are not.
   */
  fit(anchors: ReadonlySet<string>): (uri: string) => { fit: number; support: number } {
    const total = this.occupations.length;
    const weight = (uri: string) => Math.log(total / (this.listing.get(uri)?.length ?? total));
    const score = new Float64Array(total);
    for (const uri of anchors) for (const at of this.listing.get(uri) ?? []) score[at]! += weight(uri);
    const size = this.sizes;
    let best = 0;
    for (let at = 0; at < total; at++) best = Math.max(best, score[at]! / size[at]!);
    return (uri) => {
      const own = anchors.has(uri) ? weight(uri) : 0;
      let support = 0;
      for (const at of this.listing.get(uri) ?? []) support = Math.max(support, (score[at]! - own) / size[at]!);
      return { fit: best > 0 ? support / best : 0, support };
    };
  }

  /** The occupations named in these lines (longest names first, each word used once). */
  named(lines: readonly string[]): OccupationRecord[] {
    const found = new Set<number>();
    for (const line of lines) {
      const stems = tokenize(line).filter((t) => !STOPWORDS.has(t.lower)).map((t) => t.stem);
      for (let i = 0; i < stems.length; i++) {
        for (let n = Math.min(this.longest, stems.length - i); n >= 1; n--) {
          const at = this.byName.get(stems.slice(i, i + n).join(' '));
          if (at === undefined) continue;
          found.add(at);
          i += n - 1;
          break;
        }
      }
    }
    return [...found].map((i) => this.occupations[i]!);
  }

  /** A lookup of the prior for any concept, given the occupations a CV names. */
  static prior(named: readonly OccupationRecord[]): (uri: string) => OccupationPrior {
    const essential = new Set(named.flatMap((o) => o.essential));
    const optional = new Set(named.flatMap((o) => o.optional));
    return (uri) => ({ essential: essential.has(uri), optional: optional.has(uri) });
  }
}
