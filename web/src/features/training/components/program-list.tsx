import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { useEnroll } from '@/features/training/api/enroll';
import { useTrainingPrograms } from '@/features/training/api/get-training-programs';
import { ProgramCard } from '@/features/training/components/program-card';
import { ProgramFilters } from '@/features/training/components/program-filters';
import { filterChoices, filterPrograms, useProgramFilters } from '@/features/training/hooks/use-program-filters';

/** The training program list of /explore, with a search field and level, format and sort menus above it. */
export function ProgramList() {
  const programs = useTrainingPrograms();
  const enroll = useEnroll();
  const { filters: asked, update, clear } = useProgramFilters();

  if (programs.isPending) return <p className="text-muted-foreground">Loading training programs...</p>;
  if (programs.isError) return <LoadError error={programs.error} onRetry={() => void programs.refetch()} />;
  if (programs.data.length === 0) return <p className="text-muted-foreground">No training programs available.</p>;

  const { levels, formats } = filterChoices(programs.data);
  // A level or format the catalogue does not hold (an old link) filters nothing, as the menu shows.
  const filters = { ...asked, level: levels.includes(asked.level) ? asked.level : '', format: formats.includes(asked.format) ? asked.format : '' };
  const shown = filterPrograms(programs.data, filters);
  const narrowed = shown.length < programs.data.length;

  return (
    <div className="space-y-4">
      <ProgramFilters filters={filters} levels={levels} formats={formats} onChange={update} />
      <p role="status" className="text-sm text-muted-foreground">
        {narrowed ? `Showing ${shown.length} of ${programs.data.length} programs` : `${programs.data.length} programs`}
      </p>
      {shown.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed p-6 text-center">
          <p className="text-muted-foreground">No training programs match your search.</p>
          <Button variant="outline" onClick={clear}>
            Clear filters
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((program) => (
            <ProgramCard
              key={program.id}
              program={program}
              enrolling={enroll.isPending && enroll.variables.programId === program.id}
              onEnroll={() => enroll.mutate({ programId: program.id, externalProgramId: program.externalId })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
