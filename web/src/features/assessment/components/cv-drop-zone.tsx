import { FileText, Upload } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { CV_ACCEPT, formatFileSize } from '@/lib/cv-file-check';
import { cn } from '@/lib/utils';

/**
 * The CV picker (spec §2/§5): .pdf, .doc, .docx, .txt up to 10 MB, by click or drop; shows the chosen
 * file's name and size in MB. The owner checks and uploads the file.
 */
export function CvDropZone({
  id,
  inputRef,
  chosen,
  disabled,
  onFile,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  chosen: File | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div className="space-y-3">
      {/* Before its label, so the label (the visible control) shows the focus ring of this visually hidden input. */}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={CV_ACCEPT}
        className="peer sr-only"
        aria-label="Upload your CV"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
        // Chromium opens a file input's picker on Space only; a keyboard user expects Enter to as well.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || disabled) return;
          event.preventDefault();
          event.currentTarget.click();
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file && !disabled) onFile(file);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center text-sm text-muted-foreground transition-colors hover:border-primary hover:bg-accent/40',
          'peer-focus-visible:border-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          dragging && 'border-primary bg-accent/60',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Upload className="size-6" aria-hidden />
        </span>
        <span className="font-medium text-foreground">Click to upload or drag and drop your CV</span>
        <span>PDF, DOC, DOCX or TXT (max 10MB)</span>
      </label>
      {chosen ? (
        <p className="flex items-center gap-2 text-sm" data-testid="chosen-cv">
          <FileText className="size-4 text-primary" aria-hidden />
          <span className="truncate font-medium">{chosen.name}</span>
          <span className="shrink-0 text-muted-foreground">({formatFileSize(chosen.size)})</span>
        </p>
      ) : null}
    </div>
  );
}
