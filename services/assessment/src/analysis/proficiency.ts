export type Proficiency = 'beginner' | 'intermediate' | 'advanced' | 'expert';

const EXPERT = /\b(expert|specialist in|authority|mastery|principal|chief|head of)\b/i;
const ADVANCED = /\b(advanced|extensive|senior|lead|led|leading|strong|deep|proficient|highly skilled|supervis\w*|managed|mentor\w*|trained others)\b/i;
const BEGINNER = /\b(basic|familiar\w*|exposure|introduct\w*|learning|trainee|apprentice|intern|junior|assisted|shadow\w*|currently studying|beginner)\b/i;
const YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)/i;
// "Mentored 3 junior engineers": the junior ones are the others (and the mentoring says advanced).
const OTHERS_JUNIOR = /\b((?:mentor|coach|train|supervis|manag)\w*|lead|led|leading)\s+(?:(?:\d+|two|three|four|five|six|new|our|the)\s+)?(?:junior|trainee|apprentice|intern)s?\b/gi;

/**
 * Proficiency from the wording around a skill and the years claimed for it; "intermediate" when the
 * CV says nothing either way (the spec's default).
 */
export function inferProficiency(evidence: string[], cvYears: number): Proficiency {
  const text = evidence.join(' ').replace(OTHERS_JUNIOR, '$1');
  const years = Number(text.match(YEARS)?.[1] ?? 0);
  if (EXPERT.test(text) || years >= 10) return 'expert';
  if (BEGINNER.test(text)) return 'beginner';
  if (ADVANCED.test(text) || years >= 5 || (evidence.length >= 3 && cvYears >= 5)) return 'advanced';
  return 'intermediate';
}

/** A language level too low to claim the language as a skill (the labelling policy leaves these out, as would a recruiter). */
export const BEGINNER_LANGUAGE_LEVEL = /\b(basic|beginners?|elementary|rudimentary|limited|a[12])\b/i;
// A language's level as CVs and the CEFR state it, strongest first.
const LANGUAGE_LEVELS: [RegExp, Proficiency][] = [
  [/\b(native|mother tongue|first language|bilingual|c2)\b/i, 'expert'],
  [/\b(fluent|fluency|proficient|advanced|full professional|c1)\b/i, 'advanced'],
  [/\b(intermediate|conversational|good|working knowledge|b[12])\b/i, 'intermediate'],
  [BEGINNER_LANGUAGE_LEVEL, 'beginner'],
];

/**
 * A language's proficiency from the list item that names it ("Hindi (native)" → expert, "English (fluent)" → advanced);
 * null where the item gives no level, for inferProficiency to decide.
 */
export function languageProficiency(item: string): Proficiency | null {
  return LANGUAGE_LEVELS.find(([pattern]) => pattern.test(item))?.[1] ?? null;
}
