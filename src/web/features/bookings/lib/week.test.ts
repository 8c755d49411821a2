import { describe, expect, it } from 'vitest';
import type { BookingWeek } from '#contract/booking-schedule.ts';
import { bookingsOn, placeOf, visibleHours, weekStartOf } from './week.ts';

const booking = (startsAt: string, endsAt: string) =>
  ({ id: startsAt, startsAt, endsAt, status: 'accepted' }) as BookingWeek['bookings'][number];

const week = (bookings: BookingWeek['bookings'], hours = [{ start: '09:30', end: '17:00' }]): BookingWeek => ({
  from: '2026-11-29',
  until: '2026-12-06',
  days: [{ date: '2026-11-29', hours }],
  bookings,
});

describe('the week view on Nepal’s clock', () => {
  it('starts each week on its Sunday', () => {
    expect(weekStartOf('2026-12-02')).toBe('2026-11-29');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-29');
    expect(weekStartOf('2026-12-05')).toBe('2026-11-29');
  });

  it('puts a booking on the Nepal day it starts, at +05:45 exactly', () => {
    // Saturday 18:15 UTC is Sunday 00:00 in Nepal
    const midnight = booking('2026-11-28T18:15:00.000Z', '2026-11-28T19:15:00.000Z');
    expect(bookingsOn(week([midnight]), '2026-11-29')).toEqual([midnight]);
    expect(placeOf(midnight)).toEqual({ start: 0, end: 60 });
    expect(placeOf(booking('2026-11-29T04:15:00.000Z', '2026-11-29T04:45:00.000Z'))).toEqual({ start: 600, end: 630 });
  });

  it('shows the working hours and every booking in whole hours', () => {
    expect(visibleHours(week([]))).toEqual({ from: 9 * 60, until: 17 * 60 });
    const evening = booking('2026-11-29T13:15:00.000Z', '2026-11-29T14:45:00.000Z');
    expect(visibleHours(week([evening]))).toEqual({ from: 9 * 60, until: 21 * 60 });
    expect(visibleHours(week([], []))).toEqual({ from: 9 * 60, until: 17 * 60 });
  });
});
