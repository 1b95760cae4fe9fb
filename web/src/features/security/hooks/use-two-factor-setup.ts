import { useState } from 'react';
import { toast } from 'sonner';
import { useActivateTotp } from '@/features/security/api/activate-totp';
import { useDisableTotp } from '@/features/security/api/disable-totp';
import { useEnrollTotp } from '@/features/security/api/enroll-totp';
import { useRequestEmailProof } from '@/features/security/api/request-email-proof';
import { toastError } from '@/lib/toast-error';

export type TwoFactorStep =
  | { kind: 'idle' }
  | { kind: 'enrolling'; secret: string; otpauthUrl: string }
  | { kind: 'recovery-codes'; codes: string[] }
  | { kind: 'disabling' };

export const CODE_PATTERN = /^\d{6}$/;

/**
 * The two-factor card's steps: Set up → scan / type the secret → confirm a code → recovery codes
 * (shown once); or Turn off → confirm with a code. An unproven address first asks for the mailed link that proves it
 * (`proofSent` once it is on its way). Server errors appear as the shared error toast.
 */
export function useTwoFactorSetup() {
  const [step, setStep] = useState<TwoFactorStep>({ kind: 'idle' });
  const enroll = useEnrollTotp();
  const activate = useActivateTotp();
  const disable = useDisableTotp();
  const proof = useRequestEmailProof();

  const start = () =>
    enroll.mutateAsync().then((enrollment) => setStep({ kind: 'enrolling', ...enrollment }), toastError);

  const confirm = (code: string, currentPassword: string | null) =>
    // No toast: the card itself says so (status On, the recovery codes), and on a phone a toast would cover them.
    activate.mutateAsync({ code: code.replace(/\s/g, ''), currentPassword }).then((codes) => setStep({ kind: 'recovery-codes', codes }), toastError);

  const turnOff = (code: string) =>
    disable.mutateAsync(code.trim()).then(() => {
      setStep({ kind: 'idle' });
      toast.success('Two-factor authentication is off');
    }, toastError);

  const sendProof = () => proof.mutateAsync().then(() => undefined, toastError);

  return {
    step,
    sendProof,
    proofSent: proof.isSuccess,
    start,
    confirm,
    turnOff,
    askToTurnOff: () => setStep({ kind: 'disabling' }),
    cancel: () => setStep({ kind: 'idle' }),
    busy: enroll.isPending || activate.isPending || disable.isPending || proof.isPending,
  };
}
