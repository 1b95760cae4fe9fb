import {
  Award,
  ClipboardCheck,
  Compass,
  GraduationCap,
  LayoutDashboard,
  Route,
  Trophy,
  User,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { title: string; to: string; icon: LucideIcon };

// Spec §2 signed-in layout: these items, in this order.
export const NAV_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { title: 'My Training', to: '/training', icon: GraduationCap },
  { title: 'Explore Training', to: '/explore', icon: Compass },
  { title: 'Career Paths', to: '/careers', icon: Route },
  { title: 'My Skills', to: '/skills', icon: Award },
  { title: 'Assessment', to: '/assessment', icon: ClipboardCheck },
  { title: 'Achievements', to: '/achievements', icon: Trophy },
  { title: 'Profile', to: '/profile', icon: User },
];
