import { useEffect, useRef } from 'react';
import { FilteredCount } from '@/components/list-filters';
import { LoadError } from '@/components/load-error';
import { useCareerPaths } from '@/features/careers/api/get-career-paths';
import { useToggleCareerInterest } from '@/features/careers/api/toggle-career-interest';
import { CareerPathCard, type CareerPathCardPath } from '@/features/careers/components/career-path-card';
import { CareerPathFilters } from '@/features/careers/components/career-path-filters';
import { filterCareerPaths, sectorsOf, useCareerFilters } from '@/features/careers/hooks/use-career-filters';

/**
 * The career path list of /careers, with a search field and sector, interest and sort menus; `onInterested` is the
 * spec's optional completion callback; `filtersInAddress` false where it is one step of a page (see useListFilters).
 */
export function CareerPathList({ onInterested, filtersInAddress = true }: { onInterested?: () => void; filtersInAddress?: boolean }) {
  const paths = useCareerPaths();

  if (paths.isPending) return <p className="text-muted-foreground">Loading career paths...</p>;
  if (paths.isError) return <LoadError error={paths.error} onRetry={() => void paths.refetch()} />;
  if (paths.data.length === 0) return <p className="text-muted-foreground">No career paths available.</p>;
  return <FilteredCareerPaths paths={paths.data} onInterested={onInterested} filtersInAddress={filtersInAddress} />;
}

function FilteredCareerPaths({ paths, onInterested, filtersInAddress }: { paths: CareerPathCardPath[]; onInterested?: () => void; filtersInAddress: boolean }) {
  const toggle = useToggleCareerInterest(onInterested);
  const sectors = sectorsOf(paths);
  const { filters, update, clear } = useCareerFilters(sectors, filtersInAddress);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // A path un-marked while only Interested ones show leaves the list once saved, taking the focus on its toggle with
  // it: the focus then goes to the next path's toggle (the previous one's at the end, the search field when none is
  // left), unless it is already elsewhere. A save that failed leaves the path, and nothing to do.
  const leaving = useRef<{ id: string; next?: string } | null>(null);
  const shown = filterCareerPaths(paths, filters);
  // Paths marked Interested before (an earlier visit, another tab) report the step complete too, as a new mark does:
  // onboarding's Next would otherwise wait for a mark the person has already made.
  const anyInterested = paths.some((path) => path.interested);
  useEffect(() => {
    if (anyInterested) onInterested?.();
  }, [anyInterested, onInterested]);
  useEffect(() => {
    const gone = leaving.current;
    if (!gone) return;
    const stays = shown.some((path) => path.id === gone.id);
    if (stays && toggle.isError) leaving.current = null;
    if (stays) return;
    leaving.current = null;
    const focus = document.activeElement;
    if (focus && focus !== document.body && focus.isConnected) return;
    const next = gone.next ? listRef.current?.querySelector<HTMLElement>(`[data-path-id="${gone.next}"] button[aria-pressed]`) : null;
    (next ?? searchRef.current)?.focus();
  });

  return (
    <div className="space-y-4">
      <CareerPathFilters filters={filters} sectors={sectors} searchRef={searchRef} onChange={update} />
      <FilteredCount shown={shown.length} total={paths.length} noun={['career path', 'career paths']} emptyText={filters.interestedOnly && !paths.some((path) => path.interested) ? 'No career path is marked Interested yet.' : 'No career paths match your search.'} onClear={clear} focusAfterClear={searchRef} />
      <div ref={listRef} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((path, i) => (
          <CareerPathCard
            key={path.id}
            path={path}
            toggling={toggle.isPending && toggle.variables.careerPathId === path.id}
            onToggle={() => {
              if (filters.interestedOnly && path.interested) leaving.current = { id: path.id, next: (shown[i + 1] ?? shown[i - 1])?.id };
              toggle.mutate({ careerPathId: path.id, interested: path.interested });
            }}
          />
        ))}
      </div>
    </div>
  );
}
