import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum AssessmentStatus { processing = 'processing', completed = 'completed', failed = 'failed' }
registerEnumType(AssessmentStatus, { name: 'AssessmentStatus', description: 'Spec §4: processing at creation, then completed (or failed with a reason).' });

/** The states of the CV flow (spec §4 "CV flow events") pushed live to the SPA. */
export enum CvFlowState {
  UPLOAD_STARTED = 'UPLOAD_STARTED',
  UPLOAD_COMPLETED = 'UPLOAD_COMPLETED',
  UPLOAD_FAILED = 'UPLOAD_FAILED',
  ANALYSIS_STARTED = 'ANALYSIS_STARTED',
  ANALYSIS_COMPLETED = 'ANALYSIS_COMPLETED',
  ANALYSIS_FAILED = 'ANALYSIS_FAILED',
  /** Not a step of the upload: the skills of a completed analysis are now on the profile (refresh them). */
  SKILLS_IMPORTED = 'SKILLS_IMPORTED',
}
registerEnumType(CvFlowState, {
  name: 'CvFlowState',
  description:
    'Upload started/completed/failed (the gateway, the profile service), analysis started/completed/failed (the assessment service, which completes it); SKILLS_IMPORTED follows a completed analysis once the skills service holds its skills.',
});

@ObjectType({ description: 'A skill found in a CV, with the line of the CV that evidences it.' })
export class AnalyzedSkill {
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: 'The ESCO concept URI; null for O*NET technologies.' }) escoUri!: string | null;
  @Field({ description: 'expert, advanced, intermediate or beginner, read from the wording and years.' }) proficiency!: string;
  @Field({ description: 'The CV line that shows the skill, as written.' }) evidence!: string;
}

@ObjectType()
export class CvAnalysis {
  @Field(() => [AnalyzedSkill]) skills!: AnalyzedSkill[];
  @Field(() => String, { nullable: true }) currentPosition!: string | null;
  @Field(() => Int) yearsOfExperience!: number;
  @Field(() => [String]) keyStrengths!: string[];
}

@ObjectType({ description: 'An ESCO concept free text was mapped to ("Did you mean …"), with the ranker\'s confidence.' })
export class SkillMatch {
  @Field({ description: 'The ESCO preferred label: adding it as a skill links the same concept.' }) name!: string;
  @Field() escoUri!: string;
  @Field(() => Float, { description: 'Calibrated probability (0–1).' }) confidence!: number;
}

@ObjectType({ description: 'An assessed skill with its market demand and where that figure comes from.' })
export class AssessedSkill extends AnalyzedSkill {
  @Field(() => Int, { nullable: true, description: '0–100; null when no market source knows the skill.' }) demand!: number | null;
  @Field(() => String, { nullable: true }) demandSource!: string | null;
  @Field(() => Int, { nullable: true }) demandYear!: number | null;
}

@ObjectType({ description: 'Market demand of a gap or recommended skill, with its source and year.' })
export class MarketSkill {
  @Field() skill!: string;
  @Field(() => Int) demand!: number;
  @Field(() => String, { nullable: true }) escoUri!: string | null;
  @Field() source!: string;
  @Field(() => Int) year!: number;
}

@ObjectType()
export class SkillGaps {
  @Field(() => Int) totalGaps!: number;
  @Field(() => [String], { description: 'The first 8 trending skills the user lacks.' }) missingSkills!: string[];
}

@ObjectType()
export class JobMatch {
  @Field() title!: string;
  @Field(() => ID, { nullable: true }) careerPathId!: string | null;
  @Field(() => Int, { description: 'USD a year (see salarySource, salaryYear).' }) estimatedSalary!: number;
  @Field() salarySource!: string;
  @Field(() => Int) salaryYear!: number;
  @Field(() => Int) matchScore!: number;
  @Field({ description: 'Projected growth, e.g. "+8%".' }) growthRate!: string;
  @Field() growthPercent!: number;
  @Field() growthSource!: string;
  @Field() growthPeriod!: string;
  @Field(() => [String]) requiredSkills!: string[];
  @Field(() => [String]) missingSkills!: string[];
}

@ObjectType()
export class IndustryTrend {
  @Field() title!: string;
  @Field() detail!: string;
  @Field() source!: string;
  @Field(() => Int) year!: number;
}

