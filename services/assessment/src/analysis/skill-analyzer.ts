import type { ConceptIndex, ConceptMatch } from './concept-index.js';
import { expandAbbreviations, type ExpandedLine } from './energy-lexicon.js';
import { keyStrengths } from './key-strengths.js';
import { OccupationIndex } from './occupations.js';
import { normaliseDates, profileFacts, RANGE, TITLE_WORD, type ExperienceEntry } from './profile-facts.js';
import { inferProficiency, languageProficiency, type Proficiency } from './proficiency.js';
import { EvidenceQuotes, sentencesNaming } from './evidence.js';
import { sectionLines, type SectionedLine } from './sections.js';
import { splitSentences } from './sentences.js';
import { STOPWORDS, tokenize, withoutAsides, type Token } from './tokens.js';
import { atBeginnerLevel, LANGUAGE_LINE, LANGUAGES, PHRASE_RULES, verbalised } from './phrase-rules.js';
import { isEscoUri } from './esco-uri.js';
import { bm25Sum, featuresOf, keptFrom, type CandidateEvidence, type LineRole, type Mention, type SkillRanker } from './ranker.js';
import type { ConceptRetriever } from './retriever.js';
import type { SemanticIndex } from './semantic.js';
import type { TaxonomyConcept } from './taxonomy.js';

/**
 * The most skills one analysis lists (the most confident), and the longest evidence line it keeps of each. A CV that
 * was a list of taxonomy labels named 7,482 skills, each with its whole line as evidence: its cv.analysis.completed
 * passed NATS's 1 MB message limit (the assessment service's outbox then held every later event behind it) and its
 * assessment did not fit in a reply. Real CVs name a few dozen.
 */
export const ANALYSIS_SKILLS_MAX = 100;
export const EVIDENCE_MAX_CHARS = 300;

/** `text` within `max` characters: cut at a word end when one is near, never inside a surrogate pair, marked with "…". */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}

export interface AnalyzedSkill {
  name: string;
  /** The label or synonym that matched, for explanations. */
  matchedLabel: string;
  escoUri: string;
  proficiency: Proficiency;
  /** The CV's words that evidence the skill, as written: its line, or the whole sentences a wrapped line is part of (EvidenceQuotes). */
  evidence: string;
  /** The ranker's calibrated probability that the CV evidences the skill (0–1). */
  confidence: number;
}

export interface CvAnalysis {
  /** The skills the ranker keeps (see keptFrom), most confident first. */
  skills: AnalyzedSkill[];
  currentPosition: string | null;
  yearsOfExperience: number;
  keyStrengths: string[];
}

export interface AnalyzeOptions {
  now?: Date;
  /**
   * Read a short text (three lines or fewer: a job-ad sentence, a phrase) as a query rather than a CV: its best ESCO
   * matches are listed, up to five and above a floor, even below the cut a CV's list is held to. The CLI asks for it; a
   * CV upload never does.
   */
  query?: boolean;
}

export interface RankOptions {
  /**
   * Also propose the skills the occupations a CV names expect, from the line nearest each in meaning (see
   * PRIOR_FLOOR): for training, where they are the ranker's negatives; never when analysing.
   */
  occupationProposals?: boolean;
}

/** A concept stage 1 proposed for a document, with what the ranker made of it. */
export interface RankedCandidate {
  concept: TaxonomyConcept;
  evidence: CandidateEvidence;
  features: number[];
  confidence: number;
}

/** ESCO's view of a concept beyond its labels, for the ranker. */
export interface ConceptFacts {
  reuse: string;
  /** How many ESCO occupations list the skill as essential or optional. */
  occupations: number;
}

export interface SkillAnalyzerParts {
  index: ConceptIndex;
  concepts: Iterable<TaxonomyConcept>;
  retriever: ConceptRetriever;
  occupations: OccupationIndex;
  facts: ReadonlyMap<string, ConceptFacts>;
  ranker: SkillRanker;
  /** Word-vector meaning of concepts and lines, with the concept texts it was built from (optional: tests may leave it out). */
  semantic?: { index: SemanticIndex; byUri: ReadonlyMap<string, TaxonomyConcept> };
  /** The skills the energy occupations of the career paths list (essential or optional): the sector's prior. */
  sectorSkills?: ReadonlySet<string>;
}

