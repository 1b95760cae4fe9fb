import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum SkillSource { manual = 'manual', assessment = 'assessment' }
registerEnumType(SkillSource, { name: 'SkillSource' });

@ObjectType()
export class UserSkill {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field() skillName!: string;
  @Field() proficiencyLevel!: string;
  @Field(() => SkillSource) source!: SkillSource;
  @Field(() => String, { nullable: true, description: 'The skills-taxonomy concept (ESCO or O*NET) the name matched.' }) taxonomyConceptId!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType()
export class SkillSuggestion {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) conceptId!: string | null;
  @Field({ description: 'suggested (built-in list), esco or onet.' }) origin!: string;
  @Field(() => String, { nullable: true, description: 'The synonym that matched, when not the name.' }) matchedLabel!: string | null;
  @Field(() => [String], { description: 'green, digital, transversal, technology.' }) tags!: string[];
  @Field({ description: 'An O*NET hot technology.' }) hot!: boolean;
}

@ObjectType()
export class CareerPath {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() sector!: string;
  @Field(() => [String]) requiredSkills!: string[];
  @Field(() => Int, { nullable: true, description: 'Median annual wage in USD (see salarySource, salaryYear).' }) averageSalary!: number | null;
  @Field(() => String, { nullable: true }) growthOutlook!: string | null;
  @Field(() => Number, { nullable: true }) growthPercent!: number | null;
  @Field(() => String, { nullable: true }) salaryBasis!: string | null;
  @Field(() => String, { nullable: true }) salarySource!: string | null;
  @Field(() => Int, { nullable: true }) salaryYear!: number | null;
  @Field(() => String, { nullable: true }) growthSource!: string | null;
  @Field(() => String, { nullable: true }) growthPeriod!: string | null;
  @Field() escoUri!: string;
  @Field(() => String, { nullable: true }) socCode!: string | null;
  @Field(() => Int, { description: 'Share of required skills the user has (case-insensitive), rounded; 0 when none are required.' }) matchPercentage!: number;
  @Field(() => [String], { description: 'The required skills the user has (case-insensitive), as the path names them: what matchPercentage counts.' }) heldSkills!: string[];
  @Field() interested!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType()
export class CareerInterestChange {
  @Field(() => ID) careerPathId!: string;
  @Field() interested!: boolean;
  @Field(() => Int) interestCount!: number;
}

@InputType()
export class AddSkillInput {
  @Field() skillName!: string;
  @Field(() => SkillSource, { nullable: true, defaultValue: SkillSource.manual, description: 'manual (the default); assessment for the assessment panel, refused before a CV analysis of the user exists' }) source?: SkillSource;
}
