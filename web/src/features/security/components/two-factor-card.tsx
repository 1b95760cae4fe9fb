import { Check, Copy, Download, KeyRound, Mail, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTwoFactorStatus } from '@/features/security/api/get-two-factor-status';
import { QrCode } from '@/features/security/components/qr-code';
import { useCopy } from '@/features/security/hooks/use-copy';
import { CODE_PATTERN, useTwoFactorSetup } from '@/features/security/hooks/use-two-factor-setup';
import { errorMessage } from '@/lib/toast-error';

/** The secret in groups of four, easier to type into an app by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Two-factor authentication (TOTP) on /profile: status, set up with a QR code or the secret, recovery codes, turn off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const { copied, copy } = useCopy();
  const enabled = status.data?.mfaEnabled ?? false;
  const { step } = setup;

  let body: ReactNode;
  if (status.isPending) {
    body = <p className="text-sm text-muted-foreground">Loading...</p>;
  } else if (!status.data) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(status.error)}
      </p>
    );
  } else if (step.kind === 'enrolling') {
    body = (
      <div className="space-y-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <QrCode value={step.otpauthUrl} label="QR code for your authenticator app" className="shrink-0 self-center sm:self-start" />
          <ol className="min-w-0 flex-1 list-decimal space-y-4 pl-5 text-sm">
            <li>
              Scan the QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).
            </li>
            <li className="space-y-2">
              <p>Can&apos;t scan it? Enter this setup key in the app instead (time-based, 6 digits):</p>
              <div className="flex flex-wrap items-center gap-2">
                <code data-testid="totp-secret" data-secret={step.secret} className="rounded-md border bg-muted/50 px-2.5 py-1.5 font-mono text-sm select-all">
                  {groupSecret(step.secret)}
                </code>
                <Button type="button" variant="outline" size="sm" onClick={() => copy('secret', step.secret, 'Setup key copied')}>
                  {copied === 'secret' ? <Check aria-hidden /> : <Copy aria-hidden />}
                  Copy key
                </Button>
              </div>
            </li>
            <li>Enter your password and the 6-digit code the app shows to finish.</li>
          </ol>
        </div>
        <CodeForm
          label="Authentication code"
          submitLabel="Verify and turn on"
          busy={setup.busy}
          digitsOnly
          askPassword
          onSubmit={setup.confirm}
          onCancel={setup.cancel}
        />
      </div>
    );
  } else if (step.kind === 'recovery-codes') {
    const text = step.codes.join('\n');
    body = (
      <div className="space-y-4">
        <div className="rounded-lg border border-highlight/40 bg-highlight/10 p-4 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <KeyRound className="size-4" aria-hidden />
            Save your recovery codes
          </p>
          <p className="mt-1 text-muted-foreground">
            If you lose your phone, each code signs you in once instead of an authenticator code. Keep them somewhere safe: they will not be shown again.
          </p>
        </div>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm sm:grid-cols-5">
          {step.codes.map((code) => (
            <li key={code} className="text-center tracking-wider">
              {code}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => copy('codes', text, 'Recovery codes copied')}>
            {copied === 'codes' ? <Check aria-hidden /> : <Copy aria-hidden />}
            Copy codes
          </Button>
          <Button type="button" variant="outline" onClick={() => downloadText('recovery-codes.txt', `${text}\n`)}>
            <Download aria-hidden />
            Download
          </Button>
          <Button type="button" onClick={setup.cancel}>
            I&apos;ve saved my codes
          </Button>
        </div>
      </div>
    );
  } else if (step.kind === 'disabling' && enabled) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Enter a code from your authenticator app, or one of your recovery codes, to turn two-factor authentication off.
        </p>
        <CodeForm
          label="Authentication or recovery code"
          submitLabel="Turn off"
          destructive
          busy={setup.busy}
          onSubmit={setup.turnOff}
          onCancel={setup.cancel}
        />
      </div>
    );
  } else if (enabled) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="flex items-center gap-2 text-sm">
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden />
          Signing in asks for a code from your authenticator app after your password.
        </p>
        <Button type="button" variant="outline" onClick={setup.askToTurnOff}>
          <ShieldOff aria-hidden />
          Turn off
        </Button>
      </div>
    );
  } else if (status.data.emailConfirmed === false) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Before you set it up, confirm that <span className="font-medium text-foreground">{status.data.email}</span> is yours: we email you a link,
          you choose your password there (it can be the one you use now), then come back here. If that address is not yours
          or cannot receive mail, ask the platform&apos;s administrators for help.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant={setup.proofSent ? 'outline' : 'default'} disabled={setup.busy} onClick={setup.sendProof}>
            <Mail aria-hidden />
            {setup.busy ? 'Please wait' : setup.proofSent ? 'Send it again' : 'Email me the link'}
          </Button>
          <p role="status" className="text-sm">
            {setup.proofSent ? 'Sent. Check your inbox: the link works once, for one hour.' : ''}
          </p>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground">
          Add a second step to signing in: a 6-digit code from an authenticator app on your phone.
        </p>
        <Button type="button" disabled={setup.busy} onClick={setup.start}>
          <ShieldCheck aria-hidden />
          {setup.busy ? 'Please wait' : 'Set up'}
        </Button>
      </div>
    );
  }

  return (
    <Card aria-labelledby="two-factor-title" role="region">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="two-factor-title">Two-factor authentication</CardTitle>
          {status.data ? (
            <Badge variant={enabled ? 'default' : 'outline'} data-testid="two-factor-status">
              {enabled ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </div>
        <CardDescription>Protect your account with a code from an authenticator app when you sign in</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function CodeForm({
  label,
  submitLabel,
  busy,
  digitsOnly = false,
  destructive = false,
  askPassword = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  digitsOnly?: boolean;
  destructive?: boolean;
  /** Asks for the current password too (turning two-factor sign-in on): a session alone must not do it. */
  askPassword?: boolean;
  onSubmit: (code: string, currentPassword: string | null) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const passwordId = useId();
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').replace(/\s/g, '');
    const ok = digitsOnly ? CODE_PATTERN.test(code) : code.length >= 6;
    setInvalid(!ok);
    if (ok) onSubmit(code, String(form.get('currentPassword') ?? '') || null);
  };
  return (
    <form onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && !busy && onCancel()} className="space-y-2" noValidate>
      {askPassword ? (
        <div className="space-y-2 pb-2">
          <Label htmlFor={passwordId}>Your password</Label>
          <Input id={passwordId} name="currentPassword" type="password" autoComplete="current-password" autoFocus className="w-72 max-w-full" />
          <p className="text-xs text-muted-foreground">Not needed if you sign in only with LinkedIn: then a sign-in from the last 15 minutes is asked instead.</p>
        </div>
      ) : null}
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          name="code"
          autoFocus={!askPassword}
          autoComplete="one-time-code"
          inputMode={digitsOnly ? 'numeric' : 'text'}
          maxLength={digitsOnly ? 7 : 20}
          placeholder={digitsOnly ? '123456' : '123456 or abcde-12345'}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="w-48 font-mono tracking-widest"
        />
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
          {busy ? 'Please wait' : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {digitsOnly ? 'Enter the 6-digit code from your app' : 'Enter a 6-digit code or a recovery code'}
        </p>
      ) : null}
    </form>
  );
}

function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
