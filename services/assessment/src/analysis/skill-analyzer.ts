import { ConceptIndex, type ConceptMatch } from './concept-index.js';
import { expandAbbreviations } from './energy-lexicon.js';
import { currentPosition, yearsOfExperience } from './profile-facts.js';
import { inferProficiency, type Proficiency } from './proficiency.js';
import { sectionLines, type SectionedLine } from './sections.js';
import { tokenize } from './tokens.js';
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
  skills: 3, experience: 3, summary: 2, projects: 2, certifications: 2, header: 1, education: 1, other: 0.5,
};

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
    for (const line of lines) {
      if (/^(interests|hobbies)\b/i.test(line.text)) continue;
      for (const match of [...this.matchesIn(line), ...this.ruleMatches(line)]) {
        const entry = found.get(match.concept.uri) ?? { match, evidence: [], weight: 0 };
        if (!entry.evidence.includes(line.text)) entry.evidence.push(line.text);
        entry.weight += SECTION_WEIGHT[line.section];
        found.set(match.concept.uri, entry);
      }
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

  private ruleMatches(line: SectionedLine): ConceptMatch[] {
    const matches = this.rules.filter(({ pattern }) => pattern.test(line.text)).map(({ concept }) => ({ concept, label: concept.label, tokenIndexes: [] }));
    if (LANGUAGE_LINE.test(line.text)) {
      for (const [name, concept] of this.languages) if (new RegExp(`\\b${name}\\b`).test(line.text)) matches.push({ concept, label: name, tokenIndexes: [] });
    }
    return matches;
  }

  private matchesIn(line: SectionedLine): ConceptMatch[] {
    const tokens = tokenize(expandAbbreviations(line.text));
    const listLike = line.section === 'skills' || (line.text.match(/[,;|•]/g)?.length ?? 0) >= 2;
    const matches = this.index
      .matchLine(tokens)
      // "R", "C", "Go": only in a list of skills, never in prose where they are letters or verbs.
      .filter((m) => m.tokenIndexes.length > 1 || tokens[m.tokenIndexes[0]!]!.text.length > 2 || listLike);
    return matches.filter(
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
  }
}

const sameWords = (a: ConceptMatch, b: ConceptMatch) => a.tokenIndexes.length === b.tokenIndexes.length && a.tokenIndexes.every((i, k) => b.tokenIndexes[k] === i);
const preference = (m: ConceptMatch) => (m.concept.kind === 'knowledge' ? 0 : 2) + (m.label.toLowerCase() === m.concept.label.toLowerCase() ? 1 : 0);
