import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FAILURE_MESSAGES } from '@ecp/contracts/messages';
import { BrandMark, BrandName } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { confirmEmail } from '@/features/auth/api/confirm-email';
import { restoreSession } from '@/features/auth/api/session';
import { SignInCard } from '@/features/auth/components/sign-in-card';
import { SignUpCard } from '@/features/auth/components/sign-up-card';
import { SimpleAuthCard } from '@/features/auth/components/simple-auth-card';
import { useAfterSignIn } from '@/features/auth/hooks/use-after-sign-in';
import { useAuthScreen } from '@/features/auth/hooks/use-auth-screen';

export const LINKEDIN_FAILED = FAILURE_MESSAGES.connectLinkedIn;
const CONFIRMATION_FAILED = 'This confirmation link is invalid or has expired';
const CONFIRMATION_UNREACHABLE = 'We could not confirm your email address just now. Please open the link in the email again.';

export function AuthRoute() {
  const [params, setParams] = useSearchParams();
  // The mailed reset link's token is kept here and taken out of the address at once (the tab's back/forward entry; the
  // visit itself may stay in the browser's history).
  const [resetToken] = useState(() => params.get('reset'));
  useEffect(() => {
    if (!params.has('reset')) return;
    params.delete('reset');
    setParams(params, { replace: true });
  }, [params, setParams]);
  const screen = useAuthScreen(resetToken ? 'reset' : params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const afterSignIn = useAfterSignIn();
  const restore = useQuery({ queryKey: ['session', 'restore'], queryFn: restoreSession, staleTime: Infinity, gcTime: Infinity, retry: false });
  const routed = useRef(false);

  // On load: someone already signed in goes on to /dashboard or /onboarding (spec §2). Only the first answer counts,
  // and none once a sign-in or sign-up has started here: it clears the query cache, and the restore that follows
  // (answering yes at once) must not route in the middle of the sign-up stages; the screen's own flow routes when done.
  useEffect(() => {
    if (routed.current) return;
    if (screen.busy || screen.stage) {
      routed.current = true;
      return;
    }
    if (!restore.isFetched) return;
    routed.current = true;
    if (restore.data && !resetToken) void afterSignIn();
  }, [restore.isFetched, restore.data, resetToken, afterSignIn, screen.busy, screen.stage]);

  // The mailed confirmation link opens this page with its token: confirmed here by POST, never by the link's GET (a
  // mail scanner opens links, and must not confirm an address for whoever signed it up). It signs no one in.
  const confirming = useRef(false);
  useEffect(() => {
    const token = params.get('confirm');
    if (!token || confirming.current) return;
    confirming.current = true;
    params.delete('confirm');
    setParams(params, { replace: true });
    confirmEmail(token).then(
      () => toast.success('Your email address is confirmed. Please sign in.'),
      // The link is spent or wrong only when the service says so; otherwise (offline, a restart) it still works.
      (error: unknown) => toast.error(error instanceof Error && error.message === CONFIRMATION_FAILED ? CONFIRMATION_FAILED : CONFIRMATION_UNREACHABLE),
    );
  }, [params, setParams]);

  // The professional-network sign-in and a malformed confirmation link come back here on failure.
  useEffect(() => {
    const error = params.get('error');
    if (error !== 'linkedin' && error !== 'confirmation') return;
    toast.error(error === 'linkedin' ? LINKEDIN_FAILED : CONFIRMATION_FAILED);
    params.delete('error');
    setParams(params, { replace: true });
  }, [params, setParams]);

  const backToSignIn = (
    <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={() => screen.setMode('sign-in')}>
      Back to sign in
    </Button>
  );

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-8 bg-linear-to-b from-emerald-50 to-background px-4 py-12 dark:from-emerald-950/30">
      <Link to="/" className="flex items-center gap-2.5 rounded-md">
        <BrandMark />
        <BrandName />
      </Link>
      {screen.mode === 'sign-in' && (
        <SignInCard
          onSubmit={screen.submitSignIn}
          onSignUp={() => screen.setMode('sign-up')}
          onForgotPassword={() => screen.setMode('forgot')}
          isSubmitting={screen.busy}
        />
      )}
      {screen.mode === 'sign-up' && <SignUpCard onSubmit={screen.submitSignUp} onSignIn={() => screen.setMode('sign-in')} submitLabel={screen.stage} />}
      {screen.mode === 'mfa' && (
        <SimpleAuthCard
          title="Two-factor verification"
          description="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
          label="Verification code"
          field="code"
          submitLabel="Verify"
          isSubmitting={screen.busy}
          onSubmit={screen.submitCode}
          footer={backToSignIn}
        />
      )}
      {screen.mode === 'forgot' && (
        <SimpleAuthCard
          title="Reset your password"
          description="We will email you a link to choose a new password."
          label="Email"
          field="email"
          submitLabel="Send Reset Link"
          isSubmitting={screen.busy}
          onSubmit={screen.submitForgot}
          footer={backToSignIn}
        />
      )}
      {screen.mode === 'reset' && resetToken && (
        <SimpleAuthCard
          title="Choose a new password"
          description="At least 6 characters. Your other sessions will be signed out."
          label="New password"
          field="new-password"
          submitLabel="Update Password"
          isSubmitting={screen.busy}
          onSubmit={(password) => screen.submitNewPassword(resetToken, password)}
          footer={backToSignIn}
        />
      )}
    </main>
  );
}
