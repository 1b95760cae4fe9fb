import { Outlet } from 'react-router';
import { AppSidebar } from '@/app/layouts/app-sidebar';
import { UserMenu } from '@/app/layouts/user-menu';
import { SkipToContent } from '@/app/layouts/route-focus';
import { ThemeToggle } from '@/components/theme-toggle';
import { Separator } from '@/components/ui/separator';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';

/** The signed-in layout shared by /dashboard … /profile (spec §2): landmarks banner, navigation and main. */
export function AppLayout() {
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
            <UserMenu />
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
