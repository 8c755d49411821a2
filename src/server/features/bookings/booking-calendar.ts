import { createEvent, type EventAttributes } from 'ics';
import type { Booking } from '#contract/bookings.ts';
import { AppError } from '#server/lib/app-error.ts';

// "Add to calendar": one booking as an iCalendar file (RFC 5545), written by the `ics` library.
// Times go out in UTC, so every calendar shows them in its own zone without a VTIMEZONE for
// Asia/Kathmandu; the UID stays the booking's and SEQUENCE grows with its timeline, so importing
// the file again after a change updates the event instead of adding a second one.

const STATUS: Record<Booking['status'], EventAttributes['status']> = {
  requested: 'TENTATIVE',
  accepted: 'CONFIRMED',
  completed: 'CONFIRMED',
  confirmed: 'CONFIRMED',
  declined: 'CANCELLED',
  expired: 'CANCELLED',
  cancelled: 'CANCELLED',
  no_show: 'CANCELLED',
};

/** What a calendar event is written from: a booking, and how many moves its timeline has. */
export type EventSource = Pick<
  Booking,
  'id' | 'status' | 'serviceTitle' | 'startsAt' | 'endsAt' | 'note' | 'address' | 'meetingLink'
> & { moves: number };

/** One booking as a calendar event titled `title`, linking to its page. */
export function bookingEvent(booking: EventSource, title: string, publicUrl: string): EventAttributes {
  const url = `${publicUrl.replace(/\/$/, '')}/bookings/${booking.id}`;
  return {
    uid: `booking-${booking.id}@sipalu.com.np`,
    sequence: booking.moves,
    productId: 'sipalu/bookings',
    start: Date.parse(booking.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    description: [booking.note, url].filter(Boolean).join('\n\n'),
    ...(booking.address ? { location: booking.address } : {}),
    ...(booking.meetingLink ? { location: booking.meetingLink } : {}),
    url,
    status: STATUS[booking.status],
    busyStatus: STATUS[booking.status] === 'CONFIRMED' ? 'BUSY' : 'TENTATIVE',
  };
}

/** The booking as an .ics file for the reader (the other party's name in the title). */
export function bookingCalendarFile(booking: Booking, publicUrl: string): string {
  const other = booking.viewerRole === 'professional' ? booking.client.name : booking.professional.name;
  const { error, value } = createEvent(
    bookingEvent({ ...booking, moves: booking.events.length }, `${booking.serviceTitle} · ${other}`, publicUrl),
  );
  if (error || !value)
    throw new AppError('INTERNAL', `could not write the calendar file: ${error?.message ?? 'empty'}`);
  return value;
}
