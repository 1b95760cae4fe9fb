import { isRouteErrorResponse, useRouteError } from 'react-router';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Router fallback (spec §8): a fixed title with the error's status or message below it. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-3 bg-background p-6 text-center">
      <h2 className="text-2xl font-bold tracking-tight">Unexpected Application Error!</h2>
      <h3 className="max-w-xl font-mono text-sm break-words text-destructive">{describeError(error)}</h3>
      {/* A plain anchor reloads the app, which also recovers from a failed code-split download. */}
      <a href="/" className="mt-4 text-sm font-medium text-primary underline-offset-4 hover:underline">
        Return to Home
      </a>
    </main>
  );
}
