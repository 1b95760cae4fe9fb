import { House } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';

export function NotFoundRoute() {
  return (
    <main className="relative isolate flex min-h-svh flex-col items-center justify-center overflow-hidden bg-linear-to-b from-emerald-50 to-background px-6 text-center dark:from-emerald-950/30">
      <div
        aria-hidden="true"
        className="absolute top-1/3 left-1/2 -z-10 size-[28rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-emerald-200/40 blur-3xl dark:bg-emerald-500/10"
      />
      <BrandMark className="size-12 rounded-xl [&_svg]:size-6" />
      <p className="mt-8 bg-linear-to-r from-emerald-600 to-teal-500 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
