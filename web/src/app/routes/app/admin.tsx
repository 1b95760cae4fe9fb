import { Navigate } from 'react-router';
import { AccountSupportPanel } from '@/features/admin/components/account-support-panel';
import { PartnerWebhooksPanel } from '@/features/admin/components/partner-webhooks-panel';
import { RoleRequestsPanel } from '@/features/admin/components/role-requests-panel';
import { useHasRole } from '@/features/auth/api/has-role';

/** Administration: role approval, account support and partner webhooks. Only admins reach it (has_role), everyone else goes to the dashboard. */
export function AdminRoute() {
  const isAdmin = useHasRole('admin');
  if (isAdmin.isPending) return <p className="text-muted-foreground">Loading...</p>;
  if (!isAdmin.data) return <Navigate to="/dashboard" replace />;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Administration</h1>
      <RoleRequestsPanel />
      <AccountSupportPanel />
      <PartnerWebhooksPanel />
    </div>
  );
}
