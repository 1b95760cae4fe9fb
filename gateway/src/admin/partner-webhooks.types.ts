import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

/** The outcome of a webhook's latest delivery attempt. */
@ObjectType()
export class WebhookDelivery {
  @Field() eventType!: string;
  @Field({ description: 'pending (will be retried), delivered, failed (given up after a day)' }) status!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => Int, { nullable: true, description: 'HTTP status of the last answer; null when there was none' }) statusCode!: number | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) attemptedAt!: Date | null;
}

/** A partner's HTTPS endpoint for the public events (admins only). The secret is never listed. */
@ObjectType()
export class PartnerWebhook {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() url!: string;
  @Field(() => [String]) eventTypes!: string[];
  @Field({ description: 'Entitled to personal data: deliveries keep the personal fields' }) personalData!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) secretRotatedAt!: Date | null;
  @Field(() => WebhookDelivery, { nullable: true }) lastDelivery!: WebhookDelivery | null;
  @Field(() => Int) pendingDeliveries!: number;
  @Field(() => Int) failedDeliveries!: number;
}

/** A webhook with its signing secret: answered once, by registration or rotation. */
@ObjectType()
export class PartnerWebhookWithSecret {
  @Field(() => PartnerWebhook) webhook!: PartnerWebhook;
  @Field({ description: 'Shown this once; signs X-Ecp-Signature (HMAC-SHA256)' }) secret!: string;
}

@InputType()
export class RegisterPartnerWebhookInput {
  @Field() name!: string;
  @Field() url!: string;
  @Field(() => [String]) eventTypes!: string[];
  @Field({ defaultValue: false }) personalData!: boolean;
}

/** An event type partners may receive, with the fields of it that are personal data. */
@ObjectType()
export class PartnerEventType {
  @Field() subject!: string;
  @Field(() => [String]) personalData!: string[];
}
