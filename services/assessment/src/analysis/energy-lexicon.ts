/**
 * Energy-sector shorthand as CVs write it, expanded to the words the taxonomy uses, so the general
 * matcher can find the concept. Case-sensitive keys are acronyms; they only expand as whole words.
 */
export const ABBREVIATIONS: Record<string, string> = {
  PV: 'photovoltaic',
  HV: 'high voltage',
  MV: 'medium voltage',
  LV: 'low voltage',
  BESS: 'battery energy storage systems',
  PLC: 'programmable logic controller',
  PLCs: 'programmable logic controllers',
  HMI: 'human-machine interface',
  LOTO: 'lockout tagout safety procedures isolation',
  GWO: 'Global Wind Organisation',
  PPE: 'personal protective equipment',
  HSE: 'health and safety',
  EHS: 'health and safety',
  'H&S': 'health and safety',
  CAD: 'computer-aided design CAD software',
  EV: 'electric vehicle',
  EVSE: 'electric vehicle charging stations',
  'O&M': 'operation and maintenance',
  CCS: 'carbon capture and storage',
  PPA: 'power purchase agreement',
  NDT: 'non-destructive testing',
  HVAC: 'heating ventilation air conditioning HVAC',
  CHP: 'combined heat and power',
  QA: 'quality assurance',
  QC: 'quality control',
  PMP: 'project management',
  PRINCE2: 'project management PRINCE2',
  CompTIA: 'CompTIA',
};

// Longest first, so "PLCs" wins over "PLC"; `&` needs no escape in a unicode-mode pattern.
const ACRONYM = new RegExp(`(?<![\\p{L}\\p{N}])(${Object.keys(ABBREVIATIONS).sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/**
 * Energy-sector names for systems that the taxonomy calls by their generic name: a wind farm is a wind
 * energy system, a solar park a photovoltaic system.
 */
export const SYSTEM_NAMES: [RegExp, string][] = [
  [/\bwind (?:farms?|parks?)\b/gi, 'wind energy systems'],
  [/\b(?:solar|PV) (?:farms?|parks?|plants?)\b/gi, 'photovoltaic systems'],
  [/\b(?:charge ?points?|charging points?)\b/gi, 'electric vehicle charging stations'],
];

/** A line with its shorthand expanded, and where a span of the original line lies in it. */
export interface ExpandedLine {
  text: string;
  /** The expanded text's [start, end) of the original line's [start, end). */
  span(start: number, end: number): [number, number];
  /** The original line's position of an expanded text's position (inside an expansion: right after what it expands). */
  original(position: number): number;
}

/**
 * The line with each known acronym or system name followed by its expansion (the original is kept for evidence):
 * "HV switching" reads "HV (high voltage) switching", so the phrase index finds "high voltage"; `span` places a match
 * found in the original words ("HV switching", which the expansion splits) in the expanded text.
 */
export function expandAbbreviations(line: string): ExpandedLine {
  // Each pass's insertions: where in that pass's input text each went, and how long it is.
  const passes: { at: number; length: number }[][] = [];
  const insert = (text: string, pattern: RegExp, expansion: (found: string) => string) => {
    const inserted: { at: number; length: number }[] = [];
    const out = text.replace(pattern, (found: string, ...rest: unknown[]) => {
      const offset = rest.find((r) => typeof r === 'number') as number;
      const extra = ` (${expansion(found)})`;
      inserted.push({ at: offset + found.length, length: extra.length });
      return found + extra;
    });
    passes.push(inserted);
    return out;
  };
  let text = insert(line, ACRONYM, (acronym) => ABBREVIATIONS[acronym]!);
  for (const [pattern, expansion] of SYSTEM_NAMES) text = insert(text, pattern, () => expansion);
  // A position moves past every insertion before it; a span's end that meets an insertion stays before it.
  const move = (position: number, isEnd: boolean) =>
    passes.reduce((at, inserted) => at + inserted.reduce((sum, i) => sum + (i.at < at || (i.at === at && !isEnd) ? i.length : 0), 0), position);
  // Back through the passes, last first: past an insertion a position moves back by its length, inside one to its start.
  const original = (position: number) =>
    passes.reduceRight((at, inserted) => {
      let shift = 0;
      for (const i of inserted) {
        const start = i.at + shift;
        if (at < start) break;
        if (at < start + i.length) return i.at;
        shift += i.length;
      }
      return at - shift;
    }, position);
  return { text, span: (start, end) => [move(start, false), move(end, true)], original };
}
