import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StaffLayout } from '#web/features/staff/components/staff-layout.tsx';

// Each tab is its own chunk: a staff member opening the reports queue loads no chart code.
const StaffOverview = lazy(() =>
  import('#web/features/staff/components/staff-overview.tsx').then((m) => ({ default: m.StaffOverview })),
);
const ContactInbox = lazy(() =>
  import('#web/features/staff/components/contact-inbox.tsx').then((m) => ({ default: m.ContactInbox })),
);
const AuditLogView = lazy(() =>
  import('#web/features/staff/components/audit-log-view.tsx').then((m) => ({ default: m.AuditLogView })),
);
const StaffBookings = lazy(() =>
  import('#web/features/bookings/components/staff-bookings.tsx').then((m) => ({ default: m.StaffBookings })),
);
const StaffBookingPage = lazy(() =>
  import('#web/features/bookings/components/staff-booking-page.tsx').then((m) => ({ default: m.StaffBookingPage })),
);
const StaffPayments = lazy(() =>
  import('#web/features/payments/components/staff-payments.tsx').then((m) => ({ default: m.StaffPayments })),
);
const StaffMoneyTimelinePage = lazy(() =>
  import('#web/features/payments/components/staff-money-timeline.tsx').then((m) => ({
    default: m.StaffMoneyTimelinePage,
  })),
);
const StaffProgramTimelinePage = lazy(() =>
  import('#web/features/payments/components/staff-program-timeline.tsx').then((m) => ({
    default: m.StaffProgramTimelinePage,
  })),
);
const StaffPayouts = lazy(() =>
  import('#web/features/payouts/components/staff-payouts.tsx').then((m) => ({ default: m.StaffPayouts })),
);
const StaffCredentials = lazy(() =>
  import('#web/features/credentials/components/staff-credentials.tsx').then((m) => ({ default: m.StaffCredentials })),
);
const StaffCourses = lazy(() =>
  import('#web/features/learning/components/staff-courses.tsx').then((m) => ({ default: m.StaffCourses })),
);
const VerificationQueue = lazy(() =>
  import('#web/features/verification/components/verification-queue.tsx').then((m) => ({
    default: m.VerificationQueue,
  })),
);
const ReportQueue = lazy(() =>
  import('#web/features/moderation/components/report-queue.tsx').then((m) => ({ default: m.ReportQueue })),
);

/** /staff/* (guarded, staff only): the staff console. */
export function Component() {
  return (
    <StaffLayout>
      <Suspense fallback={<TabSkeleton />}>
        <Routes>
          <Route index element={<StaffOverview />} />
          <Route path="verifications" element={<VerificationQueue />} />
          <Route path="reports" element={<ReportQueue />} />
          <Route path="bookings" element={<StaffBookings />} />
          <Route path="bookings/:id" element={<StaffBookingPage />} />
          <Route path="payments" element={<StaffPayments />} />
          <Route path="payments/bookings/:id" element={<StaffMoneyTimelinePage />} />
          <Route path="payments/programs/:id" element={<StaffProgramTimelinePage />} />
          <Route path="payouts" element={<StaffPayouts />} />
          <Route path="credentials" element={<StaffCredentials />} />
          <Route path="courses" element={<StaffCourses />} />
          <Route path="contact" element={<ContactInbox />} />
          <Route path="audit" element={<AuditLogView />} />
        </Routes>
      </Suspense>
    </StaffLayout>
  );
}

/**
 * Shown inside the console frame while a tab's code loads. Not PageSkeleton: that one fills a
 * whole screen around the frame, and importing it here made it a module shared by the entry and
 * this lazy route, which was enough for Rolldown to move cn.ts, i18n.ts and its preload helper
 * out of the entry chunk into two more files on every first load (see vite.config.ts).
 */
function TabSkeleton() {
  return (
    <LoadingStatus className="space-y-3">
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
    </LoadingStatus>
  );
}
