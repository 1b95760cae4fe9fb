import { Outlet } from 'react-router';
import { AppFrame } from '@/app/layouts/app-frame';
import { UserMenu } from '@/app/layouts/user-menu';

/** The signed-in layout shared by /dashboard … /profile (spec §2): landmarks banner, navigation and main. */
export function AppLayout() {
  return (
    <AppFrame userMenu={<UserMenu />}>
      <Outlet />
    </AppFrame>
  );
}
