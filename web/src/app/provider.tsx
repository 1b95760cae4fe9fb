import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { router } from '@/app/router';
import { ThemeProvider } from '@/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';

// The toaster is not needed for the first paint; loading it separately keeps the initial bundle small.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/sonner')).Toaster }));

/** `client`: main.tsx's, when it has filled it before mounting (a signed-in page's session check). */
export function AppProvider({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
