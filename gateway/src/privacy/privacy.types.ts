import { Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "A signed link to download the caller's data export (a ZIP); it works for a few minutes and for that person only." })
export class DataExportLink {
  @Field({ description: 'Path of the download on this origin, with its signed token' }) url!: string;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
}
