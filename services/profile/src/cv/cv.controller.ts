import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf } from '@ecp/contracts';
import { CvService } from './cv.service.js';

@Controller()
export class CvController {
  constructor(private readonly cvs: CvService) {}

  @MessagePattern('profile.attach-cv')
  attach(@Payload() request: RequestOf<'profile.attach-cv'>) {
    const { userId, file } = requestSchemas['profile.attach-cv'].request.parse(request);
    return this.cvs.attach(userId, file);
  }

  @MessagePattern('profile.delete-cv')
  remove(@Payload() request: RequestOf<'profile.delete-cv'>) {
    return this.cvs.remove(requestSchemas['profile.delete-cv'].request.parse(request).userId);
  }
}
