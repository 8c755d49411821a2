// Every address the web app draws a page for (src/web/app/router.tsx; app-routes.test.ts keeps the
// two the same). The server answers any other address with the app's "page not found" and status
// 404, so crawlers and link checkers learn that the page does not exist.

/** Route patterns: `:name` is one path segment, a trailing `/*` any rest. */
export const APP_ROUTES = [
  '/',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/courses',
  '/courses/:id',
  '/programs/:id',
  '/professionals',
  '/professionals/:id',
  '/jobs',
  '/jobs/:id',
  '/how-it-works',
  '/about',
  '/contact',
  '/terms',
  '/success-stories',
  '/verification',
  '/choose-role',
  '/profile-setup',
  '/edit-profile',
  '/settings/security',
  '/add-profile',
  '/messages',
  '/bookings',
  '/bookings/availability',
  '/bookings/:id',
  '/dashboard',
  '/professional-dashboard',
  '/earnings',
  '/receipts/:attemptId',
  '/company-dashboard',
  '/institution-dashboard',
  '/staff/*',
] as const;

/** Whether the app has a page at `pathname` (as React Router matches: a trailing slash is the same address). */
export function isAppRoute(pathname: string): boolean {
  const have = pathname.split('/').filter(Boolean);
  return APP_ROUTES.some((route) => {
    const want = route.split('/').filter(Boolean);
    if (want.at(-1) === '*') {
      return have.length >= want.length - 1 && want.slice(0, -1).every((segment, index) => segment === have[index]);
    }
    return (
      want.length === have.length && want.every((segment, index) => segment.startsWith(':') || segment === have[index])
    );
  });
}
