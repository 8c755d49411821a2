import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { AppShell } from '#web/components/layout/app-shell.tsx';
import { NavigationProgress } from '#web/components/layout/navigation-progress.tsx';
import { PageSkeleton } from '#web/components/layout/page-skeleton.tsx';
import { loadNamespaces } from '#web/lib/i18n.ts';
import { trackPageLoad } from '#web/lib/page-loads.ts';
import { PrerenderedLayerRemover } from '#web/features/public/components/prerendered-layer.tsx';
import { RequireSession } from './require-session.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import type { LocaleNamespace } from '#contract/locales/catalogs.ts';

// Declarative routes, not the data router: no page has a loader or an action, and the data
// router's code was 30 KiB gzip of every first load (docs/decisions/006-first-load-budget.md).
// Every page is its own chunk; the shell, the session guard and the error page ship with the
// entry so they show at once.

/**
 * A route module (`export function Component`) as a lazily loaded component, with the text
 * namespaces it shows (beyond the core texts) loaded alongside its code.
 */
function page(
  load: () => Promise<{ Component: ComponentType }>,
  texts: readonly LocaleNamespace[] = [],
): ComponentType {
  return lazy(() =>
    trackPageLoad(Promise.all([load(), loadNamespaces(texts)])).then(([module]) => ({ default: module.Component })),
  );
}

const Home = page(() => import('./routes/home.tsx'), ['home']);
const Auth = page(() => import('./routes/auth.tsx'));
const Courses = page(() => import('./routes/courses.tsx'), ['learning', 'lists']);
const Course = page(() => import('./routes/course.tsx'), ['learning', 'lists']);
const Program = page(() => import('./routes/program.tsx'), ['learning', 'lists', 'bookings']);
const Professionals = page(() => import('./routes/professionals.tsx'), ['services', 'lists']);
const Professional = page(() => import('./routes/professional.tsx'), ['services', 'lists', 'bookings', 'credentials']);
const Jobs = page(() => import('./routes/jobs.tsx'), ['account', 'jobs', 'lists']);
const Job = page(() => import('./routes/job.tsx'), ['account', 'jobs', 'lists']);
const HowItWorks = page(() => import('./routes/how-it-works.tsx'), ['home', 'publicPages']);
const About = page(() => import('./routes/about.tsx'), ['home', 'publicPages']);
const Contact = page(() => import('./routes/contact.tsx'), ['home', 'publicPages']);
const Terms = page(() => import('./routes/terms.tsx'), ['home', 'publicPages']);
const SuccessStories = page(() => import('./routes/success-stories.tsx'), ['home', 'publicPages']);
const Verification = page(() => import('./routes/verification.tsx'), ['home', 'publicPages']);
const ChooseRole = page(() => import('./routes/choose-role.tsx'), ['account']);
const ProfileSetup = page(() => import('./routes/profile-setup.tsx'), ['account', 'services', 'lists']);
const EditProfile = page(() => import('./routes/edit-profile.tsx'), ['account', 'services', 'lists']);
const AddProfile = page(() => import('./routes/add-profile.tsx'), ['account']);
const Messages = page(() => import('./routes/messages.tsx'), ['messaging', 'bookings', 'lists']);
const Bookings = page(() => import('./routes/bookings.tsx'), ['bookings']);
const Booking = page(() => import('./routes/booking.tsx'), ['bookings', 'lists']);
const BookingsAvailability = page(() => import('./routes/bookings-availability.tsx'), ['bookings', 'account']);
const Dashboard = page(
  () => import('./routes/dashboard.tsx'),
  ['account', 'learning', 'jobs', 'insights', 'lists', 'bookings', 'credentials'],
);
const ProfessionalDashboard = page(
  () => import('./routes/professional-dashboard.tsx'),
  ['account', 'services', 'lists', 'bookings', 'credentials'],
);
const Payouts = page(() => import('./routes/payouts.tsx'), ['bookings']);
const CompanyDashboard = page(() => import('./routes/company-dashboard.tsx'), ['account', 'jobs', 'lists']);
const InstitutionDashboard = page(
  () => import('./routes/institution-dashboard.tsx'),
  ['account', 'learning', 'lists', 'credentials', 'bookings'],
);
const ForgotPassword = page(() => import('./routes/forgot-password.tsx'), ['security']);
const ResetPassword = page(() => import('./routes/reset-password.tsx'), ['security']);
const VerifyEmail = page(() => import('./routes/verify-email.tsx'), ['security']);
const Security = page(() => import('./routes/security.tsx'), ['security', 'jobs', 'lists']);
const Staff = page(
  () => import('./routes/staff.tsx'),
  ['staff', 'verification', 'moderation', 'bookings', 'lists', 'credentials'],
);
const NotFound = page(() => import('./routes/not-found.tsx'));

/**
 * Where pages render inside the shell: a page error shows RouteError there, and the skeleton
 * stands in while the first page's code loads (beneath the server's prerendered copy of the page,
 * when it sent one; the copy comes down with the page's first paint). Later navigations render in
 * a transition, so the current page stays on screen (under the progress bar) until the next one
 * is ready.
 */
function PageFrame() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <NavigationProgress />
        <Outlet />
        <PrerenderedLayerRemover />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every route of the web app (spec §2). Render inside <BrowserRouter>. */
export function AppRoutes() {
  return (
    // An error in the shell itself replaces the whole page.
    <RouteErrorBoundary>
      <Routes>
        <Route element={<AppShell />}>
          <Route element={<PageFrame />}>
            <Route index element={<Home />} />
            <Route path="auth" element={<Auth />} />
            <Route path="forgot-password" element={<ForgotPassword />} />
            <Route path="reset-password" element={<ResetPassword />} />
            <Route path="verify-email" element={<VerifyEmail />} />

            <Route path="courses" element={<Courses />} />
            <Route path="courses/:id" element={<Course />} />
            <Route path="programs/:id" element={<Program />} />
            <Route path="professionals" element={<Professionals />} />
            <Route path="professionals/:id" element={<Professional />} />
            <Route path="jobs" element={<Jobs />} />
            <Route path="jobs/:id" element={<Job />} />
            <Route path="how-it-works" element={<HowItWorks />} />
            <Route path="about" element={<About />} />
            <Route path="contact" element={<Contact />} />
            <Route path="terms" element={<Terms />} />
            <Route path="success-stories" element={<SuccessStories />} />
            <Route path="verification" element={<Verification />} />

            {/* spec §6: these redirect to /auth when signed out */}
            <Route element={<RequireSession />}>
              <Route path="choose-role" element={<ChooseRole />} />
              <Route path="profile-setup" element={<ProfileSetup />} />
              <Route path="edit-profile" element={<EditProfile />} />
              <Route path="settings/security" element={<Security />} />
              <Route path="add-profile" element={<AddProfile />} />
              <Route path="messages" element={<Messages />} />
              <Route path="bookings" element={<Bookings />} />
              <Route path="bookings/availability" element={<BookingsAvailability />} />
              <Route path="bookings/:id" element={<Booking />} />
              <Route path="dashboard" element={<Dashboard />} />
              <Route path="professional-dashboard" element={<ProfessionalDashboard />} />
              <Route path="earnings" element={<Payouts />} />
              <Route path="receipts/:attemptId" element={<Payouts />} />
              <Route path="company-dashboard" element={<CompanyDashboard />} />
              <Route path="institution-dashboard" element={<InstitutionDashboard />} />
              <Route path="staff/*" element={<Staff />} />
            </Route>

            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
