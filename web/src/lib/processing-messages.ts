/** Spec §2 Onboarding: the loading overlay's texts, by what is running (CV analysis, assessment, LinkedIn extraction). */
export const PROCESSING_MESSAGES = {
  extracting: 'AI is extracting skills from your CV...',
  assessing: 'AI is running your career assessment...',
  linkedin: 'AI is analyzing your LinkedIn profile...',
} as const;
export type ProcessingStage = keyof typeof PROCESSING_MESSAGES;
