import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RootLayout } from '@/app/layouts/route-focus';
import { SignedInShell } from '@/app/layouts/signed-in-shell';
import { AuthRoute } from '@/app/routes/auth';
import { LandingRoute } from '@/app/routes/landing';
import { LoadingScreen } from '@/components/loading-screen';
import { ThemeProvider } from '@/components/theme-provider';

/** The signed-in layout's pages (web/src/app/router.tsx): their HTML carries the layout's shell. */
export const SHELL_PAGES = ['dashboard', 'training', 'explore', 'careers', 'skills', 'assessment', 'achievements', 'profile', 'admin'] as const;
export type PrerenderedPage = '/' | '/auth' | 'loading' | `/${(typeof SHELL_PAGES)[number]}`;

/**
 * Build time only (web/vite.config.ts): the public pages' markup as a signed-out visitor first sees it, put into
 * their HTML so the first paint needs no JavaScript. The app replaces it with the same markup once its code is in
 * (main.tsx renders only after the route's code has loaded, so nothing blanks in between). The signed-in layout's
 * pages get its shell (app/layouts/signed-in-shell.tsx: the frame, and the dashboard's heading and stat cards without
 * figures), replaced once the session is known; /onboarding the loading screen its session gate shows first.
 */
export function prerender(path: PrerenderedPage): string {
  // No request runs on the server: queries stay pending, as on the client before their answer.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path === 'loading' ? '/loading' : path]}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route index element={<LandingRoute />} />
              <Route path="auth" element={<AuthRoute />} />
              <Route path="loading" element={<LoadingScreen />} />
              {SHELL_PAGES.map((page) => (
                <Route key={page} path={page} element={<SignedInShell path={`/${page}`} />} />
              ))}
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  // Its controls stay disabled until the app replaces the markup: before that, a click would do nothing and Enter
  // in the sign-in form would submit it natively (a GET with the password in the address).
  return html.replace(/<(input|button|select|textarea)\b/g, '<$1 disabled=""');
}
