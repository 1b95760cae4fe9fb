import { Download, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteAccount } from '@/features/privacy/api/delete-account';
import { useRequestDataExport } from '@/features/privacy/api/request-data-export';
import { errorMessage, toastError } from '@/lib/toast-error';

/**
 * Why the export link did not download, as the gateway sends a browser back (`/profile?dataExport=…`): it names the
 * problem with a word, and the page says it.
 */
export const DATA_EXPORT_PROBLEMS: Record<string, string> = {
  expired: 'This download link has expired. Please request your data again.',
  busy: 'Too many data exports are being prepared right now. Please try again in a minute.',
  failed: 'Your data could not be exported. Please try again.',
};

/** Says, once, the problem the gateway named when it sent the browser back from the export link. */
function useDataExportProblem() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const problem = params.get('dataExport');
    if (problem === null) return;
    const message = Object.hasOwn(DATA_EXPORT_PROBLEMS, problem) ? DATA_EXPORT_PROBLEMS[problem] : undefined;
    if (message) toastError(new Error(message));
    params.delete('dataExport');
    setParams(params, { replace: true });
  }, [params, setParams]);
}

/**
 * "Your data" on /profile: download everything we hold (a ZIP), or delete the account after re-entering the
 * password and, with two-factor sign-in on, a code. `onDeleted` (from app/) ends the session in this browser.
 */
export function PrivacyCard({ onDeleted }: { onDeleted: () => void }) {
  const dataExport = useRequestDataExport();
  useDataExportProblem();
  const deletion = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const passwordId = useId();
  const codeId = useId();
  const errorId = useId();
  const deleteButton = useRef<HTMLButtonElement>(null);

  const download = () =>
    dataExport.mutate(undefined, {
      // A same-origin link with a signed token: the browser downloads the ZIP itself (or comes back here, told why not).
      onSuccess: ({ url }) => window.location.assign(url),
      onError: toastError,
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const code = String(form.get('code') ?? '').replace(/\s/g, '');
    deletion.mutate({ password: password || null, code: code || null }, { onSuccess: onDeleted });
  };

  const cancel = () => {
    setConfirming(false);
    deletion.reset();
    // Focus goes back to the button that opened the form.
    requestAnimationFrame(() => deleteButton.current?.focus());
  };

  return (
    <Card aria-labelledby="privacy-title" role="region">
      <CardHeader>
        <CardTitle id="privacy-title">Your data</CardTitle>
        <CardDescription>Download everything we hold about you, or delete your account</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-muted-foreground">A ZIP file with your account, profile, skills, assessments, enrolments, badges, activity and CV files.</p>
          <Button type="button" variant="outline" disabled={dataExport.isPending} onClick={download}>
            <Download aria-hidden />
            {dataExport.isPending ? 'Please wait' : 'Download my data'}
          </Button>
        </div>
        {confirming ? (
          <form
            onSubmit={submit}
            // Escape cancels, as Cancel does (and gives the focus back to 'Delete my account').
            onKeyDown={(event) => event.key === 'Escape' && !deletion.isPending && cancel()}
            className="space-y-4 rounded-lg border border-destructive/40 p-4"
            aria-describedby={deletion.error ? errorId : undefined}
          >
            <p className="text-sm">
              Deleting your account removes your profile, CV files, skills, assessments, enrolments, badges and activity for good. This cannot be undone.
            </p>
            <div className="space-y-2">
              <Label htmlFor={passwordId}>Password</Label>
              <Input id={passwordId} name="password" type="password" autoComplete="current-password" autoFocus aria-describedby={`${passwordId}-hint`} />
              <p id={`${passwordId}-hint`} className="text-xs text-muted-foreground">
                Not needed if you sign in only with LinkedIn: then a sign-in from the last 15 minutes is asked instead.
              </p>
            </div>
            <div className="space-y-2">
              <Label htmlFor={codeId}>Authentication or recovery code (only with two-factor sign-in)</Label>
              <Input id={codeId} name="code" autoComplete="one-time-code" maxLength={20} />
            </div>
            {deletion.error ? (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {errorMessage(deletion.error)}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={deletion.isPending}>
                {deletion.isPending ? 'Please wait' : 'Delete my account for good'}
              </Button>
              <Button type="button" variant="outline" onClick={cancel}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-muted-foreground">Your account and everything it holds are erased from every part of the platform.</p>
            <Button ref={deleteButton} type="button" variant="destructive" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              Delete my account
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
