/** Spec §3: expert, advanced, intermediate, beginner get their colour; any other value is grey. */
const proficiencyColours: Record<string, string> = {
  expert: 'border-purple-300 bg-purple-100 text-purple-900 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-100',
  advanced: 'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
  intermediate: 'border-green-300 bg-green-100 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  beginner: 'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100',
};
const otherColour = 'border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200';

/** The pill colours of a proficiency level (shared by every skill pill: the skills editor's and the assessment's). */
export const proficiencyPillClass = (proficiency: string) => proficiencyColours[proficiency] ?? otherColour;
