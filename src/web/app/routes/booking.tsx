import { BookingPage } from '#web/features/bookings/components/booking-page.tsx';

/** /bookings/:id (guarded): one booking, its history and what the reader may do now. */
export function Component() {
  return <BookingPage />;
}
