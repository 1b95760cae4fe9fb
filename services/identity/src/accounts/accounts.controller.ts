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

  @MessagePattern('identity.get-user')
  getUser(@Payload() request: RequestOf<'identity.get-user'>) {
    return this.accounts.getUser(requestSchemas['identity.get-user'].request.parse(request).userId);
  }

  @MessagePattern('identity.request-password-reset')
  requestPasswordReset(@Payload() request: RequestOf<'identity.request-password-reset'>) {
    return this.accounts.requestPasswordReset(requestSchemas['identity.request-password-reset'].request.parse(request));
  }

  @MessagePattern('identity.update-password')
  updatePassword(@Payload() request: RequestOf<'identity.update-password'>) {
    return this.accounts.updatePassword(requestSchemas['identity.update-password'].request.parse(request));
  }

  @MessagePattern('identity.confirm-email')
  confirmEmail(@Payload() request: RequestOf<'identity.confirm-email'>) {
    return this.accounts.confirmEmail(requestSchemas['identity.confirm-email'].request.parse(request).token);
  }

  @MessagePattern('identity.oidc-sign-in')
  oidcSignIn(@Payload() request: RequestOf<'identity.oidc-sign-in'>) {
    return this.accounts.oidcSignIn(requestSchemas['identity.oidc-sign-in'].request.parse(request));
  }
}
