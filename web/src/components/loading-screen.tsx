/** The full-page loading screen (spec §2: it reads 'Loading'). */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-svh items-center justify-center text-muted-foreground">
      Loading
    </div>
  );
}
