import { Module, type DynamicModule } from '@nestjs/common';
import { serviceModule, type ServiceDependencies } from '@ecp/runtime';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountRepository } from './accounts/account.repository.js';
import { AccountService } from './accounts/account.service.js';
import { UserCache } from './accounts/user-cache.js';
import { ConfirmEmailUseCase } from './accounts/confirm-email.usecase.js';
import { EmailLinkService } from './accounts/email-links.service.js';
import { OidcSignInUseCase } from './accounts/oidc-sign-in.usecase.js';
import { PendingEmailWorker } from './accounts/pending-email.worker.js';
import { EmailLinkRequests } from './accounts/email-link-requests.usecase.js';
import { SignInUseCase } from './accounts/sign-in.usecase.js';
import { SignUpUseCase } from './accounts/sign-up.usecase.js';
import { UpdatePasswordUseCase } from './accounts/update-password.usecase.js';
import { CurrentPasswordCheck } from './accounts/current-password.js';
import { IDENTITY_CONFIG, loadIdentityConfig } from './identity.config.js';
import { Mailer } from './mail/mailer.js';
import { PendingEmailRepository } from './mail/pending-email.repository.js';
import { MfaController } from './mfa/mfa.controller.js';
import { MfaService } from './mfa/mfa.service.js';
import { RecoveryCodeRepository } from './mfa/recovery-code.repository.js';
import { RoleRepository } from './roles/role.repository.js';
import { RoleService } from './roles/role.service.js';
import { RolesController } from './roles/roles.controller.js';
import { SessionRepository } from './sessions/session.repository.js';
import { SessionService } from './sessions/session.service.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SignInCompletionService } from './sessions/sign-in-completion.service.js';
import { LoginThrottleController } from './throttle/login-throttle.controller.js';
import { LoginThrottleRepository } from './throttle/login-throttle.repository.js';
import { LoginThrottleService } from './throttle/login-throttle.service.js';
import { RequestLimitRepository } from './throttle/request-limit.repository.js';
import { ThrottleHousekeeping } from './throttle/throttle-housekeeping.js';
import { TotpKeyRotation } from './mfa/totp-key-rotation.js';
import { OneTimeTokenRepository } from './tokens/one-time-token.repository.js';
import { TokenService } from './tokens/token.service.js';
import { DeleteAccountUseCase } from './privacy/delete-account.usecase.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyService } from './privacy/privacy.service.js';

@Module({})
export class IdentityModule {
  static forRoot(deps: ServiceDependencies): DynamicModule {
    return serviceModule(IdentityModule, 'identity', deps, {
      controllers: [AccountsController, SessionsController, RolesController, MfaController, LoginThrottleController, PrivacyController],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: loadIdentityConfig(deps.env) },
        AccountRepository,
        AccountService,
        UserCache,
        EmailLinkService,
        SignUpUseCase,
        SignInUseCase,
        EmailLinkRequests,
        UpdatePasswordUseCase,
        CurrentPasswordCheck,
        ConfirmEmailUseCase,
        OidcSignInUseCase,
        RoleRepository,
        RoleService,
        SessionRepository,
        SessionService,
        SignInCompletionService,
        TokenService,
        OneTimeTokenRepository,
        LoginThrottleRepository,
        LoginThrottleService,
        RecoveryCodeRepository,
        MfaService,
        Mailer,
        PendingEmailRepository,
        PendingEmailWorker,
        RequestLimitRepository,
        ThrottleHousekeeping,
        TotpKeyRotation,
        PrivacyRepository,
        PrivacyService,
        DeleteAccountUseCase,
      ],
    });
  }
}
