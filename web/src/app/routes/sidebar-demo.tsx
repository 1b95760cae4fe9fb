import { SidebarDemo } from '@/features/sidebar-demo/components/sidebar-demo';

export function SidebarDemoRoute() {
  return <SidebarDemo />;
}
