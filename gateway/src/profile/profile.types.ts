import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A person\'s profile (spec §3 profiles), owned by the profile service.' })
export class Profile {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field(() => String, { nullable: true }) professionalHeadline!: string | null;
  @Field(() => String, { nullable: true }) linkedinUrl!: string | null;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field(() => Int, { nullable: true }) yearsOfExperience!: number | null;
  @Field(() => Int, { description: '0–100; see services/profile/src/profiles/completeness.ts' }) profileCompleteness!: number;
  @Field() onboardingCompleted!: boolean;
  @Field() emailNotifications!: boolean;
  @Field() themePreference!: string;
  @Field(() => String, { nullable: true }) beneficiaryType!: string | null;
  @Field(() => String, { nullable: true, description: 'Storage key of the current CV in the cvs bucket' }) cvFilePath!: string | null;
  @Field(() => String, { nullable: true }) cvFileName!: string | null;
  @Field(() => String, { nullable: true }) cvContentType!: string | null;
  @Field(() => Int, { nullable: true }) cvSizeBytes!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) cvUploadedAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType({ description: 'Fields to change; omitted ones stay as they are, an empty text clears its field.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) fullName?: string | null;
  @Field(() => String, { nullable: true }) professionalHeadline?: string | null;
  @Field(() => String, { nullable: true }) linkedinUrl?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => Int, { nullable: true }) yearsOfExperience?: number | null;
  @Field(() => Boolean, { nullable: true }) onboardingCompleted?: boolean | null;
}
