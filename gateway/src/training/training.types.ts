import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum EnrollmentStatus { enrolled = 'enrolled', in_progress = 'in_progress', completed = 'completed', dropped = 'dropped' }
export enum ProgramLevel { beginner = 'beginner', intermediate = 'intermediate', advanced = 'advanced' }
registerEnumType(EnrollmentStatus, { name: 'EnrollmentStatus' });
registerEnumType(ProgramLevel, { name: 'ProgramLevel' });

@ObjectType()
export class TrainingProvider {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) website?: string | null;
}

@ObjectType()
export class TrainingProgram {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => TrainingProvider) provider!: TrainingProvider;
  @Field() deliveryMethod!: string;
  @Field() description!: string;
  @Field() duration!: string;
  @Field(() => ProgramLevel) level!: ProgramLevel;
  @Field(() => [String]) targetSkills!: string[];
  @Field(() => [String]) prerequisites!: string[];
  @Field(() => Float) price!: number;
  @Field() currency!: string;
  @Field(() => Int, { nullable: true }) capacity!: number | null;
  @Field() externalId!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { nullable: true }) thumbnailUrl!: string | null;
  @Field(() => String, { nullable: true }) certificationOffered!: string | null;
  @Field() isActive!: boolean;
  @Field(() => Int, { description: 'Share of target skills the user holds (case-insensitive), rounded; 0 when none are required.' }) matchPercentage!: number;
  @Field({ description: 'At least one target skill is not among the user\'s skills.' }) recommended!: boolean;
  @Field({ description: 'The user has a live (not dropped) enrollment in this program.' }) enrolled!: boolean;
}

@ObjectType()
export class EnrollmentProgram {
  @Field() title!: string;
  @Field(() => TrainingProvider) provider!: TrainingProvider;
  @Field() duration!: string;
}

@ObjectType()
export class EnrollmentMetadata {
  @Field(() => String, { nullable: true, description: 'Link to the course at the learning provider.' }) enrollmentUrl!: string | null;
  @Field({ description: 'The provider has not confirmed the enrollment yet; it is retried automatically.' }) registrationPending!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastSyncedAt!: Date | null;
}

@ObjectType()
export class Enrollment {
  @Field(() => ID) id!: string;
  @Field(() => ID) programId!: string;
  @Field(() => EnrollmentProgram) program!: EnrollmentProgram;
  @Field(() => String, { nullable: true }) sessionId!: string | null;
  @Field(() => EnrollmentStatus) status!: EnrollmentStatus;
  @Field(() => Int) progressPercentage!: number;
  @Field(() => GraphQLISODateTime) enrollmentDate!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) startDate!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) completionDate!: Date | null;
  @Field(() => String, { nullable: true }) externalEnrollmentId!: string | null;
  @Field(() => String, { nullable: true }) certificateUrl!: string | null;
  @Field(() => String, { nullable: true }) certificateNumber!: string | null;
  @Field(() => Float, { nullable: true }) finalScore!: number | null;
  @Field(() => EnrollmentMetadata) metadata!: EnrollmentMetadata;
}

@ObjectType()
export class ModuleProgress {
  @Field(() => ID) id!: string;
  @Field() moduleName!: string;
  @Field(() => Int) order!: number;
  @Field() status!: string;
  @Field(() => Float) timeSpentMinutes!: number;
  @Field(() => Float, { nullable: true }) score!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastAccessed!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) completedAt!: Date | null;
}

@ObjectType()
export class EnrollmentSyncResult {
  @Field(() => [Enrollment]) enrollments!: Enrollment[];
  @Field(() => Int, { description: 'Enrollments the provider could not be asked about; retried on schedule.' }) failed!: number;
}

@InputType()
export class EnrollInput {
  @Field(() => ID) programId!: string;
  @Field(() => String, { nullable: true }) externalProgramId?: string | null;
  @Field(() => String, { nullable: true }) sessionId?: string | null;
}
