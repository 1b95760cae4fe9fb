import { FileText, Upload } from 'lucide-react';
import { useId, type ChangeEvent, type RefObject } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type CardTitleLevel } from '@/components/ui/card';
import { CV_ACCEPT, formatFileSize } from '@/lib/cv-file-check';
import { useCvUpload } from '@/features/profile/hooks/use-cv-upload';

/** 'Upload Your CV': a file picker for .pdf, .doc, .docx, .txt up to 10 MB, showing the chosen file's name and size. */
export function CvUploadCard({ onUploaded, onUploadingChange, titleAs }: { onUploaded?: () => void; onUploadingChange?: (uploading: boolean) => void; titleAs?: CardTitleLevel }) {
  const { inputRef, chosen, onChange, isUploading } = useCvUpload({ onUploaded });

  return (
    <CvUploadCardView
      inputRef={inputRef}
      chosen={chosen}
      disabled={isUploading}
      titleAs={titleAs}
      onChange={async (event) => {
        onUploadingChange?.(true);
        try {
          await onChange(event);
        } finally {
          onUploadingChange?.(false);
        }
      }}
    />
  );
}

/** The card itself; its owner checks and uploads the chosen file (the profile upload or the assessment flow). */
export function CvUploadCardView({
  inputRef,
  chosen,
  disabled,
  onChange,
  titleAs,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  chosen: File | null;
  disabled?: boolean;
  /** The level of the card's title where it sits (default h2). */
  titleAs?: CardTitleLevel;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void | Promise<void>;
}) {
  const id = `professional-background-cv-${useId()}`;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as={titleAs} className="flex items-center gap-2">
          <Upload className="size-5 text-primary" aria-hidden />
          Upload Your CV
        </CardTitle>
        <CardDescription>PDF, DOC, DOCX or TXT (max 10MB)</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <label
          htmlFor={id}
          className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm text-muted-foreground transition-colors hover:border-primary hover:bg-accent/40 has-[+input:focus-visible]:border-primary has-[+input:focus-visible]:outline-2 has-[+input:focus-visible]:outline-offset-2 has-[+input:focus-visible]:outline-ring"
        >
          <FileText className="size-8" aria-hidden />
          <span className="font-medium text-foreground">Choose a file</span>
          <span>.pdf, .doc, .docx, .txt (max 10MB)</span>
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={CV_ACCEPT}
          className="sr-only"
          aria-label="Upload Your CV"
          disabled={disabled}
          onChange={(event) => void onChange(event)}
        />
        {chosen ? (
          <p className="text-sm" data-testid="chosen-cv">
            <span className="font-medium break-all">{chosen.name}</span> <span className="text-muted-foreground">({formatFileSize(chosen.size)})</span>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
