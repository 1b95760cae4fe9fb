import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
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
}
