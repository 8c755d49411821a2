import { AvailabilityPage } from '#web/features/bookings/components/availability-page.tsx';

/** /bookings/availability (guarded): a professional's working hours and booking rules. */
export function Component() {
  return <AvailabilityPage />;
}
