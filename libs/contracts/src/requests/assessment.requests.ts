import { z } from 'zod';
import { storableText, userIdSchema as userId } from './common.js';
import { FAILURE_MESSAGES } from '../messages.js';

/** Spec §9: skill gaps stored with an assessment; recommended skills are the first 5 trending. */
export const SKILL_GAPS_STORED = 8;
export const RECOMMENDED_SKILLS = 5;
/**
 * Longest CV text analysed: analyze-cv and run-assessment refuse longer text; an uploaded CV whose text is longer
 * (a 10 MB TXT holds up to 10 million) is analysed in its first CV_TEXT_MAX_CHARS characters, with a note.
 */
export const CV_TEXT_MAX_CHARS = 200_000;
export const cvTextTruncatedNote = (length: number) =>
  `Only the first ${CV_TEXT_MAX_CHARS.toLocaleString('en-US')} characters of this CV's ${length.toLocaleString('en-US')} were analysed.`;
/** Free text the skills editor maps to ESCO ("Did you mean …"): its length once trimmed, and how many concepts come back. */
export const SKILL_TEXT_MIN_CHARS = 2;
export const SKILL_TEXT_MAX_CHARS = 200;
export const SKILL_MATCHES_MAX = 5;
export const SKILL_TEXT_INVALID = `Skill text must be ${SKILL_TEXT_MIN_CHARS} to ${SKILL_TEXT_MAX_CHARS} characters`;

export const assessmentStatusSchema = z.enum(['processing', 'completed', 'failed']);
export const proficiencySchema = z.enum(['expert', 'advanced', 'intermediate', 'beginner']);

/** Where a figure comes from; the screens show it next to the figure. */
const figureSource = { source: z.string(), year: z.number().int() };

/** A skill found in a CV, with the words that evidence it: its line, or the whole sentences a wrapped line is part of. */
export const analyzedSkillSchema = z.object({
  name: z.string(),
  escoUri: z.string().nullable(),
  proficiency: proficiencySchema,
  evidence: z.string(),
});

export const cvAnalysisSchema = z.object({
  skills: z.array(analyzedSkillSchema),
  currentPosition: z.string().nullable(),
  yearsOfExperience: z.number().int().nonnegative(),
  keyStrengths: z.array(z.string()),
});
export type CvAnalysis = z.infer<typeof cvAnalysisSchema>;

/** An assessed skill with its market demand (0–100) and where that figure comes from. */
export const assessedSkillSchema = analyzedSkillSchema.extend({
  demand: z.number().int().min(0).max(100).nullable(),
  demandSource: z.string().nullable(),
  demandYear: z.number().int().nullable(),
});

export const marketSkillSchema = z.object({ skill: z.string(), demand: z.number().int().min(0).max(100), escoUri: z.string().nullable(), ...figureSource });

export const jobMatchSchema = z.object({
  title: z.string(),
  careerPathId: z.string().nullable(),
  estimatedSalary: z.number(),
  salarySource: z.string(),
  salaryYear: z.number().int(),
  matchScore: z.number().int().min(0).max(100),
  growthRate: z.string(),
  growthPercent: z.number(),
  growthSource: z.string(),
  growthPeriod: z.string(),
  requiredSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
});

export const industryTrendSchema = z.object({ title: z.string(), detail: z.string(), ...figureSource });
export const dataSourceSchema = z.object({ provider: z.string(), ...figureSource });

/** An ESCO concept the analyzer's ranker maps free text to, with its calibrated confidence (0–1). */
export const skillMatchSchema = z.object({
  name: z.string(),
  escoUri: z.string(),
  confidence: z.number().min(0).max(1),
});
export type SkillMatch = z.infer<typeof skillMatchSchema>;

/** What an assessment was run on: explains a change between two runs. */
export const assessmentInputSchema = z.object({
  origin: z.enum(['cv_upload', 'cv_text', 'linkedin']),
  fileName: z.string().nullable(),
  textLength: z.number().int().nonnegative(),
  analyzers: z.array(z.enum(['built-in', 'llm'])),
  /** Why the analysis saw less than the whole CV: an uploaded CV's text past CV_TEXT_MAX_CHARS is not analysed. */
  note: z.string().optional(),
});

