/** The guided journey's room while it is not rendered yet (the signed-in shell, the dashboard's first pass). */
export function JourneyPlaceholder() {
  return <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-muted/50" />;
}
