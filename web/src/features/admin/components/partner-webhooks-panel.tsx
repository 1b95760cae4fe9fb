import { useState, type FormEvent } from 'react';
import { KeyRound, Trash2, Webhook } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeletePartnerWebhook } from '@/features/admin/api/delete-partner-webhook';
import { usePartnerWebhooks } from '@/features/admin/api/get-partner-webhooks';
import { useRegisterPartnerWebhook } from '@/features/admin/api/register-partner-webhook';
import { useRotatePartnerWebhookSecret } from '@/features/admin/api/rotate-partner-webhook-secret';
import { toastError } from '@/lib/toast-error';

const STATUS_VARIANT: Record<string, 'default' | 'secondary' | 'highlight'> = { delivered: 'default', pending: 'secondary', failed: 'highlight' };

/** Partner webhooks: register an HTTPS endpoint for public events, see each one's last delivery, rotate its secret. */
export function PartnerWebhooksPanel() {
  const webhooks = usePartnerWebhooks();
  const register = useRegisterPartnerWebhook();
  const rotate = useRotatePartnerWebhookSecret();
  const remove = useDeletePartnerWebhook();
  const [shownSecret, setShownSecret] = useState<{ name: string; secret: string } | null>(null);
  const [eventTypes, setEventTypes] = useState<string[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    register.mutate(
      { name: String(data.get('name') ?? ''), url: String(data.get('url') ?? ''), eventTypes, personalData: data.get('personalData') === 'on' },
      {
        onSuccess: ({ webhook, secret }) => {
          setShownSecret({ name: webhook.name, secret });
          setEventTypes([]);
          form.reset();
          toast.success('Webhook registered', { description: webhook.name });
        },
        onError: toastError,
      },
    );
  };

  const toggle = (subject: string, on: boolean) => setEventTypes((current) => (on ? [...current, subject] : current.filter((type) => type !== subject)));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Partner webhooks</CardTitle>
        <CardDescription>Signed HTTPS deliveries of public events to partners, retried for a day.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {shownSecret && (
          <div role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
            <p className="font-medium">Signing secret for {shownSecret.name} (shown once; copy it now)</p>
            <code className="mt-1 block break-all select-all" data-testid="webhook-secret">
              {shownSecret.secret}
            </code>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => setShownSecret(null)}>
              Done
            </Button>
          </div>
        )}

        {webhooks.isPending && <p className="text-muted-foreground">Loading...</p>}
        {webhooks.isError && <p className="text-destructive">{webhooks.error.message}</p>}
        {webhooks.data?.partnerWebhooks.length === 0 && <p className="text-muted-foreground">No partner webhooks.</p>}
        <ul className="divide-y">
          {webhooks.data?.partnerWebhooks.map((webhook) => (
            <li key={webhook.id} className="space-y-1 py-3" aria-label={webhook.name}>
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 flex-1 truncate font-medium">{webhook.name}</p>
                {webhook.personalData && <Badge variant="outline">Personal data</Badge>}
                {webhook.lastDelivery ? (
                  <Badge variant={STATUS_VARIANT[webhook.lastDelivery.status] ?? 'secondary'}>
                    {webhook.lastDelivery.status}
                    {webhook.lastDelivery.statusCode ? ` (${webhook.lastDelivery.statusCode})` : ''}
                  </Badge>
                ) : (
                  <Badge variant="secondary">no deliveries yet</Badge>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={rotate.isPending}
                  onClick={() =>
                    rotate.mutate(webhook.id, {
                      onSuccess: ({ secret }) => {
                        setShownSecret({ name: webhook.name, secret });
                        toast.success('Secret rotated', { description: 'The old secret still signs for a day.' });
                      },
                      onError: toastError,
                    })
                  }
                >
                  <KeyRound /> Rotate secret
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  aria-label={`Delete ${webhook.name}`}
                  onClick={() => remove.mutate(webhook.id, { onSuccess: () => toast.success('Webhook deleted', { description: webhook.name }), onError: toastError })}
                >
                  <Trash2 />
                </Button>
              </div>
              <p className="truncate text-sm text-muted-foreground">{webhook.url}</p>
              <p className="text-xs text-muted-foreground">
                {webhook.eventTypes.join(', ')} · {webhook.pendingDeliveries} pending · {webhook.failedDeliveries} failed
                {webhook.lastDelivery?.attemptedAt && ` · last attempt ${new Date(webhook.lastDelivery.attemptedAt).toLocaleString()}`}
                {webhook.lastDelivery?.error && ` · ${webhook.lastDelivery.error}`}
              </p>
            </li>
          ))}
        </ul>

        <form onSubmit={submit} className="space-y-3 border-t pt-4" aria-label="Register a webhook">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="webhook-name">Partner name</Label>
              <Input id="webhook-name" name="name" required maxLength={100} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="webhook-url">HTTPS endpoint</Label>
              <Input id="webhook-url" name="url" type="url" required placeholder="https://partner.example.com/hooks/ecp" />
            </div>
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">Event types</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {webhooks.data?.partnerEventTypes.map(({ subject, personalData }) => (
                <label key={subject} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={eventTypes.includes(subject)} onChange={(event) => toggle(subject, event.target.checked)} />
                  {subject}
                  {personalData.length > 0 && <span className="text-xs text-muted-foreground">({personalData.join(', ')} if entitled)</span>}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="personalData" />
            Entitled to personal data
          </label>
          <Button type="submit" disabled={register.isPending || eventTypes.length === 0}>
            <Webhook /> Register webhook
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
