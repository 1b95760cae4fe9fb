export type SectionKind = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'projects' | 'languages' | 'interests' | 'other';

const AND = String.raw`\s*(?:and|&|\+)\s*`;
const heading = (source: string) => new RegExp(`^(?:${source.replaceAll(' & ', AND)})$`, 'i');

// Words in front of the head of an experience heading ("Contract history", "Permanent employment", "Selected consulting
// engagements", "Gulf experience", "Local employment"): a list, so that a short sentence ending in "experience" ("Hands-on Java development experience") stays text.
const EXPERIENCE_QUALIFIERS = 'professional|work|working|relevant|employment|career|industry|previous|military|permanent|contract|contracting|freelance|consulting|consultancy|interim|project|field|offshore|onshore|site|teaching|research|academic|international|overseas|selected|recent|other|additional|earlier|prior|further|full-time|technical|management|leadership|engineering|commercial|operational|energy|sector|utility|trade|trades|key|main|paid|civilian|armed forces|service|executive|current|gulf|middle east|gcc|local|domestic|foreign|abroad|indian|india|uk|us|european|asian|african';

// The same sections' usual names in the other languages CVs here come in (German, French, Spanish, Portuguese, Dutch,
// Italian, Polish): a CV written wholly in one has no English heading to go by.
const FOREIGN = {
  experience: `antecedentes laborales|trayectoria laboral|radno iskustvo|berufserfahrung(en)?|(beruflicher )?werdegang|exp[ée]riences?|experiencia|experi[êe]ncia|esperienz[ae]|ervaring|berufliche (erfahrung|praxis|stationen)|berufspraxis|praxiserfahrung|exp[ée]riences? professionnelles?|parcours professionnel|experiencia (profesional|laboral)|trayectoria profesional|experi[êe]ncia profissional|werkervaring(en)?|esperienz[ae] (professionali|lavorative|professionale|lavorativa)|do[śs]wiadczenie zawodowe`,
  education: `antecedentes acad[ée]micos|estudios|akademische ausbildung|ausbildung|schulbildung|schulische ausbildung|studium|bildungsweg|(aus|weiter)bildung( und studium)?|formations?|dipl[ôo]mes|formaci[óo]n( acad[ée]mica)?|educaci[óo]n|forma[çc][ãa]o( acad[êe]mica)?|opleiding(en)?|istruzione( e formazione)?|formazione|wykszta[łl]cenie`,
  skills: `herramientas|ferramentas|kenntnisse|fachkenntnisse|edv-kenntnisse|f[äa]higkeiten|comp[ée]tences|competencias|habilidades|compet[êe]ncias|vaardigheden|competenze|umiej[ęe]tno[śs]ci`,
  languages: `sprachen|sprachkenntnisse|langues|idiomas|l[íi]nguas|talen|lingue|j[ęe]zyki`,
};

