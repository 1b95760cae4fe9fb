import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/toast-error';

/** A list that failed to load: the error's message (spec §8) and a Try Again button that loads it again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="space-y-2" role="alert">
      <p className="text-destructive">{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