@ObjectType()
export class DataSource {
  @Field() provider!: string;
  @Field() source!: string;
  @Field(() => Int) year!: number;
}

@ObjectType({ description: 'What an assessment was run on.' })
export class AssessmentInput {
  @Field({ description: 'cv_upload, cv_text or linkedin.' }) origin!: string;
  @Field(() => String, { nullable: true }) fileName!: string | null;
  @Field(() => Int) textLength!: number;
  @Field(() => [String], { description: 'built-in, and llm when the optional LLM analyzer added skills.' }) analyzers!: string[];
  @Field(() => String, { nullable: true, description: 'Why the analysis saw less than the whole CV (an uploaded CV longer than 200,000 characters: its first 200,000 were analysed).' }) note?: string | null;
}

@ObjectType({ description: 'A career assessment (spec §3 cv_assessments).' })
export class Assessment {
  @Field(() => ID) id!: string;
  @Field() assessmentType!: string;
  @Field(() => AssessmentStatus) status!: AssessmentStatus;
  @Field(() => [String]) skillsExtracted!: string[];
  @Field(() => [AssessedSkill]) skills!: AssessedSkill[];
  @Field(() => String, { nullable: true }) currentPosition!: string | null;
  @Field(() => Int, { nullable: true }) yearsOfExperience!: number | null;
  @Field(() => [String]) keyStrengths!: string[];
  @Field(() => Int, { description: 'Rounded average market demand of the assessed skills (0 when none).' }) marketAlignmentScore!: number;
  @Field(() => [IndustryTrend]) industryTrends!: IndustryTrend[];
  @Field(() => SkillGaps) skillGaps!: SkillGaps;
  @Field(() => [String], { description: 'The first 5 trending skills.' }) recommendedSkills!: string[];
  @Field(() => [MarketSkill], { description: 'Demand, source and year of every gap and recommended skill.' }) marketSkills!: MarketSkill[];
  @Field(() => [JobMatch]) futureJobMatches!: JobMatch[];
  @Field(() => [DataSource]) dataSources!: DataSource[];
  @Field(() => AssessmentInput) input!: AssessmentInput;
  @Field(() => String, { nullable: true }) failureMessage!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) completedAt!: Date | null;
}

@ObjectType({ description: 'An assessment as the history shows it: the record without its results (latestAssessment has them for the latest).' })
export class AssessmentSummary {
  @Field(() => ID) id!: string;
  @Field() assessmentType!: string;
  @Field(() => AssessmentStatus) status!: AssessmentStatus;
  @Field(() => Int, { description: 'Rounded average market demand of the assessed skills (0 when none).' }) marketAlignmentScore!: number;
  @Field(() => Int, { description: 'How many skills it extracted.' }) skillCount!: number;
  @Field(() => AssessmentInput) input!: AssessmentInput;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) completedAt!: Date | null;
}

@ObjectType({ description: 'A completed assessment in the history, with what changed against the one before it.' })
export class AssessmentHistoryEntry {
  @Field(() => AssessmentSummary) assessment!: AssessmentSummary;
  @Field(() => ID, { nullable: true }) previousAssessmentId!: string | null;
  @Field(() => Int, { nullable: true, description: 'Score minus the previous entry\'s; null for the first.' }) scoreChange!: number | null;
  @Field(() => [String]) addedSkills!: string[];
  @Field(() => [String]) removedSkills!: string[];
}

@ObjectType({ description: 'One step of the CV flow, pushed live.' })
export class CvFlowEvent {
  @Field(() => CvFlowState) state!: CvFlowState;
  @Field(() => ID, {
    nullable: true,
    description: "The upload this step belongs to (answered by POST /api/profile/cv as uploadId); null for an analysis that did not start from an upload and for SKILLS_IMPORTED.",
  })
  uploadId!: string | null;
  @Field(() => ID, { nullable: true }) assessmentId!: string | null;
  @Field(() => String, { nullable: true }) fileName!: string | null;
  @Field(() => String, { nullable: true, description: 'Why an upload or analysis failed, for the user.' }) message!: string | null;
  @Field(() => GraphQLISODateTime) occurredAt!: Date;
}
