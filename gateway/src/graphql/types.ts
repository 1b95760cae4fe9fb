import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum Role { admin = 'admin', partner = 'partner', beneficiary = 'beneficiary' }
export enum BeneficiaryType { school = 'school', undergrad = 'undergrad', grad = 'grad', professional = 'professional', executive = 'executive' }
registerEnumType(Role, { name: 'Role' });
registerEnumType(BeneficiaryType, { name: 'BeneficiaryType' });

@ObjectType()
export class User {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() fullName!: string;
  @Field(() => [Role]) roles!: Role[];
}

/**
 * A sign-in/sign-up outcome. The refresh token is never here (it travels in an httpOnly cookie).
 * No access token when a second factor is needed (`mfaRequired` + `mfaToken` for verifyMfa) or the
 * email must be confirmed first (`confirmationRequired`).
 */
@ObjectType()
export class AuthPayload {
  @Field(() => User, { nullable: true, description: 'The account; null while a second factor is asked for (mfaRequired): nothing of it is told before the code' })
  user!: User | null;
  @Field(() => String, { nullable: true }) accessToken!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) accessTokenExpiresAt!: Date | null;
  @Field(() => Role, { nullable: true }) pendingRole?: Role | null;
  @Field() mfaRequired!: boolean;
  @Field(() => String, { nullable: true }) mfaToken!: string | null;
  @Field() confirmationRequired!: boolean;
}

@ObjectType()
export class Badge {
  @Field() badgeType!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field() badgeCategory!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) earnedDate!: Date | null;
}

@InputType()
export class SignUpInput {
  @Field() email!: string;
  @Field() password!: string;
  @Field() fullName!: string;
  @Field(() => Role) role!: Role;
  @Field(() => BeneficiaryType, { nullable: true }) beneficiaryType?: BeneficiaryType | null;
}

@InputType()
export class SignInInput {
  @Field() email!: string;
  @Field() password!: string;
}
