import { createBrowserRouter, redirect } from 'react-router';
import { RootLayout } from '@/app/layouts/route-focus';
import { RouteErrorBoundary } from '@/app/routes/route-error-boundary';

export const router = createBrowserRouter([
  {
    // Focus and announcement on every change of page, and the document title.
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // Shown only while the first lazy route module downloads.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: { Component: async () => (await import('@/app/routes/landing')).LandingRoute } },
      { path: 'auth', lazy: { Component: async () => (await import('@/app/routes/auth')).AuthRoute } },
      {
        // Signed-in only (spec §2 rules): restores the session, sends signed-out users to /auth, onboarding first.
        lazy: { Component: async () => (await import('@/features/auth/components/session-gate')).SessionGate },
        children: [
          {
            lazy: { Component: async () => (await import('@/app/layouts/live-progress')).LiveProgress },
            children: [
              { path: 'onboarding', lazy: { Component: async () => (await import('@/app/routes/onboarding')).OnboardingRoute } },
              { path: 'wizard', lazy: { Component: async () => (await import('@/app/routes/onboarding')).OnboardingRoute } },
            ],
          },
        ],
      },
      {
        path: 'sidebar-demo',
        lazy: { Component: async () => (await import('@/app/routes/sidebar-demo')).SidebarDemoRoute },
      },
      {
        lazy: { Component: async () => (await import('@/features/auth/components/session-gate')).SessionGate },
        children: [
      {
        // Badge toasts and live refreshes for every signed-in page (the onboarding group has its own).
        lazy: { Component: async () => (await import('@/app/layouts/live-progress')).LiveProgress },
        children: [
      {
        lazy: { Component: async () => (await import('@/app/layouts/app-layout')).AppLayout },
        children: [
          // Role approval: admins only (the route checks has_role; the API checks again).
          { path: 'admin', lazy: { Component: async () => (await import('@/app/routes/app/admin')).AdminRoute } },
          { path: 'dashboard', lazy: { Component: async () => (await import('@/app/routes/app/dashboard')).DashboardRoute } },
          { path: 'training', lazy: { Component: async () => (await import('@/app/routes/app/training')).TrainingRoute } },
          { path: 'explore', lazy: { Component: async () => (await import('@/app/routes/app/explore')).ExploreRoute } },
          { path: 'careers', lazy: { Component: async () => (await import('@/app/routes/app/careers')).CareersRoute } },
          { path: 'skills', lazy: { Component: async () => (await import('@/app/routes/app/skills')).SkillsRoute } },
          {
            path: 'assessment',
            lazy: { Component: async () => (await import('@/app/routes/app/assessment')).AssessmentRoute },
          },
          {
            path: 'achievements',
            lazy: { Component: async () => (await import('@/app/routes/app/achievements')).AchievementsRoute },
          },
          { path: 'profile', lazy: { Component: async () => (await import('@/app/routes/app/profile')).ProfileRoute } },
        ],
      },
        ],
      },
        ],
      },
      // Some screens link to /my-skills, which the spec's route table does not list.
      { path: 'my-skills', loader: () => redirect('/skills') },
      { path: '*', lazy: { Component: async () => (await import('@/app/routes/not-found')).NotFoundRoute } },
    ],
  },
]);
