import { ArrowRight, Brain, GraduationCap, Route, Sparkles, Sun, Wind, Zap, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand-mark';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type Feature = { icon: LucideIcon; title: string; description: string };

const FEATURES: Feature[] = [
  {
    icon: Brain,
    title: 'AI Skills Analysis',
    description:
      'Upload your CV and our AI extracts your skills, scores your market alignment and shows the gaps worth closing.',
  },
  {
    icon: Route,
    title: 'Career Path Planning',
    description:
      'Explore energy-sector career paths matched to your skills, with salary and growth outlook for each role.',
  },
  {
    icon: GraduationCap,
    title: 'Training Recommendations',
    description: 'Get training programs picked for the skills you are missing, enrol in a click and track your progress.',
  },
];

export function LandingPage() {
  const navigate = useNavigate();
  // Spec §2: all three go to /auth; the two that start something open its sign-up card, Sign In its sign-in card.
  const goToSignUp = () => navigate('/auth?mode=sign-up');
  const goToSignIn = () => navigate('/auth');

  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="absolute inset-x-0 top-0 z-10">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2.5 px-4 sm:px-6">
          <BrandMark />
          <BrandName />
        </div>
      </header>

      <main className="flex-1">
        <section className="relative isolate overflow-hidden bg-linear-to-b from-emerald-50 via-teal-50/60 to-background px-4 pt-32 pb-20 sm:px-6 sm:pt-40 sm:pb-28 dark:from-emerald-950/40 dark:via-teal-950/20">
          <HeroBackdrop />
          <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
            <Badge variant="highlight" className="px-3 py-1 text-sm">
              <Sparkles className="size-3.5! text-amber-500" />
              Powered by AI
            </Badge>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
              Build Your Career in the{' '}
              <span className="bg-linear-to-r from-emerald-600 via-teal-500 to-cyan-600 bg-clip-text text-transparent dark:from-emerald-400 dark:via-teal-300 dark:to-cyan-400">
                Energy Sector
              </span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
              Upload your CV, discover your strengths with AI-powered skills analysis, explore career paths that fit
              you and get personalised training recommendations.
            </p>
            <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              <Button size="lg" className="shadow-lg shadow-emerald-600/20" onClick={goToSignUp}>
                Get Started
                <ArrowRight />
              </Button>
              <Button size="lg" variant="outline" onClick={goToSignIn}>
                Sign In
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="px-4 py-20 sm:px-6 sm:py-28">
          <div className="mx-auto max-w-6xl">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                Your Complete Career Development Platform
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">
                From your first CV upload to your next certificate, every step in one place.
              </p>
            </div>
            <div className="mt-14 grid gap-6 md:grid-cols-3">
              {FEATURES.map((feature) => (
                <FeatureCard key={feature.title} {...feature} />
              ))}
            </div>
          </div>
        </section>

        <section className="px-4 pb-20 sm:px-6 sm:pb-28">
          <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-linear-to-br from-emerald-600 via-teal-600 to-cyan-700 px-6 py-16 text-center text-white shadow-xl sm:px-12 sm:py-20">
            <Zap aria-hidden="true" className="absolute -top-10 -right-10 -z-10 size-64 rotate-12 text-white/10" />
            <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Ready to Power Your Career?</h2>
            <p className="mx-auto mt-4 max-w-xl text-lg text-emerald-50/90">
              Join professionals building their future in the energy sector
            </p>
            <Button size="lg" variant="highlight" className="mt-8 shadow-lg" onClick={goToSignUp}>
              Start Your Journey
              <ArrowRight />
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t px-4 py-8 sm:px-6">
        <div className="mx-auto flex max-w-6xl items-center gap-2 text-sm text-muted-foreground">
          <BrandMark className="size-6 [&_svg]:size-3" />
          <span>© {new Date().getFullYear()} Energy Career Platform</span>
        </div>
      </footer>
    </div>
  );
}

function FeatureCard({ icon: Icon, title, description }: Feature) {
  return (
    <Card className="group relative overflow-hidden transition-all hover:-translate-y-1 hover:shadow-lg">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-emerald-500 via-teal-500 to-amber-400 opacity-0 transition-opacity group-hover:opacity-100"
      />
      <CardHeader className="gap-3">
        <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/15">
          <Icon className="size-6" />
        </span>
        <CardTitle as="h3" className="text-xl">{title}</CardTitle>
        <CardDescription className="text-base leading-relaxed">{description}</CardDescription>
      </CardHeader>
    </Card>
  );
}

/** Soft light blobs and energy icons behind the hero; purely decorative. */
function HeroBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 mask-b-from-60% mask-b-to-100%"
    >
      <div className="absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-emerald-300/30 blur-3xl dark:bg-emerald-500/10" />
      <div className="absolute top-40 -right-24 size-80 rounded-full bg-amber-200/40 blur-3xl dark:bg-amber-500/10" />
      <div className="absolute bottom-0 -left-24 size-72 rounded-full bg-teal-200/40 blur-3xl dark:bg-teal-500/10" />
      <Sun className="absolute top-28 left-[8%] hidden size-14 text-amber-400/50 lg:block" />
      <Wind className="absolute top-64 right-[9%] hidden size-14 text-teal-500/40 lg:block" />
      <Zap className="absolute bottom-16 left-[14%] hidden size-10 text-emerald-500/40 lg:block" />
    </div>
  );
}
