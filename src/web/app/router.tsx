import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from '#web/components/layout/app-shell.tsx';
import { PageSkeleton } from '#web/components/layout/page-skeleton.tsx';
import { RequireSession } from './require-session.tsx';
import { RouteError } from './route-error.tsx';

// Every page is its own chunk (React Router lazy routes); the shell, the session guard and the
// error page ship with the entry so they show at once.
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless layout: page errors and the first load render inside the shell.
        ErrorBoundary: RouteError,
        HydrateFallback: PageSkeleton,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'auth', lazy: () => import('./routes/auth.tsx') },

          { path: 'courses', lazy: () => import('./routes/courses.tsx') },
          { path: 'professionals', lazy: () => import('./routes/professionals.tsx') },
          { path: 'jobs', lazy: () => import('./routes/jobs.tsx') },
          { path: 'how-it-works', lazy: () => import('./routes/how-it-works.tsx') },
          { path: 'about', lazy: () => import('./routes/about.tsx') },
          { path: 'contact', lazy: () => import('./routes/contact.tsx') },
          { path: 'terms', lazy: () => import('./routes/terms.tsx') },
          { path: 'success-stories', lazy: () => import('./routes/success-stories.tsx') },
          { path: 'verification', lazy: () => import('./routes/verification.tsx') },

          {
            // spec §6: these redirect to /auth when signed out
            Component: RequireSession,
            children: [
              { path: 'choose-role', lazy: () => import('./routes/choose-role.tsx') },
              { path: 'profile-setup', lazy: () => import('./routes/profile-setup.tsx') },
              { path: 'edit-profile', lazy: () => import('./routes/edit-profile.tsx') },
              { path: 'add-profile', lazy: () => import('./routes/add-profile.tsx') },
              { path: 'messages', lazy: () => import('./routes/messages.tsx') },
              { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
              { path: 'professional-dashboard', lazy: () => import('./routes/professional-dashboard.tsx') },
              { path: 'company-dashboard', lazy: () => import('./routes/company-dashboard.tsx') },
              { path: 'institution-dashboard', lazy: () => import('./routes/institution-dashboard.tsx') },
            ],
          },

          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
