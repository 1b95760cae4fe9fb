import { LockOpen, ShieldOff } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useClearSignInLocks, useRemoveSecondFactor } from '@/features/admin/api/account-support';
import { toastError } from '@/lib/toast-error';

/**
 * Help for a person who cannot sign in: lift the sign-in locks of their account, or turn off a second factor they can
 * no longer give (lost authenticator and recovery codes). Both act on the address typed, so the admin checks who is
 * asking by other means first; turning a factor off needs the admin's own sign-in from the last 15 minutes.
 */
export function AccountSupportPanel() {
  const emailId = useId();
  const confirmId = useId();
  /** Where focus goes back when the question closes (its buttons leave with it). */
  const trigger = useRef<HTMLButtonElement>(null);
  const [email, setEmail] = useState('');
  /** The address a factor is about to be turned off for, asked to confirm in the panel (not a browser dialog). */
  const [confirming, setConfirming] = useState<string | null>(null);
  const clearLocks = useClearSignInLocks();
  const removeFactor = useRemoveSecondFactor();
  const busy = clearLocks.isPending || removeFactor.isPending;
  const address = email.trim();

  const onClearLocks = (event: FormEvent) => {
    event.preventDefault();
    if (!address || busy) return;
    clearLocks.mutate(address, {
      onSuccess: (cleared) => toast.success(cleared > 0 ? 'Sign-in locks cleared' : 'No sign-in locks to clear', { description: address }),
      onError: toastError,
    });
  };
  const closeQuestion = () => {
    setConfirming(null);
    trigger.current?.focus();
  };
  const onRemoveFactor = (target: string) => {
    closeQuestion();
    removeFactor.mutate(target, {
      onSuccess: (removed) => toast.success(removed ? 'Two-factor sign-in turned off' : 'No two-factor sign-in found for this address', { description: target }),
      onError: toastError,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account support</CardTitle>
        <CardDescription>For a person who cannot sign in. Check who is asking before you act on their account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" onSubmit={onClearLocks}>
          <div className="min-w-56 flex-1 space-y-2">
            <Label htmlFor={emailId}>Account email</Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setConfirming(null);
              }}
              placeholder="person@example.com"
            />
          </div>
          <Button type="submit" variant="outline" disabled={!address || busy}>
            <LockOpen aria-hidden /> Clear sign-in locks
          </Button>
          <Button
            ref={trigger}
            type="button"
            variant="destructive"
            disabled={!address || busy}
            aria-expanded={confirming !== null}
            aria-controls={confirming ? confirmId : undefined}
            onClick={() => setConfirming(address)}
          >
            <ShieldOff aria-hidden /> Turn off two-factor sign-in
          </Button>
        </form>
        {confirming ? (
          <div id={confirmId} role="group" aria-label="Confirm turning off two-factor sign-in" className="mt-4 space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
            <p>
              Turn off two-factor sign-in for <span className="font-medium break-all">{confirming}</span>? They will sign in with their password alone until they set
              it up again, and their recovery codes stop working.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="destructive" disabled={busy} onClick={() => onRemoveFactor(confirming)}>
                Yes, turn it off
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={closeQuestion}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
