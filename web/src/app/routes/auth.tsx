import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand-mark';
import { SignInCard } from '@/features/auth/components/sign-in-card';

export function AuthRoute() {
  // Sign-in is wired up with the authentication issue; until then the form must not reload the page.
  const preventSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-8 bg-linear-to-b from-emerald-50 to-background px-4 py-12 dark:from-emerald-950/30">
      <Link to="/" className="flex items-center gap-2.5 rounded-md">
        <BrandMark />
        <BrandName />
      </Link>
      <SignInCard onSubmit={preventSubmit} />
    </main>
  );
}
