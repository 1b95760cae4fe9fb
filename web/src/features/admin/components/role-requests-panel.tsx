import { Check, X } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDecideRoleRequest } from '@/features/admin/api/decide-role-request';
import { usePendingRoleRequests } from '@/features/admin/api/get-role-requests';
import { toastError } from '@/lib/toast-error';

const ROLE_TITLES: Record<string, string> = { partner: 'Partner', admin: 'Administrator', beneficiary: 'Beneficiary' };

/** Pending partner/administrator requests with Approve and Reject. */
export function RoleRequestsPanel() {
  const requests = usePendingRoleRequests();
  const decide = useDecideRoleRequest();

  const act = (id: string, name: string, decision: 'approve' | 'reject') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast.success(decision === 'approve' ? 'Role approved' : 'Role request rejected', { description: name }),
        onError: toastError,
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending role requests</CardTitle>
        <CardDescription>Partners and administrators start without a role until approved here.</CardDescription>
      </CardHeader>
      <CardContent>
        {requests.isPending && <p className="text-muted-foreground">Loading...</p>}
        {requests.isError && <p className="text-destructive">{requests.error.message}</p>}
        {requests.data?.length === 0 && <p className="text-muted-foreground">No pending role requests.</p>}
        <ul className="divide-y">
          {requests.data?.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-3 py-3" aria-label={`${request.fullName} (${request.email})`}>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{request.fullName}</p>
                <p className="truncate text-sm text-muted-foreground">{request.email}</p>
                {!request.emailConfirmed && (
                  <p className="text-xs text-muted-foreground">
                    Address not confirmed{request.role === 'admin' ? ': the requester must confirm it (Forgot password?) before approval' : ''}
                  </p>
                )}
              </div>
              <Badge variant="secondary">{ROLE_TITLES[request.role] ?? request.role}</Badge>
              <span className="text-xs text-muted-foreground">{new Date(request.createdAt).toLocaleDateString()}</span>
              <div className="flex gap-2">
                <Button size="sm" disabled={decide.isPending} onClick={() => act(request.id, request.fullName, 'approve')}>
                  <Check /> Approve
                </Button>
                <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => act(request.id, request.fullName, 'reject')}>
                  <X /> Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
