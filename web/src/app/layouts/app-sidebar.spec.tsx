// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppSidebar } from '@/app/layouts/app-sidebar';
import { SidebarProvider } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';

beforeAll(() => {
  // Desktop width (useIsMobile).
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

const sidebarAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TooltipProvider>
        <SidebarProvider>
          <AppSidebar />
        </SidebarProvider>
      </TooltipProvider>
    </MemoryRouter>,
  );

describe('AppSidebar', () => {
  it("tells screen readers the current page's link with aria-current=page, not only by its highlight", () => {
    sidebarAt('/training');
    const current = screen.getByRole('link', { name: 'My Training' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('data-active')).toBe('true');
    for (const name of ['Dashboard', 'Explore Training', 'Career Paths', 'My Skills', 'Assessment', 'Achievements', 'Profile']) {
      expect(screen.getByRole('link', { name }).hasAttribute('aria-current'), name).toBe(false);
    }
  });

  it("marks a section's link current on its inner pages too", () => {
    sidebarAt('/careers/wind-turbine-technician');
    expect(screen.getByRole('link', { name: 'Career Paths' }).getAttribute('aria-current')).toBe('page');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });
});
