import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { TypedEvent } from '@ecp/contracts';
import { WebhookService } from './webhook.service.js';

/** Every partner event (partnerEvents in libs/contracts) becomes deliveries to the webhooks that want it. */
@Controller()
export class WebhookEventsController {
  constructor(private readonly webhooks: WebhookService) {}

  @EventPattern('user.registered')
  userRegistered(@Payload() event: TypedEvent<'user.registered'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('assessment.completed')
  assessmentCompleted(@Payload() event: TypedEvent<'assessment.completed'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('skill.added')
  skillAdded(@Payload() event: TypedEvent<'skill.added'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('skill.removed')
  skillRemoved(@Payload() event: TypedEvent<'skill.removed'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('skills.imported')
  skillsImported(@Payload() event: TypedEvent<'skills.imported'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('career-interest.changed')
  careerInterestChanged(@Payload() event: TypedEvent<'career-interest.changed'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('enrollment.created')
  enrollmentCreated(@Payload() event: TypedEvent<'enrollment.created'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('enrollment.progressed')
  enrollmentProgressed(@Payload() event: TypedEvent<'enrollment.progressed'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('enrollment.completed')
  enrollmentCompleted(@Payload() event: TypedEvent<'enrollment.completed'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('enrollment.dropped')
  enrollmentDropped(@Payload() event: TypedEvent<'enrollment.dropped'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('certificate.issued')
  certificateIssued(@Payload() event: TypedEvent<'certificate.issued'>) {
    return this.webhooks.enqueue(event);
  }

  @EventPattern('badge.awarded')
  badgeAwarded(@Payload() event: TypedEvent<'badge.awarded'>) {
    return this.webhooks.enqueue(event);
  }
}