// The usual names of CV sections, as people write them: plural or not, "and" or "&", a qualifier in front.
const HEADINGS: [SectionKind, RegExp][] = [
  ['summary', heading(`((professional|personal|career|executive|profile)\\s+)?(summary|profile|overview)|about( me)?|objective|career objective|personal statement|introduction`)],
  // Or with other qualifiers (EXPERIENCE_QUALIFIERS, three at most) in front of a word such a section is headed by.
  // ("Labour activity", "Professional path", "Work background": how CVs translated from other languages head it.)
  ['experience', heading(`((my|my work|professional|work|working|relevant|employment|career|industry|previous|military|earlier|early)\\s+)?(experience|employment( history| record| summary| details)?|work( history| record)?|jobs|career history|career|positions held|roles|professional (background|history))|(labou?r|work|working|professional|career|employment) (activity|activities|path|background|record)|labou?ral experience|(current|present|most recent) (role|position|job|employment|appointment)s?|((current|present|previous|past|former|other) )?employers?( details)?|(details|record) of (experience|employment)|military( service| history)?|armed forces|work|work exp\\.?|what i(?:'|’)?ve done|where i(?:'|’)?ve worked|where i have worked|((${EXPERIENCE_QUALIFIERS})\\s+){0,3}(experience|employment( history| record)?|(work|career|contract|contracting|employment|service|job|dispatch) history|contracts|engagements|assignments|appointments|positions|positions held|roles|dispatches)|apprenticeships?|${FOREIGN.experience}`)],
  ['education', heading(`education|college|university|school|schools|schooling|studies|quals|education history|academic (background|qualifications)|educational( (background|qualifications?|attainment|history))?|qualifications|education & (training|qualifications)|qualifications & education|${FOREIGN.education}`)],
  ['skills', heading(`((key|core|technical|professional|relevant|additional|it|computer|soft)\\s+)?(skills|competencies|competences|expertise|proficiencies|strengths|capabilities)( summary)?|skills & (tools|competencies|abilities|memberships|technologies)|key skills & competencies|areas of expertise|software|tools|tools & technologies|technologies|tech stack|systems|${FOREIGN.skills}`)],
  ['certifications', heading(`cursos( & certificaciones)?|certificaciones|capacitaci[óo]n|cursos e certifica[çc][õo]es|certifications?|certificates|certs|tix|accreditations|licen[cs]es( & (certifications|certificates|tickets))?|tickets( & (licen[cs]es|training|certifications|cards))?|cards & tickets|training( & (certifications|development))?|safety training|courses|professional development|authori[sz]ations( & training)?|(certifications|qualifications) & (qualifications|certifications)|eligibility( & licen[cs]es)?|(seminars|trainings)( & (seminars|trainings))?( attended)?`)],
  ['projects', heading(`(key\\s+)?projects`)],
  ['languages', heading(`languages?|language skills|${FOREIGN.languages}`)],
  ['interests', heading(`interests|hobbies|hobbies & interests|personal interests`)],
  ['other', heading(`referencias|refer[êe]ncias|pr[áa]cticas|est[áa]gios|references|links|awards|publications|volunteering|(volunteer|voluntary) (work|experience|roles|positions|activities|service)|volunteer(ing)? & (activities|leadership|community)|((extra-?curricular|community|student|volunteer|voluntary|leisure) )?activities|leadership & activities|community (involvement|service)|additional information|(key\\s+)?achievements|awards & achievements|(professional\\s+)?memberships|affiliations|hono(u)?rs`)],
];

export interface SectionedLine {
  text: string;
  section: SectionKind;
  /** The line's place among sectionLines' lines (a sentence split from a line, or a hyphen-joined pair, keeps its first). */
  at?: number;
  /** A blank line or a heading came before it: it starts a paragraph of its own. */
  breakBefore?: boolean;
  /** The spaces the line was set in by (a tab as four): where a text table's columns start. */
  indent?: number;
}

/**
 * "E X P E R I E N C E", "W O R K   H I S T O R Y" (a heading spaced out letter by letter) as its words; and a heading in
 * small capitals whose larger first letter a PDF set apart, "W ORK E XPERIENCE", "E DUCATION AND T RAINING".
 */
function letterSpacedAsWords(line: string): string {
  if (/^\p{Lu} \p{Lu}{2,}(?: (?:\p{Lu} \p{Lu}{2,}|AND|&))*$/u.test(line)) return line.replace(/\b(\p{Lu}) (?=\p{Lu}{2,}\b)/gu, '$1');
  if (!/^(?:\p{L}\s+){3,}\p{L}$/u.test(line)) return line;
  return line.split(/\s{2,}/).map((word) => word.replace(/\s+/g, '')).join(' ');
}

/**
 * A CV written in Markdown, as an assistant or a notes app gives it ("## Experience", "**Senior Engineer** | Acme |
 * 2021 – Present", "---"), read as its text: a heading's hashes and emphasis's stars go, and a rule is a blank line
 * (so is a heading's underline, "==========="). A bullet's star stays ("* Led …").
 */
function withoutMarkdown(line: string): string {
  if (/^(?:[-=_*]\s*){3,}$/.test(line)) return '';
  return line
    .replace(/^#{1,6}\s+/, '')
    .replace(/(\*\*|__)(?=\S)([^*_]{1,200}?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\p{L}\p{N}*])\*(?=[^\s*])([^*]{1,200}?)(?<=[^\s*])\*(?![\p{L}\p{N}*])/gu, '$1');
}

const EMOJI_BEFORE = /^(?:[\u{1F000}-\u{1FAFF}]\u{FE0F}?|[\u2600-\u27BF]\u{FE0F})\s*/u;

const indentOf = (raw: string) => /^[ \t]*/.exec(raw)![0].replace(/\t/g, '    ').length;

/**
 * A label set in inside a job, further than the experience heading ("   Projects:", "   Key achievements:"), or one in
 * mixed case with its colon, as a Word file keeps it without the indent ("Projects:"), is the job's, not a heading. (A CV that indents everything, or centres its headings, keeps them: a list of projects or
 * achievements, in mixed case, is what a job holds.)
 */
