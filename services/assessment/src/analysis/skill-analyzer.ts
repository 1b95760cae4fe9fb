import { ConceptIndex, type ConceptMatch } from './concept-index.js';
import { expandAbbreviations } from './energy-lexicon.js';
import { currentPosition, RANGE, yearsOfExperience } from './profile-facts.js';
import { inferProficiency, type Proficiency } from './proficiency.js';
import { sectionLines, type SectionedLine } from './sections.js';
import { STOPWORDS, tokenize, type Token } from './tokens.js';
import { LANGUAGE_LINE, LANGUAGES, PHRASE_RULES } from './phrase-rules.js';
import type { TaxonomyConcept } from './taxonomy.js';

export interface AnalyzedSkill {
  name: string;
  /** The label or synonym that matched, for explanations. */
  matchedLabel: string;
  escoUri: string;
  proficiency: Proficiency;
  /** The CV line that evidences the skill, as written. */
  evidence: string;
}

export interface CvAnalysis {
  skills: AnalyzedSkill[];
  currentPosition: string | null;
  yearsOfExperience: number;
  keyStrengths: string[];
}

interface Found {
  match: ConceptMatch;
  evidence: string[];
  weight: number;
}

// Where a mention counts most: a skills list or an experience bullet says more than a course title.
const SECTION_WEIGHT: Record<SectionedLine['section'], number> = {
  skills: 3, experience: 3, summary: 2, projects: 2, certifications: 2, languages: 1, header: 1, education: 1, other: 0.5, interests: 0,
};

/** How a line may evidence skills. */
type LineRole =
  /** Not at all: hobbies, or what the person only helped with ("Helped with PV system designs"). */
  | 'skip'
  /** Only through curated phrases: a job title, a degree or course title, a header, a thesis topic. */
  | 'title'
  | 'list'
  | 'prose';

// Annotation rule and common sense alike: assisting is not doing.
const ASSISTED = /^\W*(helped|assisted|supported|shadowed|observed|exposure to|involved in|participated in|took part in)\b/i;
// Names of qualifications and schools: "HNC Electrical Engineering", "MSc Civil Engineering (...)".
const QUALIFICATION = /\b(b\.?sc|b\.?eng|m\.?sc|m\.?eng|mba|ph\.?d|b\.?a|m\.?a|hnc|hnd|nvq|svq|btec|gcse|a-levels?|bachelor|master|degree|diploma|certificate in|award in|level [1-7]|city (?:&|and) guilds|apprenticeship|university|college|school|institute|academy|dissertation|thesis)\b/i;
const TOPIC_LINE = /^\W*(dissertation|thesis|research topic|final[- ]year project)\b/i;
const LIST_SEPARATORS = /[,;|•·]/g;
// Sections describing work done, where a verb may stand apart from its object (see MatchOptions.verbObject).
const VERB_OBJECT_SECTIONS = new Set<SectionedLine['section']>(['experience', 'projects', 'skills']);

/**
 * The built-in, deterministic analyzer: taxonomy labels and synonyms found line by line (section-aware,
 * energy shorthand expanded), each skill with the line that evidences it and a proficiency read
 * from its wording; plus the current position, total years and key strengths.
 */
export class SkillAnalyzer {
  private readonly index: ConceptIndex;
  private readonly rules: { pattern: RegExp; concept: TaxonomyConcept }[];
  private readonly languages: Map<string, TaxonomyConcept>;

  constructor(index: ConceptIndex, concepts: Iterable<TaxonomyConcept>) {
    this.index = index;
    const byLabel = new Map<string, TaxonomyConcept>();
    for (const concept of concepts) byLabel.set(concept.label.toLowerCase(), concept);
    // Rules whose concept the loaded taxonomy lacks are simply inactive.
    this.rules = PHRASE_RULES.flatMap(([pattern, label]) => {
      const concept = byLabel.get(label.toLowerCase());
      return concept ? [{ pattern, concept }] : [];
    });
    this.languages = new Map(LANGUAGES.flatMap((name) => {
      const concept = byLabel.get(name.toLowerCase());
      return concept ? [[name, concept] as const] : [];
    }));
  }

