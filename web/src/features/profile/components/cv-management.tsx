import { useEffect, useRef, useState, type RefObject } from 'react';
import { CircleCheck, Download, FileText, Trash } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteCv } from '@/features/profile/api/delete-cv';
import type { MyProfile } from '@/features/profile/api/get-my-profile';
import { downloadCv } from '@/features/profile/api/upload-cv';
import { CV_ACCEPT, formatFileSize } from '@/lib/cv-file-check';
import { toastError } from '@/lib/toast-error';

/**
 * What sends a chosen CV and follows it to its analysis (composed in app/: the assessment feature's CV flow, which
 * checks the file, uploads it and tells the analysis's outcome, as onboarding does).
 */
export interface CvUploadFlow {
  inputRef: RefObject<HTMLInputElement | null>;
  chosen: File | null;
  /** Uploading, or the upload's analysis under way. */
  busy: boolean;
  /** Where the run is, in words ('AI is extracting skills from your CV...'), while busy. */
  status: string | null;
  start: (file: File) => void;
}

/** CV management on /profile: upload (or replace), and 'Current CV uploaded' when a file path exists. */
export function CvManagement({ profile, upload }: { profile: MyProfile; upload: CvUploadFlow }) {
  const { inputRef, chosen, busy } = upload;
  const remove = useDeleteCv();
  const fileName = profile.cvFileName ?? 'CV';
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    setConfirming(false);
    // After the render that brings the Remove button back.
    requestAnimationFrame(() => removeButton.current?.focus());
  };
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
  }, [confirming]);
  // A new CV uploaded meanwhile is not the one the question was about.
  useEffect(() => setConfirming(false), [profile.cvFilePath]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>CV Management</CardTitle>
        <CardDescription>Upload your CV to extract skills and get career recommendations</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {profile.cvFilePath ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 p-3" data-testid="current-cv">
            <CircleCheck className="size-5 text-primary" aria-hidden />
            {/* At least 10rem, so on a phone the buttons wrap below the text instead of squeezing it to a letter. */}
            <div className="min-w-40 flex-1">
              <p className="font-medium">Current CV uploaded</p>
              <p className="truncate text-sm text-muted-foreground">
                {fileName}
                {profile.cvSizeBytes ? ` (${formatFileSize(profile.cvSizeBytes)})` : ''}
              </p>
            </div>
            {confirming ? (
              // Removing deletes the stored file: asked once, in place; Escape or Cancel goes back to the Remove button.
              <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Remove your CV?" onKeyDown={(event) => event.key === 'Escape' && cancel()}>
                <span className="text-sm font-medium">Remove your CV?</span>
                <Button
                  type="button"
                  variant="destructive"
                  size="sm"
                  // aria-disabled while removing: a failed removal leaves the focus here, not on the page.
                  aria-disabled={remove.isPending || undefined}
                  className="aria-disabled:opacity-50"
                  onClick={() =>
                    !remove.isPending &&
                    remove.mutateAsync().then(() => {
                      setConfirming(false);
                      toast.success('Profile Updated', { description: 'Your profile has been updated successfully.' });
                      // The row and its buttons are gone: the keyboard focus goes to the upload field, not the page.
                      inputRef.current?.focus();
                    }, toastError)
                  }
                >
                  <Trash aria-hidden />
                  Remove CV
                </Button>
                <Button ref={cancelButton} type="button" variant="outline" size="sm" onClick={cancel}>
                  Cancel
                </Button>
              </div>
            ) : (
              <div className="flex gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => downloadCv(fileName).catch(toastError)}>
                  <Download aria-hidden />
                  Download
                </Button>
                {/* Not while a new CV is sent and analysed (its field is disabled then, and the focus could not go there after). */}
                <Button
                  ref={removeButton}
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-disabled={busy || undefined}
                  className="aria-disabled:opacity-50"
                  onClick={() => !busy && setConfirming(true)}
                >
                  <Trash aria-hidden />
                  Remove
                </Button>
              </div>
            )}
          </div>
        ) : null}
        <div className="space-y-2">
          <label htmlFor="profile-cv" className="flex items-center gap-2 text-sm font-medium">
            <FileText className="size-4" aria-hidden />
            {profile.cvFilePath ? 'Replace CV' : 'Upload CV'} (PDF, DOC, DOCX, TXT, max 10MB)
          </label>
          <input
            ref={inputRef}
            id="profile-cv"
            type="file"
            accept={CV_ACCEPT}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.start(file);
            }}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-foreground hover:file:bg-primary-hover"
          />
          {chosen ? (
            <p className="text-sm text-muted-foreground">
              <span className="break-all">{chosen.name}</span> ({formatFileSize(chosen.size)})
            </p>
          ) : null}
          {/* The run's step while it lasts; its outcome (skills extracted, or why not) is a toast, as at onboarding. */}
          <p role="status" className="text-sm font-medium text-primary empty:hidden">
            {busy ? upload.status : null}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
