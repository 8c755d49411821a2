import { BookingsPage } from '#web/features/bookings/components/bookings-page.tsx';

/** /bookings (guarded): my bookings as a client and as the professional. */
export function Component() {
  return <BookingsPage />;
}
