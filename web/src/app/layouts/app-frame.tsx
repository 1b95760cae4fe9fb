import type { ReactNode } from 'react';
import { AppSidebar } from '@/app/layouts/app-sidebar';
import { SkipToContent } from '@/app/layouts/route-focus';
import { ThemeToggle } from '@/components/theme-toggle';
import { Separator } from '@/components/ui/separator';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';

/**
 * The frame of the signed-in layout (spec §2): sidebar, header and main. The app's layout (app-layout.tsx) and the
 * signed-in pages' build-time shell (signed-in-shell.tsx) both render it, so the shell the first paint shows has the
 * app's geometry. `busy`: the page's content is placeholders (main is aria-busy).
 */
export function AppFrame({ userMenu, busy = false, children }: { userMenu: ReactNode; busy?: boolean; children: ReactNode }) {
  return (
    <TooltipProvider>
      <SkipToContent />
      <SidebarProvider>
        <AppSidebar />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-16 shrink-0 items-center gap-2 border-b bg-background/80 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/60 sm:px-4">
            <SidebarTrigger />
            <Separator orientation="vertical" className="mr-1 h-5! self-center" />
            <span className="truncate text-sm font-semibold sm:text-base">Career Development Platform</span>
            <div className="ml-auto flex items-center gap-1">
              <ThemeToggle />
              {userMenu}
            </div>
          </header>
          <main id="main-content" tabIndex={-1} aria-busy={busy || undefined} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
            {children}
          </main>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
