import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Role } from '../graphql/types.js';

export enum RoleRequestStatus { pending = 'pending', approved = 'approved', rejected = 'rejected' }
registerEnumType(RoleRequestStatus, { name: 'RoleRequestStatus' });

/** A partner or admin role asked for at sign-up (admins only). */
@ObjectType()
export class RoleRequest {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field() email!: string;
  @Field({ description: 'The requester proved the address by a mailed link; an administrator must have, before approval.' }) emailConfirmed!: boolean;
  @Field() fullName!: string;
  @Field(() => Role) role!: Role;
  @Field(() => RoleRequestStatus) status!: RoleRequestStatus;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) decidedAt!: Date | null;
}