function subLabel(raw: string, line: string, section: SectionKind, experienceIndent: number, experienceInCapitals = false): boolean {
  if (section !== 'experience' || !/\p{Ll}/u.test(line)) return false;
  const kind = headingKind(line.replace(/[:\-–—]+$/, '').trim());
  // (Or a list of projects in mixed case where every heading so far was in capitals: "SUMMARY", "EXPERIENCE" … "Key
  // Projects".)
  // (Or in mixed case under "EXPERIENCE" in capitals, as the CV's own headings are not: "Key Projects", "Key Achievements".
  // A list of projects dated before the jobs then adds their years; ending the section there lost every job below it.)
  return (indentOf(raw) > experienceIndent || /:$/.test(line) || experienceInCapitals) && (kind === 'projects' || kind === 'other');
}

/** The sections whose heading may lead its own list on one line. */
const INLINE_LIST_SECTIONS: ReadonlySet<SectionKind> = new Set(['skills', 'languages', 'certifications', 'interests']);

/**
 * "Skills: Python, SCADA, PostgreSQL", "Languages: English, Polish (B2)": a list section's heading and its items on one
 * line is a line of that section wherever it stands, often among the header's contact lines, where it read as a name or
 * a title. The section around it goes on.
 */
function inlineListSection(line: string): SectionKind | undefined {
  const labelled = /^([^:]{2,40}):\s*\S/.exec(line);
  if (!labelled) return undefined;
  const kind = HEADINGS.find(([, pattern]) => pattern.test(labelled[1]!.trim()))?.[0];
  return kind && INLINE_LIST_SECTIONS.has(kind) ? kind : undefined;
}

const headingKind = (heading: string) => HEADINGS.find(([, pattern]) => pattern.test(heading))?.[0];

const LEARNING: ReadonlySet<SectionKind | undefined> = new Set(['education', 'certifications']);

const GLOSSED_SECTIONS: ReadonlySet<SectionKind> = new Set(['summary', 'experience', 'education', 'skills', 'languages', 'certifications']);
// Words of English headings and titles, which a heading's other language does not have.
const ENGLISH_HEADING_WORD = /\b(?:KEY|MAIN|MAJOR|SELECTED|CORE|CLIENTS?|RESULTS|ACHIEVEMENTS?|PROJECTS?|AWARDS?|TOOLS?|SOFTWARE|SYSTEMS?|OTHER|ADDITIONAL|TECHNICAL|PROFESSIONAL|PERSONAL|WORK|CAREER|AND|OF|THE|ENGINEER|MANAGER|OFFICER|COORDINATOR|LEAD|TECHNICIAN|ANALYST|SPECIALIST|SUPERVISOR|OPERATOR|ADVISOR|DIRECTOR|HEAD|ASSISTANT|CONSULTANT)\b/;

/** A heading in two languages, both naming one section: "WORK EXPERIENCE / EXPÉRIENCE PROFESSIONNELLE". */
function bilingualHeadingKind(heading: string): SectionKind | undefined {
  const [first, second, ...more] = heading.split(/\s+[/|]\s+/);
  if (!second || more.length) return undefined;
  const [kind, other] = [headingKind(first!.trim()), headingKind(second.trim())];
  // (Or a language's word for training beside another's for education: "WEITERBILDUNG / TRAINING".)
  if (kind && (other === kind || (LEARNING.has(kind) && LEARNING.has(other!)))) return kind;
  // (Or a language no list here knows, in capitals, glossed in one that is: "RINGKASAN / SUMMARY", "PENGALAMAN KERJA / WORK
  // EXPERIENCE".)
  // (Not glossed "academic …", which may be a career's as well as a degree's: "WISSENSCHAFTLICHER WERDEGANG / ACADEMIC
  // BACKGROUND".)
  // (Nor a title or a job's own list of two parts, one a heading's word: "SOFTWARE / FIRMWARE ENGINEER", "EDUCATION /
  // OUTREACH OFFICER", "KEY CLIENTS / PROJECTS"; the known part names a main section, the other no English heading's word.)
  const foreign = (part: string) => !/[\p{Ll}\d]/u.test(part) && part.trim().split(/\s+/).length <= 4 && !/\bacademic\b/i.test(heading) && !ENGLISH_HEADING_WORD.test(part);
  const main = (k: SectionKind | undefined) => k !== undefined && GLOSSED_SECTIONS.has(k);
  if (!kind && main(other) && foreign(first!) && headingKind(second.trim()) === other) return other;
  if (main(kind) && !other && foreign(second)) return kind;
  return undefined;
}

