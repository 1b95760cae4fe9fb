import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { CvDropZone } from '@/features/assessment/components/cv-drop-zone';
import { stageMessage, type CvAssessment } from '@/features/assessment/hooks/use-cv-assessment';

/**
 * The CV upload component in assessment mode: pick or drop a CV; while the AI works, an overlay with the
 * spec's loading text ('AI is extracting skills from your CV...', then 'AI is running your career assessment...').
 */
export function CvUpload({ flow }: { flow: CvAssessment }) {
  const id = useId();
  const message = stageMessage(flow.stage);
  return (
    <div className="relative" data-mode="assessment">
      <CvDropZone id={`cv-${id}`} inputRef={flow.inputRef} chosen={flow.chosen} disabled={flow.busy} onFile={(file) => void flow.start(file)} />
      {message ? <ProcessingOverlay message={message} /> : null}
    </div>
  );
}

export function ProcessingOverlay({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 rounded-xl bg-background/85 px-4 text-center backdrop-blur-sm">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
      <p className="font-medium">{message}</p>
    </div>
  );
}
