import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { requestSchemas, type RequestOf } from '@ecp/contracts';
import { AccountService } from './account.service.js';

@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountService) {}

  @MessagePattern('identity.sign-up')
  signUp(@Payload() request: RequestOf<'identity.sign-up'>) {
    return this.accounts.signUp(requestSchemas['identity.sign-up'].request.parse(request));
  }

  @MessagePattern('identity.sign-in')
  signIn(@Payload() request: RequestOf<'identity.sign-in'>) {
    return this.accounts.signIn(requestSchemas['identity.sign-in'].request.parse(request));
  }

  @MessagePattern('identity.has-role')
  async hasRole(@Payload() request: RequestOf<'identity.has-role'>) {
    const parsed = requestSchemas['identity.has-role'].request.safeParse(request);
    return { hasRole: parsed.success ? await this.accounts.hasRole(parsed.data.userId, parsed.data.role) : false };
  }

  @MessagePattern('identity.get-user')
  getUser(@Payload() request: RequestOf<'identity.get-user'>) {
    return this.accounts.getUser(requestSchemas['identity.get-user'].request.parse(request).userId);
  }
}