/** A cv_assessments record (spec §3), with the market figures' sources alongside. */
export const assessmentSchema = z.object({
  id: z.uuid(),
  userId,
  assessmentType: z.string(),
  status: assessmentStatusSchema,
  skillsExtracted: z.array(z.string()),
  skills: z.array(assessedSkillSchema),
  currentPosition: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  keyStrengths: z.array(z.string()),
  marketAlignmentScore: z.number().int().min(0).max(100),
  industryTrends: z.array(industryTrendSchema),
  skillGaps: z.object({ totalGaps: z.number().int().nonnegative(), missingSkills: z.array(z.string()) }),
  recommendedSkills: z.array(z.string()),
  /** Demand, source and year of every gap and recommended skill. */
  marketSkills: z.array(marketSkillSchema),
  futureJobMatches: z.array(jobMatchSchema),
  dataSources: z.array(dataSourceSchema),
  input: assessmentInputSchema,
  failureMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/**
 * What the history timeline shows of an assessment: the record without its results (skills with their evidence, gaps,
 * market figures, job matches, sources; tens of KB each), so a long history stays small: whole records made a history
 * of some 50 assessments larger than a bus message may be (NATS's 1 MB), and every later History tab failed.
 */
export const assessmentSummarySchema = assessmentSchema
  .pick({ id: true, assessmentType: true, status: true, marketAlignmentScore: true, input: true, createdAt: true, completedAt: true })
  .extend({ skillCount: z.number().int().nonnegative() });
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

/** One assessment_history entry: the completed run and what changed against the one before it. */
export const assessmentHistoryEntrySchema = z.object({
  assessment: assessmentSummarySchema,
  previousAssessmentId: z.uuid().nullable(),
  /** Score minus the previous entry's score; null for the first. */
  scoreChange: z.number().int().nullable(),
  addedSkills: z.array(z.string()),
  removedSkills: z.array(z.string()),
});
export type AssessmentHistoryEntry = z.infer<typeof assessmentHistoryEntrySchema>;

/**
 * Text the analyzer reads and whose pieces (evidence, position, strengths) are stored: no U+0000 (PostgreSQL text) and
 * no lone surrogate (a jsonb value cannot hold one), refused as the request's validation error.
 */
const analyzableText = () => storableText().refine((value) => !/\p{Cs}/u.test(value), 'Text must not contain lone surrogates');
const cvText = z.string().max(CV_TEXT_MAX_CHARS);
/** Why CV text sent to be analysed is refused: past CV_TEXT_MAX_CHARS (an upload's longer text is cut instead), or not storable text. */
const CV_TEXT_INVALID = `CV text must be plain text of at most ${CV_TEXT_MAX_CHARS.toLocaleString('en-US')} characters`;
const storedCvText = analyzableText().max(CV_TEXT_MAX_CHARS);
export const linkedinDataSchema = z.object({
  headline: analyzableText().max(500).default(''),
  experience: analyzableText().max(CV_TEXT_MAX_CHARS).default(''),
});

/** An upload's analysis as it stands (failureMessage: why it failed, as the user is told). */
export const uploadAnalysisSchema = z.object({
  assessmentId: z.uuid(),
  status: assessmentStatusSchema,
  failureMessage: z.string().nullable(),
  fileName: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type UploadAnalysis = z.infer<typeof uploadAnalysisSchema>;

/** Request/reply patterns served by the assessment service (spec §7 functions analyze-cv, run-assessment, extract-linkedin-skills). */

/**
 * What a run on text calls itself (spec §7: default 'manual'): a short snake_case word, shown in History and sent to
 * partners in assessment.completed, so never free text, and never the type the service gives an upload or a
 * professional-network run (a pasted text posing as a CV upload).
 */
const runAssessmentType = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,49}$/)
  .refine((type) => type !== 'cv_upload' && type !== 'linkedin')
  .default('manual');

export const assessmentRequests = {
  /** Skills, position, years and strengths from CV text; stores nothing. */
  'assessment.analyze-cv': {
    request: z.object({ userId, cvText }),
    response: cvAnalysisSchema,
    fieldMessages: { cvText: CV_TEXT_INVALID },
    invalidMessage: FAILURE_MESSAGES.analyzeCv,
  },
  /** A full assessment of CV text: processing → completed; its skills then reach the user's profile by event. */
  'assessment.run': {
    changes: true,
    request: z.object({ userId, cvText: storedCvText, assessmentType: runAssessmentType }),
    response: assessmentSchema,
    fieldMessages: { cvText: CV_TEXT_INVALID },
    invalidMessage: FAILURE_MESSAGES.createAssessmentRecord,
  },
  /** An assessment of the professional-network headline and experience. */
  'assessment.extract-linkedin-skills': {
    changes: true,
    request: z.object({ userId, linkedinData: linkedinDataSchema }),
    response: assessmentSchema,
  },
  /** The latest completed assessment, or null. */
  'assessment.latest': {
    request: z.object({ userId }),
    response: z.object({ assessment: assessmentSchema.nullable() }),
  },
  /**
   * Where the analysis of one upload (POST /api/profile/cv's uploadId) stands: its assessment's status, or null while
   * no analysis has started. The SPA asks when the live CV flow may have missed a step (a socket reconnecting).
   */
  'assessment.upload-analysis': {
    request: z.object({ userId, uploadId: z.uuid() }),
    response: z.object({ analysis: uploadAnalysisSchema.nullable() }),
  },
  /** Every completed assessment, newest first, each with its change against the one before. */
  'assessment.history': {
    request: z.object({ userId }),
    response: z.object({ entries: z.array(assessmentHistoryEntrySchema) }),
  },
  /**
   * "Did you mean …" for a skill typed as free text: up to 5 ESCO concepts (O*NET tools left out), most
   * confident first, through the same retriever and ranker as CV analysis. Stores nothing.
   */
  'assessment.suggest-skills': {
    request: z.object({ userId, text: z.string().trim().min(SKILL_TEXT_MIN_CHARS).max(SKILL_TEXT_MAX_CHARS) }),
    response: z.object({ suggestions: z.array(skillMatchSchema).max(SKILL_MATCHES_MAX) }),
    invalidMessage: SKILL_TEXT_INVALID,
  },
} as const;