  analyze(text: string, now = new Date()): CvAnalysis {
    const lines = sectionLines(text);
    const years = yearsOfExperience(lines, now);
    const found = new Map<string, Found>();
    const roles = lineRoles(lines);
    lines.forEach((line, i) => {
      const role = roles[i]!;
      if (role === 'skip') return;
      for (const match of this.matchesIn(line, role)) {
        const entry = found.get(match.concept.uri) ?? { match, evidence: [], weight: 0 };
        if (!entry.evidence.includes(line.text)) entry.evidence.push(line.text);
        entry.weight += SECTION_WEIGHT[line.section];
        found.set(match.concept.uri, entry);
      }
    });
    // What one does beats what one knows, across the CV too: "maintain hydraulic systems" makes a
    // separate "hydraulics" redundant, "perform project management" a "project management".
    const doing = [...found.values()].filter((f) => f.match.concept.kind !== 'knowledge').map((f) => this.stemsOf(f.match.concept.label));
    for (const [uri, f] of found) {
      if (f.match.concept.kind !== 'knowledge') continue;
      const known = this.stemsOf(f.match.concept.label);
      if (doing.some((stems) => stems.length > known.length && known.every((s) => stems.includes(s)))) found.delete(uri);
    }
    const ranked = [...found.values()].sort((a, b) => b.weight - a.weight || a.match.concept.label.localeCompare(b.match.concept.label));
    const skills = ranked.map(({ match, evidence }) => ({
      name: match.concept.label,
      matchedLabel: match.label,
      escoUri: match.concept.uri,
      proficiency: inferProficiency(evidence, years),
      evidence: evidence[0]!,
    }));
    return {
      skills,
      currentPosition: currentPosition(lines, now),
      yearsOfExperience: years,
      keyStrengths: ranked.slice(0, 5).map((f) => f.match.concept.label),
    };
  }

  private readonly stemCache = new Map<string, string[]>();
  private stemsOf(label: string): string[] {
    let stems = this.stemCache.get(label);
    if (!stems) {
      stems = [...new Set(tokenize(label.replace(/\([^)]*\)/g, ' ')).filter((t) => !STOPWORDS.has(t.lower)).map((t) => t.stem))];
      this.stemCache.set(label, stems);
    }
    return stems;
  }

  /** Curated phrases, each with the line's tokens it covers. */
  private ruleMatches(text: string, tokens: Token[], section: SectionedLine['section']): ConceptMatch[] {
    const matches: ConceptMatch[] = [];
    for (const { pattern, concept } of this.rules) {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      const covered: number[] = [];
      for (const m of text.matchAll(global)) {
        const start = m.index;
        const end = start + m[0].length;
        tokens.forEach((t, i) => {
          if (t.start < end && t.end > start) covered.push(i);
        });
      }
      if (covered.length) matches.push({ concept, label: concept.label, tokenIndexes: covered });
    }
    if (section === 'languages' || LANGUAGE_LINE.test(text)) {
      for (const [name, concept] of this.languages) {
        const at = tokens.findIndex((t) => t.text === name);
        if (at >= 0) matches.push({ concept, label: name, tokenIndexes: [at] });
      }
    }
    return matches;
  }

  private matchesIn(line: SectionedLine, role: LineRole): ConceptMatch[] {
    const text = expandAbbreviations(line.text);
    const tokens = tokenize(text);
    const rules = this.ruleMatches(text, tokens, line.section);
    if (role === 'title') return rules;
    const listLike = role === 'list';
    const matches = this.index
      .matchLine(tokens, text, { listLike, verbObject: VERB_OBJECT_SECTIONS.has(line.section) })
      // "R", "C", "Go": only in a list of skills, never in prose where they are letters or verbs.
      .filter((m) => m.tokenIndexes.length > 1 || tokens[m.tokenIndexes[0]!]!.text.length > 2 || listLike)
      // A topic one knows ("solar energy", "chemical processes") is a skill only where the CV lists it;
      // in a sentence it is what the work was about. Named tools and languages ("Python") stay.
      .filter((m) => listLike || m.concept.kind !== 'knowledge' || /[A-Z]/.test(m.concept.label))
      // A curated phrase knows better than a label sharing its words ("maintenance records" is not
      // "maintain records of work", "CPR" here is first aid, not resuscitation as a subject).
      .filter((m) => !rules.some((r) => r.concept !== m.concept && !this.narrower(m.concept, r.concept) && m.tokenIndexes.filter((i) => r.tokenIndexes.includes(i)).length * 2 >= m.tokenIndexes.length));
    // ...unless the label is a narrower form of the phrase's concept: "execute feasibility study on
    // hydrogen" over "execute feasibility study".
    const narrowed = rules.filter((r) => !matches.some((m) => this.narrower(m.concept, r.concept)));
    const kept = matches.filter(
      (m) =>
        !matches.some(
          (other) =>
            other !== m &&
            // A label whose matched words all sit inside another match's words is the vaguer reading.
            ((other.tokenIndexes.length > m.tokenIndexes.length && m.tokenIndexes.every((i) => other.tokenIndexes.includes(i))) ||
              // The same words naming two concepts: what one does beats what one knows ("provide first
              // aid" over "first aid"), then the concept whose own name it is.
              (sameWords(other, m) && preference(other) > preference(m))),
        ),
    );
    return [...kept, ...narrowed];
  }

  /** Whether a concept's label extends another's: all the broader label's words and more. */
  private narrower(concept: TaxonomyConcept, than: TaxonomyConcept): boolean {
    const stems = this.stemsOf(concept.label);
    const broader = this.stemsOf(than.label);
    return stems.length > broader.length && broader.every((s) => stems.includes(s));
  }
}

