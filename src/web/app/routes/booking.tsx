import type { Booking } from '#contract/bookings.ts';
import { BookingPage } from '#web/features/bookings/components/booking-page.tsx';
import { BookingPaymentCard } from '#web/features/payments/components/booking-payment-card.tsx';

// a booking with a price shows its payment: held, released or refunded, and how to pay (decision 049)
const payment = (booking: Booking) =>
  booking.pricePaisa > 0 ? <BookingPaymentCard bookingId={booking.id} payer={booking.viewerRole === 'client'} /> : null;

/** /bookings/:id (guarded): one booking, its payment, its history and what the reader may do now. */
export function Component() {
  return <BookingPage extra={payment} />;
}
