import { z } from 'zod';
import { storableText, userIdSchema as userId } from './common.js';
import { snapshotPage, snapshotPageRequest } from './progress-snapshot.js';
import { FAILURE_MESSAGES } from '../messages.js';

/** Spec §9: skill search and suggestion cap. */
export const SKILL_SEARCH_LIMIT = 50;
/**
 * Skills one person may hold: far more than any CV names, few enough that a list of them (and a page of the progress
 * snapshot) stays a small message. Adding one more is refused with SKILLS_FULL_MESSAGE; an analysis adds up to it.
 */
export const MAX_SKILLS_PER_USER = 500;
export const SKILLS_FULL_MESSAGE = `You already have ${MAX_SKILLS_PER_USER} skills, the most a profile can hold. Remove one to add another.`;
/** Spec §4: proficiency is always intermediate when a skill is added. */
export const DEFAULT_PROFICIENCY = 'intermediate';

export const skillSourceSchema = z.enum(['manual', 'assessment']);

export const userSkillSchema = z.object({
  id: z.uuid(),
  userId,
  skillName: z.string(),
  proficiencyLevel: z.string(),
  source: skillSourceSchema,
  /** The taxonomy concept the name matched (label or synonym), when one did. */
  taxonomyConceptId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type UserSkill = z.infer<typeof userSkillSchema>;

export const skillSuggestionSchema = z.object({
  name: z.string(),
  /** null for the built-in suggestions that are not a taxonomy concept. */
  conceptId: z.string().nullable(),
  origin: z.enum(['suggested', 'esco', 'onet']),
  /** The synonym that matched when it was not the name itself. */
  matchedLabel: z.string().nullable(),
  tags: z.array(z.string()),
  hot: z.boolean(),
});
export type SkillSuggestion = z.infer<typeof skillSuggestionSchema>;

export const careerPathSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  sector: z.string(),
  requiredSkills: z.array(z.string()),
  averageSalary: z.number().int().nullable(),
  growthOutlook: z.string().nullable(),
  growthPercent: z.number().nullable(),
  salaryBasis: z.string().nullable(),
  salarySource: z.string().nullable(),
  salaryYear: z.number().int().nullable(),
  growthSource: z.string().nullable(),
  growthPeriod: z.string().nullable(),
  escoUri: z.string(),
  socCode: z.string().nullable(),
  /** Spec §5: share of required skills the user has (case-insensitive), rounded; 0 when none are required. */
  matchPercentage: z.number().int().min(0).max(100),
  /** The required skills the user has (case-insensitive), as the path names them: what matchPercentage counts. */
  heldSkills: z.array(z.string()),
  interested: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CareerPath = z.infer<typeof careerPathSchema>;

/** Request/reply patterns served by the skills service. The user id is always the gateway's verified one. */
export const skillsRequests = {
  'skills.list-user-skills': {
    request: z.object({ userId }),
    response: z.object({ skills: z.array(userSkillSchema) }),
    invalidMessage: FAILURE_MESSAGES.retrieveSkills,
  },
  'skills.has-skills': {
    request: z.object({ userId }),
    response: z.object({ hasSkills: z.boolean() }),
  },
  /**
   * Adds a skill (proficiency intermediate); the name must be non-empty and not held yet (case-insensitive). Source
   * `assessment` (spec §5: a skill added from the assessment panel) only once a CV analysis of the user was imported,
   * so no client can pass a typed skill off as found by an analysis before it has one; otherwise `manual`.
   */
  'skills.add-skill': {
    changes: true,
    request: z.object({
      userId,
      skillName: storableText().max(200),
      proficiencyLevel: z.literal(DEFAULT_PROFICIENCY).default(DEFAULT_PROFICIENCY),
      source: skillSourceSchema.default('manual'),
    }),
    response: userSkillSchema,
    invalidMessage: FAILURE_MESSAGES.addSkill,
  },
  'skills.delete-skill': {
    changes: true,
    request: z.object({ userId, skillId: z.uuid() }),
    response: z.object({ deleted: userSkillSchema }),
    invalidMessage: FAILURE_MESSAGES.deleteSkill,
  },
  /**
   * Empty query: the built-in suggestions, alphabetically. Otherwise the suggestions and the whole
   * taxonomy (labels and synonyms) by case-insensitive substring, best matches first. Held skills are
   * excluded; at most `limit` (≤ 50) results.
   */
  'skills.search-skills': {
    request: z.object({ userId, query: z.string().max(200).default(''), limit: z.number().int().min(1).max(SKILL_SEARCH_LIMIT).default(SKILL_SEARCH_LIMIT) }),
    response: z.object({ results: z.array(skillSuggestionSchema) }),
  },
  'skills.list-career-paths': {
    request: z.object({ userId }),
    response: z.object({ careerPaths: z.array(careerPathSchema) }),
    invalidMessage: FAILURE_MESSAGES.retrieveCareerPaths,
  },
  'skills.list-career-interests': {
    request: z.object({ userId }),
    response: z.object({ careerPathIds: z.array(z.uuid()) }),
    invalidMessage: FAILURE_MESSAGES.retrieveUserInterests,
  },
  /** Toggles from the current flag: interested → not interested, and back. */
  'skills.toggle-career-interest': {
    changes: true,
    request: z.object({ userId, careerPathId: z.uuid(), interested: z.boolean() }),
    response: z.object({ careerPathId: z.uuid(), interested: z.boolean(), interestCount: z.number().int().nonnegative() }),
    invalidMessage: FAILURE_MESSAGES.updateCareerInterest,
  },
  /** Each user's skills and career interests (the gamification backfill). */
  'skills.progress-snapshot': {
    request: snapshotPageRequest,
    response: snapshotPage(z.object({ userId, skills: z.array(z.object({ skillId: z.uuid(), skillName: z.string() })), careerPathIds: z.array(z.uuid()) })),
  },
} as const;