/**
 * Two or three section names joined into one heading: "EDUCATION & TICKETS", "Skills & Certifications", "Work
 * History/Experience". It is the first's section, unless work experience is joined with another kind (a mixed
 * section's dates are no one kind).
 */
function joinedHeadingKind(heading: string): SectionKind | undefined {
  const parts = heading.split(/\s*(?:&|\+|,|\/)\s*|\s+and\s+/i);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const kinds = parts.map((part) => headingKind(part.trim()));
  if (kinds.some((kind) => kind === undefined) || (kinds.includes('experience') && kinds.some((kind) => kind !== 'experience'))) return undefined;
  return kinds[0];
}

/**
 * A heading in another language glossed in English in brackets: "KINH NGHIỆM LÀM VIỆC (Work experience)", "HỌC VẤN
 * (Education)" (the words before the brackets in capitals, as headings are, or in a script without
 * capitals: "학력 사항 (Education)").
 */
function glossedHeadingKind(line: string): SectionKind | undefined {
  const glossed = line.length > MAX_HEADING_LINE ? null : /^([^()]{3,40}?)\s*\(([^()]{3,40})\)$/.exec(line);
  // (Words of another language: a letter beyond English's. "GRIDSENSE ANALYTICS LTD (Software)" is a firm and its sector.)
  return glossed && !/\p{Ll}/u.test(glossed[1]!) && /[^\x00-\x7F]/.test(glossed[1]!) && /[\p{Lu}\p{Lo}]/u.test(glossed[1]!) ? headingKind(glossed[2]!.trim()) : undefined;
}

/** An experience heading with a note of any length: "CONTRACT HISTORY (most recent first; agency shown where …)". */
function notedExperienceHeading(line: string): SectionKind | undefined {
  const noted = line.length > MAX_HEADING_LINE ? null : /^(.{3,40}?)\s*\([^()]{1,120}\)$/.exec(line.replace(/[:\-–—]+$/, ''));
  return noted && headingKind(noted[1]!.trim()) === 'experience' ? 'experience' : undefined;
}

/**
 * A heading in capitals run into its first line, as a job site's text box keeps a pasted CV ("EXPERIENCE Northvale Power
 * Networks (March 2019 - present) Senior Grid Connections Engineer", "PROFILE Chartered electrical engineer …"): the
 * heading and the line apart. (Only a heading's words, before a word in mixed case: "LNG Operator", "HV Jointer" stay.)
 */
function runInHeadingApart(raw: string): string[] {
  const runIn = RUN_IN_HEADING.exec(raw);
  return runIn && headingKind(runIn[1]!.trim()) ? [runIn[1]!.trim(), raw.slice(runIn[0].length)] : [raw];
}
const RUN_IN_HEADING = /^\s*((?:[\p{Lu}&]+\s+){1,4})(?=\p{Lu}\p{L}*\p{Ll}|\d)/u;

/** Assigns every line to the CV section it sits in, recognising the usual headings. */
/**
 * A CV pasted from a chat, each line under its time and sender: "[14/11/2026, 21:05] Dave Kerr: started with SSE …", or as
 * a phone exports it, "16/11/2026, 19:44 - Dan Hartley: Right now I'm …".
 */
const withoutChatStamp = (line: string) => line.replace(/^\s*(?:\[\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\]|\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\s+-)\s+[^:\n]{1,40}:\s/, '');

