import { Button } from '@/components/ui/button';
import { useEnroll } from '@/features/training/api/enroll';
import { useTrainingPrograms } from '@/features/training/api/get-training-programs';
import { ProgramCard } from '@/features/training/components/program-card';
import { errorMessage } from '@/lib/toast-error';

/** The training program list of /explore. */
export function ProgramList() {
  const programs = useTrainingPrograms();
  const enroll = useEnroll();

  if (programs.isPending) return <p className="text-muted-foreground">Loading training programs...</p>;
  if (programs.isError) {
    return (
      <div className="space-y-2" role="alert">
        <p className="text-destructive">{errorMessage(programs.error)}</p>
        <Button variant="outline" onClick={() => void programs.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
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
