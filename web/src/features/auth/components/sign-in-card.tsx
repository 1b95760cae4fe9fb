import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/features/auth/components/password-input';

export interface SignInValues {
  email: string;
  password: string;
}

/** Spec §2 /auth sign-in mode: 'Welcome back', email, password (show/hide), 'Sign In', 'Sign up'. */
export function SignInCard({
  onSubmit,
  onSignUp,
  onForgotPassword,
  isSubmitting = false,
}: {
  onSubmit: (values: SignInValues) => void;
  onSignUp?: () => void;
  onForgotPassword?: () => void;
  isSubmitting?: boolean;
}) {
  const emailId = useId();
  const passwordId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  };

  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">Welcome back</CardTitle>
        <CardDescription>Sign in to continue building your energy career</CardDescription>
      </CardHeader>
      <form onSubmit={submit} className="contents">
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={emailId}>Email</Label>
            <Input id={emailId} name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
          </div>
          <div className="space-y-2">
            <Label htmlFor={passwordId}>Password</Label>
            <PasswordInput id={passwordId} name="password" autoComplete="current-password" required />
            {/* After the field, so Tab goes from Email to Password (a keyboard user's password went to this link). */}
            {onForgotPassword && (
              <div className="flex justify-end">
                <Button type="button" variant="link" className="h-auto p-0 text-xs" onClick={onForgotPassword}>
                  Forgot password?
                </Button>
              </div>
            )}
          </div>
        </CardContent>
        <CardFooter className="mt-6 flex-col gap-4">
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Please wait' : 'Sign In'}
          </Button>
          <p className="text-sm text-muted-foreground">
            Don&apos;t have an account?{' '}
            <Button type="button" variant="link" className="h-auto p-0" onClick={onSignUp}>
              Sign up
            </Button>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
