import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData, TypedEvent } from '@ecp/contracts';
import { CvService } from './cv.service.js';

@Controller()
export class CvController {
  constructor(private readonly cvs: CvService) {}

  @MessagePattern('profile.attach-cv')
  attach(@Payload() { userId, file }: RequestData<'profile.attach-cv'>) {
    return this.cvs.attach(userId, file);
  }

  @MessagePattern('profile.delete-cv')
  remove(@Payload() request: RequestData<'profile.delete-cv'>) {
    return this.cvs.remove(request.userId);
  }

  @EventPattern('cv.analysis.failed')
  onAnalysisFailed(@Payload() event: TypedEvent<'cv.analysis.failed'>) {
    return this.cvs.afterFailedAnalysis(event);
  }
}
