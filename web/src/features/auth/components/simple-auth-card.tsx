import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/features/auth/components/password-input';

/** One-field cards of the /auth screen: two-factor code, forgot password, new password. */
export function SimpleAuthCard({
  title,
  description,
  label,
  field,
  submitLabel,
  isSubmitting,
  onSubmit,
  footer,
}: {
  title: string;
  description: string;
  label: string;
  field: 'code' | 'email' | 'new-password';
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (value: string) => void;
  footer?: ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('value') ?? '').trim());
  };
  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <form onSubmit={submit} className="contents">
        <CardContent className="space-y-2">
          <Label htmlFor={id}>{label}</Label>
          {field === 'new-password' ? (
            <PasswordInput id={id} name="value" autoComplete="new-password" required />
          ) : field === 'email' ? (
            <Input id={id} name="value" type="email" autoComplete="email" placeholder="you@example.com" required />
          ) : (
            <Input id={id} name="value" inputMode="numeric" autoComplete="one-time-code" placeholder="123456" required />
          )}
        </CardContent>
        <CardFooter className="mt-6 flex-col gap-4">
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Please wait' : submitLabel}
          </Button>
          {footer}
        </CardFooter>
      </form>
    </Card>
  );
}