/**
 * A list of short items ("Hydraulics | LV fault finding | SCADA", "Python, MATLAB, Excel"), not a
 * sentence with a few commas or a parenthesis of examples.
 */
function looksLikeList(text: string): boolean {
  const outside = text.replace(/\([^)]*\)/g, ' ');
  const items = outside.split(LIST_SEPARATORS).map((item) => item.trim()).filter(Boolean);
  if (items.length < 3) return false;
  const words = items.reduce((n, item) => n + item.split(/\s+/).length, 0);
  return words / items.length <= 4 && !/[.!?]\s/.test(outside);
}

/** What each line may evidence, from its section and its shape (exported for diagnostics and tests). */
export function lineRoles(lines: SectionedLine[]): LineRole[] {
  const dateOnly = lines.map((l) => RANGE.test(l.text) && l.text.replace(RANGE, '').replace(/[^\p{L}]/gu, '').length < 3);
  return lines.map((line, i) => {
    const text = line.text;
    if (line.section === 'interests' || /^(interests|hobbies)\b/i.test(text) || ASSISTED.test(text)) return 'skip';
    const words = text.split(/\s+/).length;
    if (line.section === 'header' && words <= 12) return 'title';
    if (TOPIC_LINE.test(text)) return 'title';
    if ((line.section === 'education' || line.section === 'certifications') && QUALIFICATION.test(text)) return 'title';
    // A job title: the line with the dates, or a short line just above a line of dates.
    if (line.section === 'experience' || line.section === 'header' || line.section === 'other') {
      if (RANGE.test(text) && words <= 16) return 'title';
      if (words <= 10 && !/[.!?]$/.test(text) && (dateOnly[i + 1] || (dateOnly[i + 2] && lines[i + 1]!.text.split(/\s+/).length <= 10))) return 'title';
    }
    if (line.section === 'skills' || line.section === 'languages' || looksLikeList(text) || /^\W*(relevant )?(modules|coursework|courses|subjects)\b/i.test(text)) return 'list';
    return 'prose';
  });
}

const sameWords = (a: ConceptMatch, b: ConceptMatch) => a.tokenIndexes.length === b.tokenIndexes.length && a.tokenIndexes.every((i, k) => b.tokenIndexes[k] === i);
const preference = (m: ConceptMatch) => (m.concept.kind === 'knowledge' ? 0 : 2) + (m.label.toLowerCase() === m.concept.label.toLowerCase() ? 1 : 0);
