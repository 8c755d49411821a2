import { z } from 'zod';
import { BookingCard, minutes, NepalDay } from './bookings.ts';

// The professional's side of bookings beyond working hours (decision 044): a service's own
// booking rules, the private calendar feed, and the week of bookings the calendar view shows.

/** A rule the service may set for itself; empty (or null) keeps the professional's own. */
const override = (min: number, max: number) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), minutes(min, max).nullable());

/** PUT /api/bookings/service-rules/{serviceId}: the service's rules; every null follows the working time. */
export const ServiceBookingRulesInput = z.object({
  durationMinutes: override(15, 12 * 60),
  bufferBeforeMinutes: override(0, 4 * 60),
  bufferAfterMinutes: override(0, 4 * 60),
  leadMinutes: override(0, 14 * 24 * 60),
  horizonDays: override(1, 180),
});
export type ServiceBookingRulesInput = z.input<typeof ServiceBookingRulesInput>;
export type ServiceBookingRulesValues = z.output<typeof ServiceBookingRulesInput>;

/** The names of the rules a service may set for itself, in the form's order. */
export const SERVICE_RULE_FIELDS = [
  'durationMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'leadMinutes',
  'horizonDays',
] as const satisfies readonly (keyof ServiceBookingRulesValues)[];

/** One service of the professional's with its own rules (null: the working time's). */
export const ServiceBookingRules = z.object({
  serviceId: z.string(),
  title: z.string(),
  titleNe: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  bufferBeforeMinutes: z.number().nullable(),
  bufferAfterMinutes: z.number().nullable(),
  leadMinutes: z.number().nullable(),
  horizonDays: z.number().nullable(),
});
export type ServiceBookingRules = z.infer<typeof ServiceBookingRules>;

/** GET /api/bookings/service-rules: every visible service of the professional's, oldest first. */
export const ServiceBookingRulesList = z.object({ items: z.array(ServiceBookingRules) });
export type ServiceBookingRulesList = z.infer<typeof ServiceBookingRulesList>;

/**
 * GET/POST /api/bookings/feed: whether the professional has a feed. Only its hash is kept, so the
 * URL is in the answer once, when it is made (POST); afterwards `url` is null.
 */
export const CalendarFeed = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** The feed's secret in its URL: 32 random bytes, base64url. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How far back the feed reaches, in days. */
export const FEED_PAST_DAYS = 30;

/** GET /api/bookings/week?from=: the Nepal week (Sunday to Saturday) holding `from`, today's by default. */
export const BookingWeekQuery = z.object({ from: NepalDay.optional() });
export type BookingWeekQuery = z.input<typeof BookingWeekQuery>;

export const BookingWeek = z.object({
  /** The week's Sunday and the Sunday after, Nepal days. */
  from: z.string(),
  until: z.string(),
  /** Each of the seven days with its working hours (after exceptions), "HH:MM" in Nepal time. */
  days: z.array(z.object({ date: z.string(), hours: z.array(z.object({ start: z.string(), end: z.string() })) })),
  /** The professional's bookings starting that week, but those declined, expired or cancelled. */
  bookings: z.array(BookingCard),
});
export type BookingWeek = z.infer<typeof BookingWeek>;
