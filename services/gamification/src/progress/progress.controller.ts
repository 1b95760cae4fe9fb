import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { TypedEvent } from '@ecp/contracts';
import { ProgressService } from './progress.service.js';

/** The events of the other services the gamification service keeps its projections, feed and badges from. */
@Controller()
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  @EventPattern('user.registered')
  onUserRegistered(@Payload() event: TypedEvent<'user.registered'>) {
    return this.progress.onUserRegistered(event);
  }

  @EventPattern('user.signed-in')
  onSignedIn(@Payload() event: TypedEvent<'user.signed-in'>) {
    return this.progress.onSignedIn(event);
  }

  @EventPattern('profile.updated')
  onProfileUpdated(@Payload() event: TypedEvent<'profile.updated'>) {
    return this.progress.onProfileUpdated(event);
  }

  @EventPattern('cv.uploaded')
  onCvUploaded(@Payload() event: TypedEvent<'cv.uploaded'>) {
    return this.progress.onCvUploaded(event);
  }

  @EventPattern('assessment.completed')
  onAssessmentCompleted(@Payload() event: TypedEvent<'assessment.completed'>) {
    return this.progress.onAssessmentCompleted(event);
  }

  @EventPattern('skill.added')
  onSkillAdded(@Payload() event: TypedEvent<'skill.added'>) {
    return this.progress.onSkillAdded(event);
  }

  @EventPattern('skills.imported')
  onSkillsImported(@Payload() event: TypedEvent<'skills.imported'>) {
    return this.progress.onSkillsImported(event);
  }

  @EventPattern('skill.removed')
  onSkillRemoved(@Payload() event: TypedEvent<'skill.removed'>) {
    return this.progress.onSkillRemoved(event);
  }

  @EventPattern('career-interest.changed')
  onCareerInterestChanged(@Payload() event: TypedEvent<'career-interest.changed'>) {
    return this.progress.onCareerInterestChanged(event);
  }

  @EventPattern('enrollment.created')
  onEnrollmentCreated(@Payload() event: TypedEvent<'enrollment.created'>) {
    return this.progress.onEnrollmentCreated(event);
  }

  @EventPattern('enrollment.progressed')
  onEnrollmentProgressed(@Payload() event: TypedEvent<'enrollment.progressed'>) {
    return this.progress.onEnrollmentProgressed(event);
  }

  @EventPattern('enrollment.completed')
  onEnrollmentCompleted(@Payload() event: TypedEvent<'enrollment.completed'>) {
    return this.progress.onEnrollmentCompleted(event);
  }

  @EventPattern('enrollment.dropped')
  onEnrollmentDropped(@Payload() event: TypedEvent<'enrollment.dropped'>) {
    return this.progress.onEnrollmentDropped(event);
  }

  @EventPattern('certificate.issued')
  onCertificateIssued(@Payload() event: TypedEvent<'certificate.issued'>) {
    return this.progress.onCertificateIssued(event);
  }
}
