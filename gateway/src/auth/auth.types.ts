import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum SignOutScope { global = 'global', local = 'local' }
registerEnumType(SignOutScope, { name: 'SignOutScope', description: 'global: every device (default); local: this browser only' });

@InputType()
export class VerifyMfaInput {
  @Field() mfaToken!: string;
  @Field({ description: 'A 6-digit authenticator code or a recovery code' }) code!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token from the emailed link' }) token!: string;
  @Field() password!: string;
}

@ObjectType()
export class TotpEnrollment {
  @Field({ description: 'Base32 secret, for typing into an authenticator app' }) secret!: string;
  @Field({ description: 'otpauth:// URL, for a QR code' }) otpauthUrl!: string;
}

/** What the professional network shared at sign-in, kept for skill extraction (spec §3). */
@ObjectType()
export class ProfessionalNetworkData {
  @Field(() => String, { nullable: true }) headline!: string | null;
  @Field(() => String, { nullable: true }) experience!: string | null;
  @Field(() => String, { nullable: true }) profileUrl!: string | null;
}

@ObjectType({ description: 'Which sign-in methods this deployment offers, for the screens to show only those.' })
export class SignInOptions {
  @Field({ description: 'Professional-network ("Connect with" LinkedIn) sign-in is configured (OIDC_ISSUER).' }) linkedin!: boolean;
}
