import { PagePlaceholder } from '@/components/page-placeholder';

export function DashboardRoute() {
  return <PagePlaceholder eyebrow="Dashboard" title="Welcome back!" />;
}
