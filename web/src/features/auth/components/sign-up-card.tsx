import { Briefcase, GraduationCap, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { BeneficiaryType, Role } from '@/gql/graphql';
import { PasswordInput } from '@/features/auth/components/password-input';
import { cn } from '@/lib/utils';

export const MIN_PASSWORD_LENGTH = 6;

const ROLES: readonly { value: Role; title: string; description: string; icon: LucideIcon }[] = [
  { value: 'beneficiary', title: 'Beneficiary', description: "I'm here to learn and grow my career", icon: GraduationCap },
  { value: 'partner', title: 'Partner', description: 'I provide training and resources', icon: Briefcase },
  { value: 'admin', title: 'Administrator', description: 'I manage the platform', icon: ShieldCheck },
];

const CATEGORIES: readonly { value: BeneficiaryType; label: string }[] = [
  { value: 'school', label: 'School Student' },
  { value: 'undergrad', label: 'Undergraduate' },
  { value: 'grad', label: 'Graduate' },
  { value: 'professional', label: 'Professional' },
  { value: 'executive', label: 'Executive' },
];

export interface SignUpValues {
  role: Role;
  beneficiaryType: BeneficiaryType | null;
  fullName: string;
  email: string;
  password: string;
}

/** The spec's validation (§5), in its order and with its messages; null when the values are fine. */
export function signUpProblem(values: { role: Role | null; beneficiaryType: BeneficiaryType | null; fullName: string; email: string; password: string }): string | null {
  if (!values.role) return 'Please select your role';
  if (values.role === 'beneficiary' && !values.beneficiaryType) return 'Please select your category';
  if (!values.fullName.trim() || !values.email.trim() || !values.password) return 'Please fill in all fields';
  if (values.password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}

/** Spec §2 /auth sign-up mode: 'Create your account', role tiles, category grid, name/email/password. */
export function SignUpCard({
  onSubmit,
  onSignIn,
  submitLabel,
}: {
  onSubmit: (values: SignUpValues) => void;
  onSignIn: () => void;
  /** The saving stage text while submitting, else null. */
  submitLabel: string | null;
}) {
  const [role, setRole] = useState<Role | null>(null);
  const [category, setCategory] = useState<BeneficiaryType | null>(null);
  const nameId = useId();
  const emailId = useId();
  const passwordId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      role,
      beneficiaryType: role === 'beneficiary' ? category : null,
      fullName: String(form.get('fullName') ?? ''),
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const problem = signUpProblem(values);
    if (problem) {
      toast.error(problem);
      return;
    }
    onSubmit({ ...values, role: values.role! });
  };

  return (
    <Card className="w-full max-w-2xl shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">Create your account</CardTitle>
        <CardDescription>Start building your career in the energy sector</CardDescription>
      </CardHeader>
      <form onSubmit={submit} className="contents">
        <CardContent className="space-y-6">
          <fieldset className="space-y-3">
            <legend className="mb-3 text-sm font-medium">Who are you?</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {ROLES.map((item) => (
                <button
                  key={item.value}
                  type="button"
                  aria-pressed={role === item.value}
                  onClick={() => setRole(item.value)}
                  className={cn(
                    'flex flex-col items-center gap-2 rounded-lg border p-4 text-center transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    role === item.value && 'border-primary bg-primary/5 ring-1 ring-primary',
                  )}
                >
                  <item.icon className="size-6 text-primary" aria-hidden />
                  <span className="font-semibold">{item.title}</span>
                  <span className="text-xs text-muted-foreground">{item.description}</span>
                </button>
              ))}
            </div>
          </fieldset>
          {role === 'beneficiary' && (
            <fieldset className="space-y-3">
              <legend className="mb-3 text-sm font-medium">Select your category</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {CATEGORIES.map((item) => (
                  <Button
                    key={item.value}
                    type="button"
                    variant={category === item.value ? 'default' : 'outline'}
                    aria-pressed={category === item.value}
                    onClick={() => setCategory(item.value)}
                  >
                    {item.label}
                  </Button>
                ))}
              </div>
            </fieldset>
          )}
          <div className="space-y-2">
            <Label htmlFor={nameId}>Full Name</Label>
            <Input id={nameId} name="fullName" autoComplete="name" placeholder="Your full name" required />
          </div>
          <div className="space-y-2">
            <Label htmlFor={emailId}>Email</Label>
            <Input id={emailId} name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
          </div>
          <div className="space-y-2">
            <Label htmlFor={passwordId}>Password</Label>
            <PasswordInput id={passwordId} name="password" autoComplete="new-password" required />
          </div>
        </CardContent>
        <CardFooter className="mt-6 flex-col gap-4">
          <Button type="submit" className="w-full" disabled={submitLabel !== null}>
            {submitLabel ?? 'Create Account'}
          </Button>
          <p className="text-sm text-muted-foreground">
            Already have an account?{' '}
            <Button type="button" variant="link" className="h-auto p-0" onClick={onSignIn}>
              Sign in
            </Button>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
