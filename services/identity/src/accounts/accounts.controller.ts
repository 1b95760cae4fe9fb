import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RequestData } from '@ecp/contracts';
import { AccountService } from './account.service.js';
import { ConfirmEmailUseCase } from './confirm-email.usecase.js';
import { OidcSignInUseCase } from './oidc-sign-in.usecase.js';
import { EmailLinkRequests } from './email-link-requests.usecase.js';
import { SignInUseCase } from './sign-in.usecase.js';
import { SignUpUseCase } from './sign-up.usecase.js';
import { UpdatePasswordUseCase } from './update-password.usecase.js';

@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountService,
    private readonly signUpUseCase: SignUpUseCase,
    private readonly signInUseCase: SignInUseCase,
    private readonly emailLinkRequests: EmailLinkRequests,
    private readonly updatePasswordUseCase: UpdatePasswordUseCase,
    private readonly confirmEmailUseCase: ConfirmEmailUseCase,
    private readonly oidcSignInUseCase: OidcSignInUseCase,
  ) {}

  @MessagePattern('identity.sign-up')
  signUp(@Payload() request: RequestData<'identity.sign-up'>) {
    return this.signUpUseCase.execute(request);
  }

  @MessagePattern('identity.sign-in')
  signIn(@Payload() request: RequestData<'identity.sign-in'>) {
    return this.signInUseCase.execute(request);
  }

  @MessagePattern('identity.get-user')
  getUser(@Payload() request: RequestData<'identity.get-user'>) {
    return this.accounts.getUser(request.userId);
  }

  @MessagePattern('identity.request-password-reset')
  requestPasswordReset(@Payload() request: RequestData<'identity.request-password-reset'>) {
    return this.emailLinkRequests.passwordReset(request);
  }

  @MessagePattern('identity.request-email-proof')
  requestEmailProof(@Payload() request: RequestData<'identity.request-email-proof'>) {
    return this.emailLinkRequests.emailProof(request);
  }

  @MessagePattern('identity.update-password')
  updatePassword(@Payload() request: RequestData<'identity.update-password'>) {
    return this.updatePasswordUseCase.execute(request);
  }

  @MessagePattern('identity.confirm-email')
  confirmEmail(@Payload() request: RequestData<'identity.confirm-email'>) {
    return this.confirmEmailUseCase.execute(request.token);
  }

  @MessagePattern('identity.oidc-sign-in')
  oidcSignIn(@Payload() request: RequestData<'identity.oidc-sign-in'>) {
    return this.oidcSignInUseCase.execute(request);
  }
}
