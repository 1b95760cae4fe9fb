export type SectionKind = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'projects' | 'languages' | 'interests' | 'other';

const HEADINGS: [SectionKind, RegExp][] = [
  ['summary', /^(professional\s+)?(summary|profile|about( me)?|objective|career objective|personal statement)$/i],
  ['experience', /^((professional|work|relevant|employment|career|industry|previous)\s+)?(experience|employment( history| record)?|work( history| record)?|jobs|career history|career|positions held|roles|professional background|what i(?:'|’)ve done|where i(?:'|’)ve worked)$/i],
  ['education', /^(education|academic background|qualifications|education (and|&) training)$/i],
  ['skills', /^((key|core|technical|professional|relevant)\s+)?(skills|competencies|competences|expertise|skills (and|&) (tools|competencies)|software|tools)$/i],
  ['certifications', /^(certifications?|certificates|licen[cs]es( (and|&) certifications)?|training( (and|&) certifications)?|courses)$/i],
  ['projects', /^(key\s+)?projects$/i],
  ['languages', /^(languages?|language skills)$/i],
  ['interests', /^(interests|hobbies|hobbies (and|&) interests|personal interests)$/i],
  ['other', /^(references|links|awards|publications|volunteering|additional information)$/i],
];

export interface SectionedLine {
  text: string;
  section: SectionKind;
}

/** Assigns every line to the CV section it sits in, recognising the usual headings. */
export function sectionLines(text: string): SectionedLine[] {
  let section: SectionKind = 'header';
  const out: SectionedLine[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = line.replace(/[:\-–—]+$/, '').trim();
    const kind = heading.length <= 40 ? HEADINGS.find(([, pattern]) => pattern.test(heading))?.[0] : undefined;
    if (kind) {
      section = kind;
      continue;
    }
    out.push({ text: line, section });
  }
  // Text without a single heading (a job-ad sentence, a paragraph about oneself) is body text, not a CV's header.
  return section === 'header' ? out.map((l) => ({ ...l, section: 'other' as const })) : out;
}