// How many ESCO concepts the retriever proposes per line (and two O*NET tools).
const RETRIEVED_PER_LINE = 8;
// The least word-vector cosine at which a skill the named occupations expect is proposed from its nearest line.
// Chosen on dev out-of-fold F1 (0.45: 0.592, 0.55: 0.589; without it 0.585). Proposing each line's nearest concepts
// of the whole taxonomy as well scored within noise of it (0.586–0.595) and made a two-page CV 5× slower, so it is not done.
// These proposals are made for training only (RankOptions.occupationProposals): about 200 candidates per CV at 0.6 %
// gold, none of which the ranker ever kept above its threshold, but the negatives it learns from. Dev out-of-batch,
// trained with them: served with them P 0.615 R 0.540 F1 0.575, without 0.620 / 0.545 / 0.580, and a CV's analysis
// ~20 % faster. Pruning them in training as well scored worse (F1 0.567–0.575: cosine ≥ 0.6 or 0.65, a rank within the
// line ≤ 30 or two occupations expecting it, 60 per CV, essential only, none at all).
const PRIOR_FLOOR = 0.45;
// How many of the energy sector's skills (the career paths' occupations list 750) each line proposes by meaning, and
// the least cosine. Dev out-of-fold F1 0.597 with or without (recall 0.526 vs 0.512): kept, since a missing skill
// costs the user more than a wrong one.
const SECTOR_PER_LINE = 2;
const SECTOR_FLOOR = 0.6;
// Tried and not kept: proposing for each line the skills annotators gave the labelled dev lines most like it (TF-IDF
// nearest of 1,750 quoted evidence lines, other batches' only), that similarity a feature. Stage-1 recall 0.749 → 0.803
// (0.823 at six a line), out-of-batch F1 0.573 → 0.574 (0.575 at six; 0.570 as a feature alone), heldout TECH RP@5
// 73.8 → 71.1: what one batch's annotator read into a line, another's did not.
// A short text (a job-ad sentence, a skill typed in the skills editor) has few lines to spread its candidates over, so
// each of its lines is read deeper: more retrieved concepts and synonyms, and its nearest in meaning among all ESCO
// skills rather than the energy sector's alone. Chosen on the training half of the job-ad sentences: stage-1 recall
// 0.63 → 0.76 (TECH), 0.50 → 0.62 (HOUSE), ~57 candidates a sentence instead of 13. CVs are never this short.
const SHORT_TEXT_LINES = 3;
// How many ESCO skills a short text lists at least (RP@5 reads five), and the least confidence of one: the highest
// floor that keeps the training half's RP@5 whole (81.1 / 62.5 at 0.02; 78.0 / 62.5 at 0.03), under which a line of
// nonsense ("The quick brown fox …", "I like cats and long walks") lists no more than two.
const SHORT_TEXT_SKILLS = 5;
const SHORT_TEXT_FLOOR = 0.02;
/** How deep stage 1 reads each line: concepts retrieved, of them through synonyms, and nearest in meaning. */
interface LineDepth {
  retrieved: number;
  synonyms: number;
  nearest: number;
  /** The concepts `nearest` chooses among: the sector's skills, or all of ESCO's. */
  among: 'sector' | 'esco';
}
const CV_LINE: LineDepth = { retrieved: RETRIEVED_PER_LINE, synonyms: 2, nearest: SECTOR_PER_LINE, among: 'sector' };
const SHORT_TEXT_LINE: LineDepth = { retrieved: 30, synonyms: 10, nearest: 20, among: 'esco' };
// How many of a concept's other labels are aligned word by word with its lines, beside its own label.
const ALIGNED_ALT_LABELS = 8;
// Annotation rule and common sense alike: assisting is not doing.
const ASSISTED = /^\W*(helped|assisted|supported|shadowed|observed|exposure to|involved in|participated in|took part in)\b/i;
// Names of qualifications and schools: "HNC Electrical Engineering", "MSc Civil Engineering (...)".
const QUALIFICATION = /\b(b\.?sc|b\.?eng|m\.?sc|m\.?eng|mba|ph\.?d|b\.?a|m\.?a|hnc|hnd|nvq|svq|btec|gcse|a-levels?|bachelor|master|degree|diploma|certificate in|award in|level [1-7]|city (?:&|and) guilds|apprenticeship|university|college|school|institute|academy|dissertation|thesis)\b/i;
const TOPIC_LINE = /^\W*(dissertation|thesis|research topic|final[- ]year project)\b/i;
// One item of a list line, between its separators (, ; | • ·).
const LIST_ITEM = /[^,;|•·]+/g;
const listItems = (line: string) => line.match(LIST_ITEM) ?? [];
// An employer's name as a CV writes it: two to six capitalised words ("Forth Water Utilities", "Acme & Sons Ltd").
const FIRM_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:&|and|of|de|\p{Lu}[\p{L}'’.-]*)){1,5}$/u;
// Sections describing work done, where a verb may stand apart from its object (see MatchOptions.verbObject).
const VERB_OBJECT_SECTIONS = new Set<SectionedLine['section']>(['experience', 'projects', 'skills', 'other']);
// Sections whose lines say what a person did or can do, where the semantic index may propose.
const SEMANTIC_SECTIONS = new Set<SectionedLine['section']>(['experience', 'projects', 'skills', 'summary', 'other']);

/**
 * The built-in analyzer, in two stages. Stage 1 proposes candidates with high recall: curated energy phrases,
 * the phrase index over every label and synonym (section-aware, shorthand expanded), and a lexical retriever over
 * the whole text of every concept. Stage 2, a model trained in the repo (`npm run train:analyzer`), scores each
 * candidate from how and where it was found, what kind of skill it is and what the occupations the CV names
 * expect; the skills above its threshold are the result, most confident first. Also the current position, total
 * years and key strengths from the CV's structure.
 */
export class SkillAnalyzer {
  private readonly index: ConceptIndex;
  private readonly retriever: ConceptRetriever;
  private readonly occupations: OccupationIndex;
  private readonly facts: ReadonlyMap<string, ConceptFacts>;
  readonly ranker: SkillRanker;
  private readonly rules: { pattern: RegExp; concept: TaxonomyConcept }[];
  private readonly languages: Map<string, TaxonomyConcept>;
  private readonly semantic: SkillAnalyzerParts['semantic'];
  private readonly sectorSkills: ReadonlySet<string>;
  private readonly sectorRows: number[];
  /** Every ESCO skill's row in the semantic index, for short texts. */
  private readonly escoRows: number[];

  /** The taxonomy's words, to put a typed skill's misspelt words right (built on first use). */
  private get spelling(): Spelling {
    return (this.spellingIndex ??= new Spelling(this.concepts));
  }
  private spellingIndex: Spelling | undefined;
  private readonly concepts: readonly TaxonomyConcept[];

  constructor(parts: SkillAnalyzerParts) {
    this.concepts = [...parts.concepts];
    this.semantic = parts.semantic;
    this.sectorSkills = parts.sectorSkills ?? new Set();
    this.sectorRows = parts.semantic?.index.rowsOf(this.sectorSkills) ?? [];
    this.escoRows = parts.semantic?.index.rowsOf([...parts.semantic.byUri.keys()].filter(isEscoUri)) ?? [];
    this.index = parts.index;
    this.retriever = parts.retriever;
    this.occupations = parts.occupations;
    this.facts = parts.facts;
    this.ranker = parts.ranker;
    const byLabel = new Map<string, TaxonomyConcept>();
    for (const concept of this.concepts) byLabel.set(concept.label.toLowerCase(), concept);
    // Rules whose concept the loaded taxonomy lacks are simply inactive.
    this.rules = PHRASE_RULES.flatMap(([pattern, label]) => {
      const concept = byLabel.get(label.toLowerCase());
      return concept ? [{ pattern: new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), concept }] : [];
    });
    this.languages = new Map(LANGUAGES.flatMap((name) => {
      const concept = byLabel.get(name.toLowerCase());
      return concept ? [[name, concept] as const] : [];
    }));
  }

  analyze(text: string, options: AnalyzeOptions = {}): CvAnalysis {
    const now = options.now ?? new Date();
    const read = sectionLines(text);
    const facts = profileFacts(read, now);
    const lines = withJobsAsExperience(read, facts.entries);
    const quotes = new EvidenceQuotes(lines);
    const sentences = splitSentences(lines);
    const ranked = this.rank(sentences, {}, facts.entries);
    // O*NET tools pass on the confidence the ESCO candidates set.
    const esco = ranked.filter((c) => isEscoUri(c.concept.uri));
    let cutoff = keptFrom(esco.map((c) => c.confidence), this.ranker.model);
    // A short text (a job-ad sentence, a phrase) is a query, not a CV: its best ESCO matches are listed, ranked, with
    // their confidence, even below the cut a CV's list is held to (job-ad heldout RP@5 of this list TECH 49.8 → 73.8,
    // HOUSE 19.6 → 38.2: 12 and 7 of their sentences listed nothing).
    const query = options.query === true && isShortText(sentences, lineRoles(sentences));
    if (query) cutoff = Math.min(cutoff, Math.max(SHORT_TEXT_FLOOR, esco[SHORT_TEXT_SKILLS - 1]?.confidence ?? 0));
    // An O*NET tool is listed only where the text names it: retrieved on one shared word ("high voltage" -> Voltage
    // SecureMail, "hydrogen electrolysis" -> Formlink HydroGEN, a job ad's "B2B SaaS" -> SaaS SurveyMonkey, "ad-hoc
    // analysis" -> LogiXML Ad-HOC) a product is scored by a ranker that never learned from tools. Of the 42 tools the dev
    // CVs listed, every one was named.
    const kept = ranked.filter((c) => (c.confidence >= cutoff || plainlyNamedTool(c)) && (isEscoUri(c.concept.uri) || namesIt(c)) && !misreadName(c));
    // A tool O*NET names as the ESCO skill kept does ("Python" beside "Python (computer programming)") is one skill.
    const escoNames = new Set(kept.filter((c) => isEscoUri(c.concept.uri)).map((c) => plainName(c.concept.label)));
    const skills = kept
      .filter((c) => isEscoUri(c.concept.uri) || !escoNames.has(plainName(c.concept.label)))
      .slice(0, ANALYSIS_SKILLS_MAX)
      .map((c) => this.toSkill(c, facts.yearsOfExperience, quotes));
    return {
      skills,
      currentPosition: facts.currentPosition,
      yearsOfExperience: facts.yearsOfExperience,
      keyStrengths: keyStrengths(skills),
    };
  }

  /**
   * Up to `limit` candidates of a text, ranked, below the threshold too (for `--candidates K`, ranking metrics and the
   * skills editor's "Did you mean"). A short text (a typed skill) is read with its misspelt words put right ('batery' →
   * 'battery'), as a person typing a skill expects.
   */
  candidates(text: string, limit = Infinity): AnalyzedSkill[] {
    const corrected = text.length <= SPELLING_TEXT_MAX ? this.spelling.correct(text) : text;
    return this.candidatesOf(corrected).slice(0, limit);
  }

  private candidatesOf(text: string): AnalyzedSkill[] {
    const read = sectionLines(text);
    const facts = profileFacts(read);
    const lines = withJobsAsExperience(read, facts.entries);
    const quotes = new EvidenceQuotes(lines);
    return this.rank(splitSentences(lines), {}, facts.entries).map((c) => this.toSkill(c, facts.yearsOfExperience, quotes));
  }

  /** Every candidate of a document's text, with its features and confidence, most confident first. */
  rankText(text: string, options: RankOptions = {}): RankedCandidate[] {
    const lines = sectionLines(text);
    const jobs = profileFacts(lines).entries;
    return this.rank(splitSentences(withJobsAsExperience(lines, jobs)), options, jobs);
  }

  /** Every candidate of the document's lines with its features and confidence, most confident first; `jobs`: its experience entries. */
  rank(lines: SectionedLine[], options: RankOptions, jobs: ExperienceEntry[]): RankedCandidate[] {
    const found = this.propose(lines, options.occupationProposals ?? false, jobs);
    return [...found.values()]
      .map(({ concept, evidence }) => {
        const features = featuresOf(evidence, this.ranker.prior(concept.uri));
        return { concept, evidence, features, confidence: this.ranker.confidence(features) };
      })
      .sort((a, b) => b.confidence - a.confidence || a.concept.label.localeCompare(b.concept.label));
  }

  private toSkill(c: RankedCandidate, years: number, quotes: EvidenceQuotes): AnalyzedSkill {
    const trusted = c.evidence.mentions.filter((m) => (m.rule || m.label !== undefined) && !m.vaguer);
    const mentions = trusted.length ? trusted : [...c.evidence.mentions].sort((a, b) => (b.bm25 ?? 0) - (a.bm25 ?? 0));
    const lines = [...new Set(mentions.map((m) => m.line))];
    const matchedLabel = mentions.find((m) => m.label)?.label ?? c.concept.label;
    // On a languages line a one-word concept is a language, its level stated beside it ("Hindi (native)", "Marathi
    // (native)", whether or not a curated name found it), not in the words a skill's proficiency is read from.
    const languageItem = LANGUAGE_LINE.test(lines[0]!) && /^\p{Lu}\p{L}+$/u.test(c.concept.label) ? listItems(lines[0]!).find((item) => new RegExp(`\\b${c.concept.label}\\b`, 'i').test(item)) : undefined;
    return {
      name: c.concept.label,
      matchedLabel,
      escoUri: c.concept.uri,
      proficiency: (languageItem ? languageProficiency(languageItem) : null) ?? inferProficiency(lines.map((line) => this.sentenceAbout(line, matchedLabel)), years),
      // Quoted from what the person did where the CV says it there too: a headline or a job's title line says less.
      evidence: clip(quotes.quote(mentions.find((m) => m.section !== 'header' && m.role !== 'title') ?? mentions.find((m) => m.section !== 'header') ?? mentions[0]!, this.names(c.concept.label)), EVIDENCE_MAX_CHARS),
      confidence: Math.round(c.confidence * 1000) / 1000,
    };
  }

  /** Stage 1: every concept any of the three proposers finds, with each mention. */
  private propose(lines: SectionedLine[], occupationProposals: boolean, jobs: ExperienceEntry[]): Map<string, { concept: TaxonomyConcept; evidence: CandidateEvidence }> {
    const roles = lineRoles(lines);
    const unclaimed = unclaimedSpans(lines);
    const depth = isShortText(lines, roles) ? SHORT_TEXT_LINE : CV_LINE;
    const named = this.occupations.named(lines.filter((l, i) => roles[i] === 'title' || l.section === 'header' || l.section === 'summary').map((l) => l.text));
    const prior = OccupationIndex.prior(named);
    const found = new Map<string, { concept: TaxonomyConcept; evidence: CandidateEvidence }>();
    // A firm's name is not a tool: "Forth Water Utilities" employs no Forth programmer. (Only tools: ESCO's labels are
    // phrases a name rarely holds, and a name misread by the job parser must not hide a skill.)
    const firms = [...new Set(jobs.flatMap((e) => (e.employer && FIRM_NAME.test(e.employer) ? [e.employer] : [])))];
    const inFirmName = (text: string, tokens: Token[], indexes: number[]) =>
      firms.some((name) => {
        for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
          if (indexes.every((i) => tokens[i]!.start >= at && tokens[i]!.end <= at + name.length)) return true;
        }
        return false;
      });
    const mention = (concept: TaxonomyConcept, m: Mention) => {
      let entry = found.get(concept.uri);
      if (!entry) {
        const { essential, optional } = prior(concept.uri);
        entry = {
          concept,
          evidence: { kind: concept.kind ?? 'skill', reuse: this.facts.get(concept.uri)?.reuse ?? '', occupations: this.facts.get(concept.uri)?.occupations ?? 0, labelWords: this.stemsOf(concept.label).length, essential, optional, sector: this.sectorSkills.has(concept.uri), redundantKnowledge: false, mentions: [] },
        };
        found.set(concept.uri, entry);
      }
      entry.evidence.mentions.push(m);
    };
    const vectors = new Map<string, Float32Array | null>();
    const lineVector = (text: string) => {
      if (!vectors.has(text)) vectors.set(text, this.semantic?.index.vectorOf(text) ?? null);
      return vectors.get(text)!;
    };
    lines.forEach((line, i) => {
      const role = roles[i]!;
      if (role === 'skip') return;
      const base = { line: line.text, at: line.at, section: line.section, role };
      const original = blanked(withoutBeginnerLanguages(line.text, line.section), unclaimed[i]!);
      const expanded = expandAbbreviations(line.text);
      const text = blanked(withoutBeginnerLanguages(expanded.text, line.section), unclaimed[i]!.map(([start, end]) => withItsExpansion(expanded, start, end)));
      const tokens = tokenize(text);
      const rules = this.ruleMatches(original, { ...expanded, text }, tokens, line.section);
      // A job title names no skill (no inference from titles); a qualification's subject does ("BEng Electrical
      // Engineering" evidences electrical engineering), which the ranker weighs by its section and role.
      const qualification = role === 'title' && (line.section === 'education' || line.section === 'certifications');
      const indexed = role === 'title' && !qualification ? [] : this.indexMatches(text, tokens, line.section, qualification ? 'list' : role, rules);
      // A label narrower than a curated phrase's concept reads the same words better: "execute feasibility study
      // on hydrogen" over "execute feasibility study".
      for (const r of rules) mention(r.concept, { ...base, rule: true, span: spanOf(tokens, r.tokenIndexes, expanded), ...(indexed.some(({ match }) => this.narrower(match.concept, r.concept)) ? { vaguer: true } : {}) });
      {
        for (const { match, vaguer } of indexed) {
          if (!isEscoUri(match.concept.uri) && inFirmName(text, tokens, match.tokenIndexes)) continue;
          mention(match.concept, {
            ...base,
            rule: false,
            label: match.label,
            span: spanOf(tokens, match.tokenIndexes, expanded),
            preferred: match.label.toLowerCase() === match.concept.label.toLowerCase(),
            ...(match.loose ? { loose: true } : {}),
            ...(match.acronym ? { acronym: true } : {}),
            ...(vaguer ? { vaguer: true } : {}),
          });
        }
      }
      // On a job's heading line the employer's name is no evidence: "Baltic Power Trading S.A." trades no securities.
      const searched = role === 'title' ? withoutFirmNames(text, firms) : text;
      for (const r of this.retriever.search(searched, depth.retrieved, 2, depth.synonyms)) {
        mention(r.concept, { ...base, rule: false, bm25: r.score, rank: r.rank, labelCoverage: r.bestLabelCoverage, ...(r.synonym ? { synonym: true } : {}) });
      }
    });
    // The energy sector's skills a line says in other words; in training also the skills the occupations the CV names
    // expect, where a line says much the same ("trained new starters" for "train employees" of an operator).
    const said = !this.semantic ? [] : lines.flatMap((line, i) => (roles[i] === 'prose' || roles[i] === 'list') && SEMANTIC_SECTIONS.has(line.section) ? [{ line, role: roles[i]!, vector: lineVector(blanked(line.text, unclaimed[i]!)) }] : []);
    if (this.semantic) {
      for (const s of said) {
        if (!s.vector) continue;
        for (const near of this.semantic.index.nearest(s.vector, depth.nearest, depth.among === 'esco' ? this.escoRows : this.sectorRows)) {
          const concept = this.semantic.byUri.get(near.uri);
          if (concept && near.similarity >= SECTOR_FLOOR) mention(concept, { line: s.line.text, at: s.line.at, section: s.line.section, role: s.role, rule: false, semantic: near.similarity });
        }
      }
    }
    if (this.semantic && occupationProposals) {
      for (const uri of new Set(named.flatMap((o) => [...o.essential, ...o.optional]))) {
        const concept = this.semantic.byUri.get(uri);
        if (!concept) continue;
        let best: (typeof said)[number] | undefined;
        let bestSimilarity = PRIOR_FLOOR;
        const row = this.semantic.index.rowOf(uri);
        for (const s of said) {
          const similarity = this.semantic.index.similarityAt(row, s.vector);
          if (similarity >= bestSimilarity) [best, bestSimilarity] = [s, similarity];
        }
        if (best) mention(concept, { line: best.line.text, at: best.line.at, section: best.line.section, role: best.role, rule: false, semantic: bestSimilarity });
      }
    }
    // Each candidate's sum once, not once per comparison.
    [...found.values()]
      .map((f) => ({ f, sum: bm25Sum(f.evidence) }))
      .sort((a, b) => b.sum - a.sum)
      .forEach(({ f }, i) => (f.evidence.docRank = i));
    if (this.semantic) {
      const index = this.semantic.index;
      const doc = documentVector(said.map((s) => s.vector));
      const align = index.aligner();
      for (const { concept, evidence } of found.values()) {
        const row = index.rowOf(concept.uri);
        // The nearest of its lines, each line once (a line often mentions a concept more than one way).
        const lines: string[] = [];
        let semLine = 0;
        let semAlign = 0;
        let semCovered = 0;
        for (const m of evidence.mentions) {
          if (lines.includes(m.line)) continue;
          lines.push(m.line);
          semLine = Math.max(semLine, index.similarityAt(row, lineVector(m.line)));
          for (const label of [concept.label, ...concept.altLabels.slice(0, ALIGNED_ALT_LABELS)]) {
            const { said, covered } = align(label, m.line);
            if (said > semAlign || (said === semAlign && covered > semCovered)) [semAlign, semCovered] = [said, covered];
          }
        }
        evidence.semLine = semLine;
        evidence.semAlign = semAlign;
        evidence.semCovered = semCovered;
        evidence.semDoc = index.similarityAt(row, doc);
      }
    }
    // Surely said: through a curated phrase or a label, not a vaguer reading.
    const matched = (e: CandidateEvidence) => e.mentions.some((m) => (m.rule || m.label !== undefined) && !m.vaguer);
    const fit = this.occupations.fit(new Set([...found.values()].filter((f) => isEscoUri(f.concept.uri) && matched(f.evidence)).map((f) => f.concept.uri)));
    for (const { concept, evidence } of found.values()) {
      const { fit: share, support } = fit(concept.uri);
      evidence.occupationFit = share;
      evidence.occupationSupport = support;
    }
    // What one does beats what one knows, across the CV too: "maintain hydraulic systems" makes a
    // separate "hydraulics" redundant, "perform project management" a "project management".
    const doing = [...found.values()].filter((f) => f.concept.kind !== 'knowledge' && matched(f.evidence)).map((f) => this.stemsOf(f.concept.label));
    for (const f of found.values()) {
      if (f.concept.kind !== 'knowledge') continue;
      const known = this.stemsOf(f.concept.label);
      f.evidence.redundantKnowledge = doing.some((stems) => stems.length > known.length && known.every((s) => stems.includes(s)));
    }
    return found;
  }

  /**
   * The sentences of an evidence line that name the skill (the whole line when none does, or it has one sentence):
   * a wrapped PDF paragraph puts "… mentoring junior developers. Expert in Go and" on one line, and the proficiency
   * of mentoring must not read the next sentence's "Expert".
   */
  private sentenceAbout(line: string, label: string): string {
    return sentencesNaming(line, this.names(label));
  }

  /** Whether a sentence says a word of the label (CV text is not cached: stemsOf keeps the taxonomy's labels). */
  private names(label: string): (sentence: string) => boolean {
    const stems = new Set(this.stemsOf(label));
    return (sentence) => tokenize(sentence).some((t) => stems.has(t.stem));
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
  private ruleMatches(original: string, expanded: ExpandedLine, tokens: Token[], section: SectionedLine['section']): ConceptMatch[] {
    const text = expanded.text;
    const matches: ConceptMatch[] = [];
    const verbs = verbalised(original);
    for (const { pattern, concept } of this.rules) {
      const spans = matchSpans(pattern, text);
      // The CV's own words too, where an expansion splits a phrase a rule reads ("HV switching").
      if (original !== text) for (const [start, end] of matchSpans(pattern, original)) spans.push(expanded.span(start, end));
      // And its actions said as nouns, as verbs ("Supervision of site technicians").
      if (verbs) for (const [start, end] of matchSpans(pattern, verbs.text)) spans.push(expanded.span(verbs.toLine(start), verbs.toLine(end)));
      if (!spans.length) continue;
      const covered = tokens.flatMap((t, i) => (spans.some(([start, end]) => t.start < end && t.end > start) ? [i] : []));
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

  /**
   * The phrase index's matches in a line, each marked `vaguer` where a more specific reading of the same words
   * exists (a label inside a longer one, a topic named in a sentence, a curated phrase's words, a letter in prose).
   */
  private indexMatches(text: string, tokens: Token[], section: SectionedLine['section'], role: LineRole, rules: ConceptMatch[]): { match: ConceptMatch; vaguer: boolean }[] {
    const listLike = role === 'list';
    const matches = this.index.matchLine(tokens, text, { listLike, verbObject: VERB_OBJECT_SECTIONS.has(section) });
    return matches.map((m) => {
      const vaguer =
        // "R", "C", "Go": only in a list of skills, never in prose where they are letters or verbs.
        !(m.tokenIndexes.length > 1 || tokens[m.tokenIndexes[0]!]!.text.length > 2 || listLike) ||
        // A topic one knows ("solar energy", "chemical processes") is a skill only where the CV lists it;
        // in a sentence it is what the work was about. Named tools and languages ("Python") stay.
        !(listLike || m.concept.kind !== 'knowledge' || /[A-Z]/.test(m.concept.label)) ||
        // A curated phrase knows better than a label sharing its words.
        rules.some((r) => r.concept !== m.concept && !this.narrower(m.concept, r.concept) && m.tokenIndexes.filter((i) => r.tokenIndexes.includes(i)).length * 2 >= m.tokenIndexes.length) ||
        matches.some(
          (other) =>
            other !== m &&
            // A label whose matched words all sit inside another match's words is the vaguer reading.
            ((other.tokenIndexes.length > m.tokenIndexes.length && m.tokenIndexes.every((i) => other.tokenIndexes.includes(i))) ||
              // The same words naming two concepts: what one does beats what one knows.
              (sameWords(other, m) && preference(other) > preference(m))),
        );
      return { match: m, vaguer };
    });
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
  const outside = withoutAsides(text);
  const items = listItems(outside).map((item) => item.trim()).filter(Boolean);
  if (items.length < 3) return false;
  const words = items.reduce((n, item) => n + item.split(/\s+/).length, 0);
  return words / items.length <= 4 && !/[.!?]\s/.test(outside);
}

/** Three lines or fewer worth reading (a job-ad sentence, a phrase), never a CV. */
/** Where a global pattern matches in a line: exec on the rule's own pattern, as matchAll would on a copy of it (no copy per rule and line). */
function matchSpans(pattern: RegExp, line: string): [number, number][] {
  const spans: [number, number][] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
    if (m[0].length === 0) pattern.lastIndex += 1;
    spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

/**
 * A languages line with the items of a beginner's level blanked out (same length, so offsets hold): "French (basic)"
 * is no skill to any of stage 1's proposers.
 */
function withoutBeginnerLanguages(text: string, section: SectionedLine['section']): string {
  if (section !== 'languages' && !LANGUAGE_LINE.test(text)) return text;
  return text.replace(LIST_ITEM, (item) => (atBeginnerLevel(item) ? ' '.repeat(item.length) : item));
}

/**
 * What a line claims nothing with, as [start, end) spans of its text, read across a paragraph a PDF or a plain-text CV
 * wrapped ("… Now looking" / "to move into battery energy storage (BESS) commissioning …"):
 * - a disposition devoted to something ("demonstrating commitment to open-source contributions", "a passion for
 *   renewables") says what the person cares about, not the attitude ESCO names (a software engineer's CV was listed
 *   *meet commitments* through its label "demonstrate commitment"); what it is devoted to stays to be read;
 * - what the person wants to do next, to the end of its sentence or of a clause a participle opens ("looking to move
 *   into BESS commissioning, building on my SCADA background" claims SCADA),
 *   "Interested in power system modelling", "seeking a role in grid planning"): a wind technician's CV was listed
 *   *energy storage systems* out of its ambition. The labelled CVs' gold never quotes such a sentence.
 */
const PARAGRAPH_LINES = 12;

function unclaimedSpans(lines: SectionedLine[]): [number, number][][] {
  const spans = lines.map((): [number, number][] => []);
  for (let first = 0; first < lines.length; ) {
    // A paragraph: the lines after its first that continue its sentence in lower case, in the same section.
    // (At most PARAGRAPH_LINES of them: a text of 100,000 one-letter lines is no paragraph.)
    let last = first;
    while (last + 1 < lines.length && last - first + 1 < PARAGRAPH_LINES && lines[last + 1]!.section === lines[first]!.section && /^\p{Ll}/u.test(lines[last + 1]!.text) && !/[.!?;:]\s*$/.test(lines[last]!.text)) last += 1;
    const texts = lines.slice(first, last + 1).map((line) => line.text);
    const starts: number[] = [];
    texts.reduce((at, text) => (starts.push(at), at + text.length + 1), 0);
    const joined = texts.join('\n');
    for (const pattern of [DEVOTION, ASPIRATION]) {
      for (const match of joined.matchAll(pattern)) {
        const [from, to] = [match.index, match.index + match[0].length];
        texts.forEach((text, k) => {
          const start = Math.max(from, starts[k]!) - starts[k]!;
          const end = Math.min(to, starts[k]! + text.length) - starts[k]!;
          if (end > start) spans[first + k]!.push([start, end]);
        });
      }
    }
    first = last + 1;
  }
  return spans;
}

/** Where the original's [start, end) is in the expanded text, with an expansion inserted at its end ("BESS (battery …)"). */
function withItsExpansion(expanded: ExpandedLine, start: number, end: number): [number, number] {
  const [from, to] = expanded.span(start, end);
  let until = to;
  while (until < expanded.text.length && expanded.original(until) <= end && expanded.original(until + 1) <= end) until += 1;
  return [from, until];
}

/** `text` with the characters of `spans` blanked (same length, so offsets hold). */
function blanked(text: string, spans: readonly [number, number][]): string {
  if (spans.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    out += text.slice(at, start) + ' '.repeat(end - start);
    at = end;
  }
  return out + text.slice(at);
}

const DEVOTION = /\b(?:commitment|dedication|devotion|passion|enthusiasm)(?=\s+(?:to|towards?|for)\b)/gi;
const ROLE_AHEAD = String.raw`(?=[^.;!?]*\b(?:role|position|job|opportunit\w*|post|career|challenge)s?\b)`;
// Said of the person: where a sentence, clause or bullet starts, after "Now", "Currently", "I am" and the like, not of
// a noun it follows ("a reliability programme aiming to cut downtime" claims the programme's work).
const PERSON_OPENS = String.raw`(?<=(?:^|[.!?;:\n]|[-•*])\s*(?:(?:now|currently|also|and|i|i'm|am|actively|very|really)\s+){0,3})`;
const ASPIRATION = new RegExp(
  String.raw`${PERSON_OPENS}\b(?:(?:looking|seeking|aiming|hoping|keen|eager|wanting|wishing|aspiring)\s+to|would\s+like\s+to|interested\s+in|(?:looking|searching)\s+for\s+(?:a|an|my|new|the)\b${ROLE_AHEAD}|seeking\s+(?:a|an|my)\b${ROLE_AHEAD})[^.;!?]*?(?=[.;!?]|,\s+[a-z]+ing\b|$)`,
  'gi',
);

/** Two to four capitalised names, with the particles names carry ("María de la Cruz", "Jan van der Berg", "O'Neill"). */
const PERSON_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|da|del|della|van|von|der|den|le|la|di|du|dos|bin|al|ibn)\s+)*\p{Lu}[\p{L}'’.-]*){1,3}$/u;

const isShortText = (lines: SectionedLine[], roles: LineRole[]) => lines.filter((_, i) => roles[i] !== 'skip').length <= SHORT_TEXT_LINES;

/**
 * The lines a CV tells its jobs on where no heading said so, read as its experience: from a job's own line (the one
 * with its dates) to the next heading, in the header above the first heading or in a CV with no heading at all. A
 * tradesperson's CV told a sentence a job under their name ("Started aug 2020 as an EV charger installer doing home
 * wallboxes …") was read as its header, whose long lines the ranker learned to trust least: of its installing,
 * supervising and commissioning it kept commissioning alone.
 */
export function withJobsAsExperience(lines: SectionedLine[], jobs: readonly ExperienceEntry[]): SectionedLine[] {
  // (A job's line as the reading holds it may be part of the line as written: an emoji before it, two jobs on one line.)
  const jobLine = (text: string) => jobs.some((e) => e.line === text || (e.line.length >= 10 && text.includes(e.line)));
  // ('other' alone is a CV without headings only when every line is: under a heading of its own it is awards, references …)
  const noHeadings = lines.every((l) => l.section === 'other');
  const unheaded = (section: SectionedLine['section']) => section === 'header' || (section === 'other' && noHeadings);
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    const section = lines[i]!.section;
    if (!unheaded(section) || !jobLine(lines[i]!.text)) continue;
    for (; i < lines.length && lines[i]!.section === section; i++) out[i] = { ...lines[i]!, section: 'experience' };
  }
  return out;
}

/** What each line may evidence, from its section and its shape (exported for diagnostics and tests). */
export function lineRoles(lines: SectionedLine[]): LineRole[] {
  const dated = lines.map((l) => normaliseDates(l.text));
  const dateOnly = dated.map((text) => RANGE.test(text) && text.replace(RANGE, '').replace(/[^\p{L}]/gu, '').length < 3);
  return lines.map((line, i) => {
    const text = line.text;
    if (line.section === 'interests' || /^(interests|hobbies)\b/i.test(text) || ASSISTED.test(text)) return 'skip';
    // A line at the CV's top naming its person evidences nothing: "Jane Doe" was read as DOE-2, an energy program (also
    // under 'Curriculum Vitae' or 'Personal details').
    if (i < 3 && line.section === 'header' && PERSON_NAME.test(text) && !TITLE_WORD.test(text)) return 'skip';
    const words = text.split(/\s+/).length;
    if (line.section === 'header' && words <= 12) return 'title';
    if (TOPIC_LINE.test(text)) return 'title';
    if ((line.section === 'education' || line.section === 'certifications') && QUALIFICATION.test(text)) return 'title';
    // A job title: the line with the dates, or a short line just above a line of dates.
    if (line.section === 'experience' || line.section === 'header' || line.section === 'other') {
      if (RANGE.test(dated[i]!) && words <= 16) return 'title';
      if (words <= 10 && !/[.!?]$/.test(text) && (dateOnly[i + 1] || (dateOnly[i + 2] && lines[i + 1]!.text.split(/\s+/).length <= 10))) return 'title';
    }
    if (line.section === 'skills' || line.section === 'languages' || looksLikeList(text) || /^\W*(relevant )?(modules|coursework|courses|subjects)\b/i.test(text)) return 'list';
    return 'prose';
  });
}

/** The text with each of the firms' names blanked out (lengths kept). */
function withoutFirmNames(text: string, firms: readonly string[]): string {
  let out = text;
  for (const name of firms) out = out.split(name).join(' '.repeat(name.length));
  return out;
}

/** The characters of the line a match's tokens (of its expanded text) cover. */
function spanOf(tokens: Token[], indexes: number[], expanded: ExpandedLine): [number, number] {
  let start = Infinity;
  let end = 0;
  for (const i of indexes) {
    start = Math.min(start, tokens[i]!.start);
    end = Math.max(end, tokens[i]!.end);
  }
  return [expanded.original(start), expanded.original(end)];
}

/** The normalised sum of a document's line vectors. */
function documentVector(lines: (Float32Array | null)[]): Float32Array | null {
  const present = lines.filter((v): v is Float32Array => v !== null);
  if (!present.length) return null;
  const sum = new Float32Array(present[0]!.length);
  for (const v of present) for (let d = 0; d < v.length; d++) sum[d]! += v[d]!;
  const norm = Math.hypot(...sum);
  return norm ? sum.map((x) => x / norm) : null;
}

/** A label without its qualifier, in lower case: "Python (computer programming)" is "python". */
/** Whether a candidate's name is said in the text (its label, a synonym or a curated phrase), not only retrieved. */
const namesIt = (c: RankedCandidate) => c.evidence.mentions.some((m) => (m.rule || m.label !== undefined) && !m.vaguer);

/**
 * An O*NET tool the CV names as a whole item of a list of what it uses ("Git, Linux, Airflow", "Skills: SCADA,
 * PostgreSQL"): its own label or curated phrase, three letters at least ("C&I" is no C), the item's every word (a plain
 * word capitalised at an item's start, "Route planning", is no Route tool). Kept whatever its confidence: the ranker learned
 * from ESCO skills only and put these at 0.05–0.37, below the cut, while the report listed "SCADA software" as a gap of
 * a CV listing SCADA. On the dev CVs 24 of the 25 such tools it dropped were right, the wrong one that "C".
 * A tool one of the sector's curated phrases names (SCADA) is kept too where a line of the person's work uses it
 * ("Monitored the batteries 24/7 in SCADA", "SCADA fault diagnosis"): a CV saying so was told SCADA was its gap. On the
 * dev CVs that kept 7 more, all right. Not from a job's heading (an employer's name), another section (a course booked,
 * a referee's title, a goal), people named by it ("the SCADA engineers") or a clause that says the person does not.
 */
const plainlyNamedTool = (c: RankedCandidate) =>
  !isEscoUri(c.concept.uri) &&
  c.concept.kind === 'skill' &&
  c.evidence.mentions.some(
    (m) =>
      !m.vaguer &&
      !m.loose &&
      m.span !== undefined &&
      (((m.rule || (m.label !== undefined && m.label.length >= 3)) && (m.role === 'list' || m.section === 'skills') && isWholeItem(m.line, m.span)) ||
        (m.rule && m.section === 'experience' && m.role !== 'title' && usedAt(m.line, m.span))),
  );

/** Whether a line's words at `span` name a thing the person uses: not people named by it, nor in a clause saying they do not. */
function usedAt(line: string, [start, end]: [number, number]): boolean {
  const clause = line.slice(0, start).split(/[.;:!?]/).at(-1)!;
  return !PEOPLE_AFTER.test(line.slice(end)) && !NEGATION.test(clause);
}
const PEOPLE_AFTER = /^\s*(?:engineers?|managers?|teams?|technicians?|operators?|specialists?|leads?|supervisors?|department|group|staff|vendors?|contractors?|consultants?)\b/i;
const NEGATION = /\b(?:no|not|never|without|lacking|nor)\b|n['’]t\b/i;

/**
 * An O*NET product named like a job ("Site Manager", "Explorer Engineer") cannot be told from the job a CV names: two
 * dev CVs' site managers were listed the Site Manager software at 0.94 and 0.50.
 */
const JOB_AT_END = new RegExp(`${TITLE_WORD.source}\\s*$`, 'i');
const namedLikeAJob = (c: RankedCandidate) => !isEscoUri(c.concept.uri) && JOB_AT_END.test(c.concept.label);

/**
 * A product named by one word and a "!" ("Act!", a CRM) is the product only where the CV writes the "!": without it, it
 * is the word ("inspections under the Reservoirs Act" gave a dam engineer Act! at 0.41).
 */
const withoutItsBang = (c: RankedCandidate) =>
  !isEscoUri(c.concept.uri) && /^\p{L}+!$/u.test(c.concept.label) && !c.evidence.mentions.some((m) => m.span !== undefined && m.line[m.span[1]] === '!');

/**
 * A language or tool named by one or two letters ("R", "C", "ML (computer programming)", "Go") read only where the
 * phrase index would not trust it: in prose those letters are initials, words or another thing ("production ML systems"
 * is machine learning, which the lexical retriever still matched to the ML language at 0.62). Listed as a skill they stay.
 * Nor are letters an ampersand joins ("C&I", control and instrumentation: a C&I technician's titles had listed C).
 */
const lettersOnly = (c: RankedCandidate) =>
  /^\p{L}{1,2}$/u.test(plainName(c.concept.label)) &&
  !c.evidence.mentions.some((m) => (m.rule || m.label !== undefined) && !m.vaguer && !(m.span !== undefined && (m.line[m.span[0] - 1] === '&' || m.line[m.span[1]] === '&')));

/** A name the CV means otherwise: the job, the plain word, or a few letters in prose. */
const misreadName = (c: RankedCandidate) => namedLikeAJob(c) || withoutItsBang(c) || lettersOnly(c);

/** What parts a list's items: "Route planning, Scheme design" names no Route or Scheme tool; "EMS/SCADA (GE)" names SCADA. */
const ITEM_BREAK = /[,;|•·()[\]:/\t]/;

/** Whether the characters `span` of `line` are a whole list item (bullets and a closing full stop aside). */
function isWholeItem(line: string, [start, end]: [number, number]): boolean {
  let from = start;
  while (from > 0 && !ITEM_BREAK.test(line[from - 1]!)) from -= 1;
  let to = end;
  while (to < line.length && !ITEM_BREAK.test(line[to]!)) to += 1;
  const item = line.slice(from, to).replace(/^[\s*•·–—-]+/, '').replace(/[\s.]+$/, '');
  return item === line.slice(start, end).trim();
}

const plainName = (label: string) => label.replace(/\s*\([^)]*\)/g, '').trim().toLowerCase();

const sameWords = (a: ConceptMatch, b: ConceptMatch) => a.tokenIndexes.length === b.tokenIndexes.length && a.tokenIndexes.every((i, k) => b.tokenIndexes[k] === i);
const preference = (m: ConceptMatch) => (m.concept.kind === 'knowledge' ? 0 : 2) + (m.label.toLowerCase() === m.concept.label.toLowerCase() ? 1 : 0);

/** The longest text whose spelling candidates() puts right: a typed skill, not a job ad's sentence or a CV. */
const SPELLING_TEXT_MAX = 60;

/**
 * Misspelt words put right against the taxonomy's own words: a word of five letters or more that no label or synonym
 * uses becomes one a single edit away with the same first letter, the likeliest slip first (a letter left out, two
 * swapped, one too many, one changed), then the most used: "batery" → "battery" (not "bakery"), "leadershp" →
 * "leadership", "hydrualic" → "hydraulic".
 */
class Spelling {
  private readonly counts = new Map<string, number>();
  private readonly byFirst = new Map<string, string[]>();

  constructor(concepts: Iterable<TaxonomyConcept>) {
    for (const concept of concepts) {
      for (const label of [concept.label, ...concept.altLabels]) {
        for (const word of label.toLowerCase().match(/\p{L}+/gu) ?? []) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
      }
    }
    for (const word of this.counts.keys()) {
      const list = this.byFirst.get(word[0]!);
      if (list) list.push(word);
      else this.byFirst.set(word[0]!, [word]);
    }
  }

  correct(text: string): string {
    return text.replace(/\p{L}{5,}/gu, (word) => this.word(word));
  }

  private word(word: string): string {
    const lower = word.toLowerCase();
    if (this.counts.has(lower)) return word;
    let best: { word: string; slip: number; count: number } | undefined;
    for (const known of this.byFirst.get(lower[0]!) ?? []) {
      if (Math.abs(known.length - lower.length) > 1) continue;
      const slip = slipOf(lower, known);
      if (slip === undefined) continue;
      const count = this.counts.get(known)!;
      if (!best || slip < best.slip || (slip === best.slip && count > best.count)) best = { word: known, slip, count };
    }
    return best?.word ?? word;
  }
}

/**
 * The slip that makes `typed` of `known`, if one edit does, likeliest first: 0 a letter left out, 1 two neighbours
 * swapped, 2 a letter too many, 3 a letter changed.
 */
function slipOf(typed: string, known: string): number | undefined {
  if (typed === known) return undefined;
  let i = 0;
  while (i < typed.length && i < known.length && typed[i] === known[i]) i += 1;
  if (typed.length < known.length) return typed.slice(i) === known.slice(i + 1) ? 0 : undefined;
  if (typed.length > known.length) return typed.slice(i + 1) === known.slice(i) ? 2 : undefined;
  if (typed[i] === known[i + 1] && typed[i + 1] === known[i] && typed.slice(i + 2) === known.slice(i + 2)) return 1;
  return typed.slice(i + 1) === known.slice(i + 1) ? 3 : undefined;
}

