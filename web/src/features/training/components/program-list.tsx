import { LoadError } from '@/components/load-error';
import { useEnroll } from '@/features/training/api/enroll';
import { useTrainingPrograms } from '@/features/training/api/get-training-programs';
import { ProgramCard } from '@/features/training/components/program-card';

/** The training program list of /explore. */
export function ProgramList() {
  const programs = useTrainingPrograms();
  const enroll = useEnroll();

  if (programs.isPending) return <p className="text-muted-foreground">Loading training programs...</p>;
  if (programs.isError) return <LoadError error={programs.error} onRetry={() => void programs.refetch()} />;
  if (programs.data.length === 0) return <p className="text-muted-foreground">No training programs available.</p>;

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {programs.data.map((program) => (
        <ProgramCard
          key={program.id}
          program={program}
          enrolling={enroll.isPending && enroll.variables.programId === program.id}
          onEnroll={() => enroll.mutate({ programId: program.id, externalProgramId: program.externalId })}
        />
      ))}
    </div>
  );
}
