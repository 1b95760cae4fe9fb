export type Proficiency = 'beginner' | 'intermediate' | 'advanced' | 'expert';

const EXPERT = /\b(expert|specialist in|authority|mastery|principal|chief|head of)\b/i;
const ADVANCED = /\b(advanced|extensive|senior|lead|led|leading|strong|deep|proficient|highly skilled|supervis\w*|managed|mentor\w*|trained others)\b/i;
const BEGINNER = /\b(basic|familiar\w*|exposure|introduct\w*|learning|trainee|apprentice|intern|junior|assisted|shadow\w*|currently studying|beginner)\b/i;
const YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)/i;

/**
 * Proficiency from the wording around a skill and the years claimed for it; "intermediate" when the
 * CV says nothing either way (the spec's default).
 */
export function inferProficiency(evidence: string[], cvYears: number): Proficiency {
  const text = evidence.join(' ');
  const years = Number(text.match(YEARS)?.[1] ?? 0);
  if (EXPERT.test(text) || years >= 10) return 'expert';
  if (BEGINNER.test(text)) return 'beginner';
  if (ADVANCED.test(text) || years >= 5 || (evidence.length >= 3 && cvYears >= 5)) return 'advanced';
  return 'intermediate';
}
