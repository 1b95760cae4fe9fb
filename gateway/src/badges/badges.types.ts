import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Enrollment } from '../training/training.types.js';

@ObjectType({ description: "An entry of the user's activity feed; activityType is snake_case (shown with underscores as spaces)." })
export class Activity {
  @Field(() => ID) id!: string;
  @Field() activityType!: string;
  @Field() description!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType()
export class ActivityPage {
  @Field(() => [Activity]) activities!: Activity[];
  @Field(() => Int) total!: number;
}

@ObjectType({ description: 'Spec §3 dashboard stats.' })
export class DashboardStats {
  @Field(() => Int) activeEnrollments!: number;
  @Field(() => Int) completedCourses!: number;
  @Field(() => Int) totalSkills!: number;
  @Field(() => Int) careerInterests!: number;
  @Field(() => Int) certificatesEarned!: number;
  @Field(() => Int) profileCompleteness!: number;
}

@ObjectType()
export class Dashboard {
  @Field(() => DashboardStats) stats!: DashboardStats;
  @Field(() => [Enrollment], { description: 'Up to 3 in-progress enrollments, the most progressed first.' }) continueLearning!: Enrollment[];
  @Field(() => [Activity], { description: 'The 5 latest activities, newest first.' }) recentActivities!: Activity[];
}

export enum ProgressEventKind {
  BADGE_AWARDED = 'BADGE_AWARDED',
  ACTIVITY_LOGGED = 'ACTIVITY_LOGGED',
}
registerEnumType(ProgressEventKind, { name: 'ProgressEventKind' });

@ObjectType({ description: 'A badge earned or an activity logged for the signed-in user, live.' })
export class ProgressEvent {
  @Field(() => ProgressEventKind) kind!: ProgressEventKind;
  @Field(() => String, { nullable: true, description: 'BADGE_AWARDED: the badge type.' }) badgeType!: string | null;
  @Field(() => String, { nullable: true, description: 'BADGE_AWARDED: the badge name (spec §3).' }) badgeName!: string | null;
  @Field(() => String, { nullable: true, description: 'BADGE_AWARDED: the badge description.' }) badgeDescription!: string | null;
  @Field(() => String, { nullable: true, description: 'ACTIVITY_LOGGED: the activity type.' }) activityType!: string | null;
  @Field(() => String, { nullable: true, description: 'ACTIVITY_LOGGED: its short description.' }) description!: string | null;
  @Field(() => GraphQLISODateTime) occurredAt!: Date;
}
