import { Award, Compass, GraduationCap, LayoutDashboard, Route, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { cn } from '@/lib/utils';

type DemoItem = { title: string; icon: LucideIcon };

// Spec §2: the demo compares sidebars carrying exactly these items.
const DEMO_ITEMS: readonly DemoItem[] = [
  { title: 'Dashboard', icon: LayoutDashboard },
  { title: 'My Training', icon: GraduationCap },
  { title: 'Explore', icon: Compass },
  { title: 'Career Paths', icon: Route },
  { title: 'My Skills', icon: Award },
];

type SidebarStyle = {
  name: string;
  description: string;
  /** Background behind the sidebar, so floating and inset styles read as such. */
  stage: string;
  panel: string;
  item: string;
  activeItem: string;
  /** Extra classes for the page area beside the sidebar. */
  content?: string;
  iconOnly?: boolean;
  compact?: boolean;
};

const SIDEBAR_STYLES: readonly SidebarStyle[] = [
  {
    name: 'Default',
    description: 'Full height, separated by a border',
    stage: 'bg-background',
    panel: 'h-full border-r bg-sidebar',
    item: 'text-sidebar-foreground hover:bg-sidebar-accent',
    activeItem: 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
  },
  {
    name: 'Floating',
    description: 'Detached card with rounded corners and shadow',
    stage: 'bg-muted p-2',
    panel: 'h-full rounded-xl border bg-sidebar shadow-md',
    item: 'text-sidebar-foreground hover:bg-sidebar-accent',
    activeItem: 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
  },
  {
    name: 'Inset',
    description: 'Blends with the frame; content sits in a raised panel',
    stage: 'bg-sidebar',
    panel: 'h-full bg-sidebar',
    item: 'text-sidebar-foreground hover:bg-background/70',
    activeItem: 'bg-background font-medium text-foreground shadow-sm',
    content: 'm-2 ml-0 rounded-lg bg-background shadow-sm',
  },
  {
    name: 'Icon only',
    description: 'Collapsed to a 3rem rail of icons',
    stage: 'bg-background',
    panel: 'h-full border-r bg-sidebar',
    item: 'text-sidebar-foreground hover:bg-sidebar-accent',
    activeItem: 'bg-sidebar-accent text-sidebar-accent-foreground',
    iconOnly: true,
  },
  {
    name: 'Dark',
    description: 'High-contrast slate surface',
    stage: 'bg-background',
    panel: 'h-full bg-slate-900 text-slate-100',
    item: 'text-slate-300 hover:bg-slate-800 hover:text-white',
    activeItem: 'bg-emerald-500/15 font-medium text-emerald-300',
  },
  {
    name: 'Gradient',
    description: 'Emerald to teal energy gradient',
    stage: 'bg-background',
    panel: 'h-full bg-linear-to-b from-emerald-600 to-teal-700 text-white',
    item: 'text-emerald-50/90 hover:bg-white/10',
    activeItem: 'bg-white/20 font-medium text-white',
  },
  {
    name: 'Bordered accent',
    description: 'Active item marked by an amber edge',
    stage: 'bg-background',
    panel: 'h-full border-r bg-sidebar',
    item: 'rounded-none border-l-4 border-transparent text-sidebar-foreground hover:bg-sidebar-accent',
    activeItem: 'rounded-none border-l-4 border-amber-400 bg-amber-50 font-medium text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  },
  {
    name: 'Compact',
    description: 'Dense rows for small screens',
    stage: 'bg-background',
    panel: 'h-full border-r bg-sidebar',
    item: 'text-sidebar-foreground hover:bg-sidebar-accent',
    activeItem: 'bg-primary font-medium text-primary-foreground',
    compact: true,
  },
];

export function SidebarDemo() {
  return (
    <div className="min-h-svh bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2.5 px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-2.5">
            <BrandMark />
            <span className="font-semibold tracking-tight">Energy Career Platform</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Sidebar Styles</h1>
        <p className="mt-2 text-muted-foreground">Eight sidebar designs side by side, each with the same navigation.</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {SIDEBAR_STYLES.map((style) => (
            <li key={style.name}>
              <DemoTile sidebarStyle={style} />
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}

function DemoTile({ sidebarStyle }: { sidebarStyle: SidebarStyle }) {
  const { name, description, stage, panel, item, activeItem, content, iconOnly, compact } = sidebarStyle;
  return (
    <figure className="h-full overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className={cn('flex h-72', stage)}>
        <div className={cn(panel, iconOnly ? 'w-12' : 'w-40', 'shrink-0')}>
          <div className={cn('flex items-center gap-2', iconOnly ? 'justify-center p-2' : 'p-3')}>
            <BrandMark className="size-7" />
            {iconOnly ? null : <span className="truncate text-xs font-semibold">Energy Careers</span>}
          </div>
          <ul className={cn('flex flex-col', compact ? 'gap-0 px-1.5' : 'gap-1 px-2', iconOnly && 'items-center')}>
            {DEMO_ITEMS.map((demoItem, index) => (
              <li
                key={demoItem.title}
                className={cn(
                  'flex items-center rounded-md transition-colors',
                  compact ? 'h-6 gap-1.5 px-1.5 text-[11px]' : 'h-8 gap-2 px-2 text-xs',
                  iconOnly && 'size-8 justify-center px-0',
                  index === 0 ? activeItem : item,
                )}
              >
                <demoItem.icon className={compact ? 'size-3' : 'size-3.5'} />
                <span className={iconOnly ? 'sr-only' : 'truncate'}>{demoItem.title}</span>
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className={cn('flex flex-1 flex-col gap-2 p-3', content)}>
          <div className="h-3 w-2/3 rounded bg-muted-foreground/20" />
          <div className="h-2 w-1/2 rounded bg-muted-foreground/15" />
          <div className="mt-2 h-16 rounded-md bg-muted-foreground/10" />
          <div className="h-16 rounded-md bg-muted-foreground/10" />
        </div>
      </div>
      <figcaption className="border-t px-4 py-3">
        <p className="font-medium">{name}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
      </figcaption>
    </figure>
  );
}
