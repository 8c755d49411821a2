import { z } from 'zod';
import { Booking, BookingCard } from './bookings.ts';
import { multiLineText, singleLineText } from './text.ts';

// The staff console's Bookings tab (decision 044): any booking looked up by its id, or by its
// client's or professional's id, e-mail or name; its timeline; and a cancellation with a reason,
// kept in the audit log. Messages are locale keys in locales/staff and locales/bookings.

/** GET /api/staff/bookings: newest first; `q` narrows to a booking id, a party's id, e-mail or name. */
export const StaffBookingQuery = z.object({
  q: singleLineText().trim().max(200, { error: 'validation.tooLong' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type StaffBookingQuery = z.input<typeof StaffBookingQuery>;

export const STAFF_BOOKINGS_PAGE_SIZE = 20;

/** What staff weigh beside a booking: how often its professional called bookings off or did not come. */
export const ProfessionalRecord = z.object({
  /** Bookings the professional cancelled, all time. */
  cancellations: z.number().int(),
  /** Bookings the professional took on (accepted, at any time). */
  accepted: z.number().int(),
});
export type ProfessionalRecord = z.infer<typeof ProfessionalRecord>;

export const StaffBookingCard = BookingCard.extend({ professionalRecord: ProfessionalRecord });
export type StaffBookingCard = z.infer<typeof StaffBookingCard>;

export const StaffBookingList = z.object({
  items: z.array(StaffBookingCard),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type StaffBookingList = z.infer<typeof StaffBookingList>;

export const StaffBooking = Booking.extend({ professionalRecord: ProfessionalRecord });
export type StaffBooking = z.infer<typeof StaffBooking>;

/** POST /api/staff/bookings/{id}/cancel: staff call a booking off, always with a reason the parties read. */
export const StaffBookingCancelInput = z.object({
  reason: multiLineText()
    .trim()
    .min(1, { error: 'staff.bookings.reasonRequired' })
    .max(500, { error: 'validation.tooLong' }),
});
export type StaffBookingCancelInput = z.input<typeof StaffBookingCancelInput>;
