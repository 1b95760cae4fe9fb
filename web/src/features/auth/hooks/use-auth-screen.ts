import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FAILURE_MESSAGES } from '@ecp/contracts/messages';
import { getOnboardingCompleted } from '@/features/auth/api/get-onboarding-status';
import { hasRole } from '@/features/auth/api/has-role';
import { requestPasswordReset } from '@/features/auth/api/request-password-reset';
import { resetPassword } from '@/features/auth/api/reset-password';
import { emitAuthEvent, startSession } from '@/features/auth/api/session';
import { signIn } from '@/features/auth/api/sign-in';
import { signUp } from '@/features/auth/api/sign-up';
import { verifyMfa } from '@/features/auth/api/verify-mfa';
import type { SignInValues } from '@/features/auth/components/sign-in-card';
import type { SignUpValues } from '@/features/auth/components/sign-up-card';
import { useAfterSignIn } from '@/features/auth/hooks/use-after-sign-in';

export const AUTH_FAILED = FAILURE_MESSAGES.authenticate;
export const SIGN_UP_SUCCESS = "Account created! Let's get started with your career assessment!";
export const ROLE_ASSIGNMENT_FAILED = FAILURE_MESSAGES.assignRoleAtSignUp;
/** The spec gives the notice's duration (6000 ms) but not its text. */
export const PENDING_APPROVAL_MS = 6000;
export const SIGN_UP_STAGES = ['Creating your account...', 'Setting up your profile...', 'Assigning your role...'] as const;

export type AuthMode = 'sign-in' | 'sign-up' | 'mfa' | 'forgot' | 'reset';
type Session = { accessToken?: string | null; accessTokenExpiresAt?: string | null };

const failure = (error: unknown) => toast.error(error instanceof Error && error.message ? error.message : AUTH_FAILED);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const roleTitle = (role: string) => (role === 'admin' ? 'Administrator' : 'Partner');

/** The /auth screen's flows: sign-in (with the optional second factor), sign-up stages, password reset. */
export function useAuthScreen(initialMode: AuthMode) {
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<string | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const begin = async (session: Session, event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED' | 'PASSWORD_RECOVERY' = 'SIGNED_IN') => {
    queryClient.clear();
    startSession(session.accessToken!, session.accessTokenExpiresAt!, event);
    if (event !== 'SIGNED_IN') emitAuthEvent('SIGNED_IN');
    toast.success('Welcome back!');
    await afterSignIn();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };

  const submitSignIn = (values: SignInValues) =>
    run(async () => {
      const result = await signIn(values);
      if (result.mfaRequired && result.mfaToken) {
        setMfaToken(result.mfaToken);
        setMode('mfa');
        return;
      }
      await begin(result);
    });

  const submitCode = (code: string) =>
    run(async () => {
      await begin(await verifyMfa({ mfaToken: mfaToken!, code }), 'MFA_CHALLENGE_VERIFIED');
    });

  const submitForgot = (email: string) =>
    run(async () => {
      await requestPasswordReset(email);
      toast.success('Check your email', { description: 'If an account exists for this address, we sent a link to reset your password.' });
      setMode('sign-in');
    });

  const submitNewPassword = (token: string, password: string) =>
    run(async () => {
      if (password.length < 6) throw new Error('Password must be at least 6 characters');
      const result = await resetPassword({ token, password });
      toast.success('Password updated');
      if (result.mfaRequired && result.mfaToken) {
        setMfaToken(result.mfaToken);
        setMode('mfa');
        return;
      }
      await begin(result, 'PASSWORD_RECOVERY');
    });

  const submitSignUp = async (values: SignUpValues) => {
    try {
      setStage(SIGN_UP_STAGES[0]);
      const result = await signUp({ ...values, email: values.email.trim() });
      if (result.confirmationRequired || !result.accessToken) {
        toast.success('Check your email', { description: 'Follow the link we sent you to confirm your account.' });
        setMode('sign-in');
        return;
      }
      queryClient.clear();
      startSession(result.accessToken, result.accessTokenExpiresAt!, 'SIGNED_IN');

      setStage(SIGN_UP_STAGES[1]);
      // The profile is created from the user.registered event; give it a moment before onboarding reads it.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        if (await getOnboardingCompleted().then(() => true, () => false)) break;
        await sleep(250);
      }

      setStage(SIGN_UP_STAGES[2]);
      if (values.role === 'beneficiary') {
        if (!(await hasRole('beneficiary'))) toast.error(ROLE_ASSIGNMENT_FAILED);
      } else {
        // A partner or admin request waits (the first admin too: its ADMIN_EMAILS address is mailed the link that grants it).
        toast.info('Role request pending approval', {
          description: `Your ${roleTitle(values.role)} access request is pending approval by an administrator. Meanwhile you can get started as a beneficiary.`,
          duration: PENDING_APPROVAL_MS,
        });
      }
      toast.success(SIGN_UP_SUCCESS);
      // Spec §4: a new account goes to onboarding (also when the role could not be assigned).
      navigate('/onboarding', { replace: true });
    } catch (error) {
      failure(error);
    } finally {
      setStage(null);
    }
  };

  return { mode, setMode, busy, stage, submitSignIn, submitCode, submitForgot, submitNewPassword, submitSignUp };
}
