import { LANGUAGES } from './phrase-rules.js';
import type { Proficiency } from './proficiency.js';

/** How many key strengths an assessment names. */
export const KEY_STRENGTHS = 5;

const LEVEL: Record<Proficiency, number> = { expert: 3, advanced: 2, intermediate: 1, beginner: 0 };
const LANGUAGE_NAMES = new Set(LANGUAGES.map((name) => name.toLowerCase()));

// A skill the analysis is surer of than not (its confidence is a calibrated probability).
const SURE = 0.5;

/**
 * The key strengths of a person's skills (most confident first): what they do best, so of the skills the analysis is
 * sure of, those at the highest level the CV shows come first, the surer first among equals; then the less sure ones
 * the same way. A language is a strength only when nothing else is left: listed with a level on most CVs ("English
 * (fluent)"), at the top it hid what the person does ("English, Polish, provide first aid" above "plan oil wells" on
 * a well engineer's CV).
 */
export function keyStrengths(skills: readonly { name: string; proficiency: Proficiency; confidence?: number }[]): string[] {
  const ranked = skills
    .map((skill, order) => ({ skill, order, language: LANGUAGE_NAMES.has(skill.name.toLowerCase()), unsure: (skill.confidence ?? 1) < SURE }))
    .sort((a, b) =>
      Number(a.language) - Number(b.language)
      || Number(a.unsure) - Number(b.unsure)
      || LEVEL[b.skill.proficiency] - LEVEL[a.skill.proficiency]
      || a.order - b.order);
  return ranked.slice(0, KEY_STRENGTHS).map(({ skill }) => skill.name);
}
