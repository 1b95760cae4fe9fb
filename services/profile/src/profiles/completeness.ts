/**
 * Profile completeness, 0–100 (shown in 'Complete Your Profile' while under 100; 100 earns the
 * profile_complete badge). Each item adds its weight when present:
 *
 * | item                  | weight | present when                     |
 * |-----------------------|-------:|----------------------------------|
 * | full name             |     20 | non-blank                        |
 * | professional headline |     15 | non-blank                        |
 * | location              |     10 | non-blank                        |
 * | years of experience   |     10 | set (0 counts: it is an answer)  |
 * | LinkedIn URL          |     15 | non-blank                        |
 * | CV                    |     30 | a stored CV file (cv_file_path)  |
 *
 * The CV weighs most because the product's analysis starts from it.
 */
export const COMPLETENESS_WEIGHTS = {
  fullName: 20,
  professionalHeadline: 15,
  location: 10,
  yearsOfExperience: 10,
  linkedinUrl: 15,
  cvFilePath: 30,
} as const;

export interface CompletenessInput {
  fullName: string | null;
  professionalHeadline: string | null;
  location: string | null;
  yearsOfExperience: number | null;
  linkedinUrl: string | null;
  cvFilePath: string | null;
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

export function profileCompleteness(profile: CompletenessInput): number {
  const present: Record<keyof typeof COMPLETENESS_WEIGHTS, boolean> = {
    fullName: filled(profile.fullName),
    professionalHeadline: filled(profile.professionalHeadline),
    location: filled(profile.location),
    yearsOfExperience: profile.yearsOfExperience !== null,
    linkedinUrl: filled(profile.linkedinUrl),
    cvFilePath: filled(profile.cvFilePath),
  };
  return (Object.keys(COMPLETENESS_WEIGHTS) as (keyof typeof COMPLETENESS_WEIGHTS)[]).reduce((sum, item) => sum + (present[item] ? COMPLETENESS_WEIGHTS[item] : 0), 0);
}