export function sectionLines(text: string): SectionedLine[] {
  let section: SectionKind = 'header';
  const out: SectionedLine[] = [];
  let previous = '';
  // The line before was an item of a numbered list.
  let inNumberedList = false;
  let breakBefore = true;
  let experienceIndent = 0;
  let experienceInCapitals = false;
  for (const raw of text.split('\n').map(withoutChatStamp).flatMap(runInHeadingApart)) {
    const line = withoutMarkdown(raw.trim());
    if (!line) {
      previous = '';
      breakBefore = true;
      continue;
    }
    // "WORK EXPERIENCE (SELECTED)", "Experience (continued)": an aside after a heading keeps it one.
    // Only a short line can be a heading (and its aside pattern costs a quadratic search on a long run of spaces). An
    // aside of order may run longer ("(in chronological order)"); a list may not ("Training (GWO, HV, Working at Height)"
    // inside a job is no heading).
    // (A PDF's cells parted: "CONTRACT HISTORY | (most recent first)".)
    // (A numbered heading is its words: "3. EMPLOYMENT RECORD", "2. Educational Qualifications"; not an item of a numbered
    // list, the line before it numbered too, "1. Preventive maintenance" / "2. Training".)
    // (And a capital I a scan's text layer read as an l: "EDUCATION AND TRAlNING".)
    // (And an emoji before it, as AI and template CVs put one: "💼 Professional Experience", "⚙️ Core Competencies"; not a
    // bullet's tick, "✔ Training".)
    const unmarked = line.replace(EMOJI_BEFORE, '');
    const numbered = /^(?:\d{1,2}|[IVX]{1,4})[.)]\s+(?=\p{Lu})/u.exec(unmarked);
    const heading = line.length > MAX_HEADING_LINE ? line : letterSpacedAsWords((numbered && !inNumberedList ? unmarked.slice(numbered[0].length) : unmarked).replace(/(?<=\p{Lu})l(?=\p{Lu})/gu, 'I')).replace(/ \| (?=\()/, ' ').replace(/\s+[-–—]\s+(?:most recent|latest|newest|oldest|earliest) first$/i, '').replace(/[:\-–—]+$/, '').replace(/\s*\((?:[^)]{1,20}|[^)]{0,30}\b(?:order|first|selected|continued)\b[^)]{0,10})\)$/, '').trim();
    // A lower-case word ending a long line's sentence is a PDF's wrap ("… testing and" / "certification"), not a heading.
    const wrapped = /^\p{Ll}/u.test(heading) && previous.length >= 50 && !/[.:;!?]$/.test(previous);
    previous = line;
    inNumberedList = numbered !== null;
    let kind: SectionKind | undefined = wrapped || subLabel(raw, unmarked, section, experienceIndent, experienceInCapitals) ? undefined : (heading.length <= 40 ? headingKind(heading) : undefined) ?? (heading.length <= 80 ? bilingualHeadingKind(heading) ?? joinedHeadingKind(heading) : undefined) ?? notedExperienceHeading(line) ?? glossedHeadingKind(line);
    // ("Activities" alone heads a section only after a blank line: inside a job it labels the job's own list.)
    if (kind && /^activities$/i.test(heading) && !breakBefore) kind = undefined;
    // ("Apprenticeship" inside education names a qualification, not a section of work.)
    if (kind && /^apprenticeships?$/i.test(heading) && section === 'education') kind = undefined;
    // (A heading after an emoji only after a blank line, and inside experience not a job's own list: "🏆 Key Achievements",
    // "📌 Key Projects", "🔧 Training" as a bullet.)
    if (kind && unmarked !== line && (!breakBefore || (section === 'experience' && (kind === 'projects' || kind === 'other')))) kind = undefined;
    if (kind) {
      section = kind;
      if (kind === 'experience') {
        experienceIndent = indentOf(raw);
        experienceInCapitals = !/\p{Ll}/u.test(heading);
      }
      breakBefore = true;
      continue;
    }
    for (const piece of withinLineLimit(line)) {
      out.push({ text: piece, section: inlineListSection(piece) ?? section, at: out.length, breakBefore, indent: indentOf(raw) });
      breakBefore = false;
    }
  }
  // Text without a single heading (a job-ad sentence, a paragraph about oneself) is body text, not a CV's header.
  return section === 'header' ? out.map((l) => ({ ...l, section: 'other' as const })) : out;
}

/**
 * The longest line the analyzer reads whole (the labelled CVs' longest is 1,085 characters, a prose paragraph). Its
 * matchers and date parser cost more than linearly in a line's length, and a file of one 200,000-character line of
 * "5 years 5 years …" held the analysis for a minute; cut at this length, no line costs more than milliseconds.
 */
export const MAX_LINE_CHARS = 1_200;

/** Longer than any heading, letter-spaced ("W O R K   E X P E R I E N C E") or with its aside, can be. */
const MAX_HEADING_LINE = 200;

/** A line as pieces of at most MAX_LINE_CHARS, cut after a sentence, else a clause, else a word, where one ends. */
function withinLineLimit(line: string): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE_CHARS) {
    const head = rest.slice(0, MAX_LINE_CHARS);
    const cut = [/[.!?]\s(?=\S)/g, /[;,]\s(?=\S)/g, /\s(?=\S)/g].map((end) => lastEnd(head, end)).find((at) => at > MAX_LINE_CHARS / 2) ?? MAX_LINE_CHARS;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces.filter(Boolean);
}

const lastEnd = (text: string, end: RegExp): number => {
  let at = -1;
  for (const m of text.matchAll(end)) at = m.index + m[0].length;
  return at;
};

