import { AppFrame } from '@/app/layouts/app-frame';
import { PagePlaceholder } from '@/components/page-placeholder';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { JourneyPlaceholder } from '@/features/journey/components/journey-placeholder';

/** The user menu's room (the avatar button of user-menu.tsx): a placeholder circle, no initials. */
function UserMenuPlaceholder() {
  return (
    <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full">
      <span className="size-8 animate-pulse rounded-full bg-muted ring-2 ring-primary/20" />
    </span>
  );
}

/** Read out instead of the placeholders (main is aria-busy meanwhile). */
function LoadingStatus() {
  return (
    <div role="status" className="sr-only">
      Loading
    </div>
  );
}

/**
 * A signed-in page's first paint, rendered at build time into its route HTML (web/src/prerender.tsx,
 * dist/routes/<page>.html): the signed-in layout's frame with a placeholder for the user menu and, for /dashboard,
 * its heading and the overview as it stands before its figures arrive (titles, dashes, placeholders). Nothing in it
 * depends on who is signed in, or whether anyone is: the app replaces it once the session is known (main.tsx mounts
 * then), with the page itself, or by sending the visitor to /auth or /onboarding.
 */
export function SignedInShell({ path }: { path: string }) {
  return (
    <AppFrame busy userMenu={<UserMenuPlaceholder />}>
      <LoadingStatus />
      {path === '/dashboard' ? (
        <div className="space-y-8">
          <PagePlaceholder eyebrow="Dashboard" title="Welcome back!" />
          <DashboardOverview />
          <JourneyPlaceholder />
        </div>
      ) : (
        <div aria-hidden="true" className="space-y-4">
          <div className="h-8 w-1/2 max-w-xs animate-pulse rounded bg-muted sm:h-9" />
          <div className="h-40 animate-pulse rounded-xl bg-muted/50" />
        </div>
      )}
    </AppFrame>
  );
}
