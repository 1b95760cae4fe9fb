import { useRef } from 'react';
import { FilteredCount } from '@/components/list-filters';
import { LoadError } from '@/components/load-error';
import { useEnroll } from '@/features/training/api/enroll';
import { useTrainingPrograms } from '@/features/training/api/get-training-programs';
import { ProgramCard, type ProgramCardProgram } from '@/features/training/components/program-card';
import { ProgramFilters } from '@/features/training/components/program-filters';
import { filterChoices, filterPrograms, useProgramFilters } from '@/features/training/hooks/use-program-filters';

/**
 * The training program list of /explore, with a search field and level, format and sort menus above it;
 * `filtersInAddress` false where it is one step of a page (see useListFilters).
 */
export function ProgramList({ filtersInAddress = true }: { filtersInAddress?: boolean }) {
  const programs = useTrainingPrograms();

  if (programs.isPending) return <p className="text-muted-foreground">Loading training programs...</p>;
  if (programs.isError) return <LoadError error={programs.error} onRetry={() => void programs.refetch()} />;
  if (programs.data.length === 0) return <p className="text-muted-foreground">No training programs available.</p>;
  return <FilteredPrograms programs={programs.data} filtersInAddress={filtersInAddress} />;
}

function FilteredPrograms({ programs, filtersInAddress }: { programs: ProgramCardProgram[]; filtersInAddress: boolean }) {
  const enroll = useEnroll();
  const choices = filterChoices(programs);
  const { filters, update, clear } = useProgramFilters(choices, filtersInAddress);
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = filterPrograms(programs, filters);

  return (
    <div className="space-y-4">
      <ProgramFilters filters={filters} levels={choices.levels} searchRef={searchRef} formats={choices.formats} onChange={update} />
      <FilteredCount shown={shown.length} total={programs.length} noun={['program', 'programs']} emptyText="No training programs match your search." onClear={clear} focusAfterClear={searchRef} />
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
    </div>
  );
}
