import { LoadError } from '@/components/load-error';
import { useCareerPaths } from '@/features/careers/api/get-career-paths';
import { useToggleCareerInterest } from '@/features/careers/api/toggle-career-interest';
import { CareerPathCard } from '@/features/careers/components/career-path-card';

/** The career path list of /careers; `onInterested` is the spec's optional completion callback. */
export function CareerPathList({ onInterested }: { onInterested?: () => void }) {
  const paths = useCareerPaths();
  const toggle = useToggleCareerInterest(onInterested);

  if (paths.isPending) return <p className="text-muted-foreground">Loading career paths...</p>;
  if (paths.isError) return <LoadError error={paths.error} onRetry={() => void paths.refetch()} />;
  if (paths.data.length === 0) return <p className="text-muted-foreground">No career paths available.</p>;

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {paths.data.map((path) => (
        <CareerPathCard
          key={path.id}
          path={path}
          toggling={toggle.isPending && toggle.variables.careerPathId === path.id}
          onToggle={() => toggle.mutate({ careerPathId: path.id, interested: path.interested })}
        />
      ))}
    </div>
  );
}
