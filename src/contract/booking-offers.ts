import { z } from 'zod';
import { NepalDay } from './bookings.ts';
import { SERVICE_FORMATS } from './lists.ts';
import { placeFields } from './locations/place-fields.ts';
import { singleLineText } from './text.ts';
import { withLatinDigits } from './typed-digits.ts';

// Offers from conversations (docs/decisions/044-bookings.md, "Offers from conversations"): the
// professional of a chat offers a service at a price, a time and a place; the other person accepts
// it, and it becomes an accepted booking at once. Messages are locale keys under `bookings.offers`.

/** What an offer can be. `expired` is never stored: an open offer whose start has come is read as expired. */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'expired', 'taken'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const STORED_OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'taken'] as const;

/** accept and decline are the client's, withdraw the professional's; all only while the offer is open. */
export const OFFER_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

export const OFFER_RULES = {
  /** The furthest ahead an offer may be made, in days. */
  horizonDays: 180,
  /** A job's length when the professional has no working hours to take it from. */
  defaultDurationMinutes: 60,
  /** Most rupees one offer may ask. */
  maxRupees: 10_000_000,
} as const;

/** "HH:MM" on Nepal's clock. */
const NepalClock = z
  .string({ error: 'bookings.validation.timeInvalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'bookings.validation.timeInvalid' });

/** Rupees as typed (digits, at most two decimals), more than nothing: the server stores paisa. */
const Rupees = withLatinDigits(
  z.union([z.string(), z.number()], { error: 'bookings.offers.validation.priceRequired' }),
).transform((value, ctx) => {
  const raw = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
  if (raw === '') {
    ctx.addIssue({ code: 'custom', message: 'bookings.offers.validation.priceRequired' });
    return z.NEVER;
  }
  // zero and below get their own words: a free job is not an offer
  if (Number(raw) <= 0) {
    ctx.addIssue({ code: 'custom', message: 'bookings.offers.validation.pricePositive' });
    return z.NEVER;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || Number(raw) > OFFER_RULES.maxRupees) {
    ctx.addIssue({ code: 'custom', message: 'bookings.offers.validation.priceInvalid' });
    return z.NEVER;
  }
  return raw;
});

/** POST /api/conversations/{id}/offers: the form of "Send an offer", times on Nepal's clock. */
export const OfferInput = z.object({
  serviceId: z
    .string({ error: 'bookings.validation.serviceRequired' })
    .uuid({ error: 'bookings.validation.serviceRequired' }),
  /** Rupees, e.g. "2500" or "2500.50". */
  price: Rupees,
  date: NepalDay,
  time: NepalClock,
  durationMinutes: z.coerce
    .number({ error: 'bookings.validation.minutesInvalid' })
    .int({ error: 'bookings.validation.minutesInvalid' })
    .min(15, { error: 'bookings.validation.minutesInvalid' })
    .max(12 * 60, { error: 'bookings.validation.minutesInvalid' }),
  /** For an in-person or hybrid service: where the work is, beside the structured place. */
  address: singleLineText().trim().max(300, { error: 'validation.tooLong' }).optional().default(''),
  ...placeFields,
});
export type OfferInput = z.input<typeof OfferInput>;
export type OfferValues = z.output<typeof OfferInput>;

/** POST /api/offers/{id}/actions. */
export const OfferActionInput = z.object({
  action: z.enum(OFFER_ACTIONS, { error: 'bookings.validation.actionInvalid' }),
});
export type OfferActionInput = z.input<typeof OfferActionInput>;

const Party = z.object({ id: z.string(), name: z.string() });

/** One offer as either person of its conversation reads it. */
export const Offer = z.object({
  id: z.string(),
  conversationId: z.string(),
  status: z.enum(OFFER_STATUSES),
  viewerRole: z.enum(['client', 'professional']),
  serviceId: z.string().nullable(),
  serviceTitle: z.string(),
  serviceTitleNe: z.string().nullable(),
  format: z.enum(SERVICE_FORMATS),
  professional: Party,
  client: Party,
  startsAt: z.string(),
  endsAt: z.string(),
  /** Integer paisa (NPR × 100), paid at the job. */
  pricePaisa: z.number().int(),
  address: z.string(),
  districtId: z.string().nullable(),
  localLevelId: z.string().nullable(),
  /** The booking it became, once accepted. */
  bookingId: z.string().nullable(),
  /** What the reader may do now. */
  actions: z.array(z.enum(OFFER_ACTIONS)),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof Offer>;

/** A service the professional may offer in a chat: theirs and visible. */
export const OfferableService = z.object({
  id: z.string(),
  title: z.string(),
  titleNe: z.string().nullable(),
  format: z.enum(SERVICE_FORMATS),
  /** The listing's price in paisa, the form's starting value. */
  pricePaisa: z.number().int(),
});
export type OfferableService = z.infer<typeof OfferableService>;

/** GET /api/conversations/{id}/offers: the conversation's offers, oldest first, and what the reader may offer. */
export const OfferList = z.object({
  items: z.array(Offer),
  /** The reader's services they may offer here; empty when they have none (then no "Send an offer"). */
  services: z.array(OfferableService),
  /** The length of a job by the reader's working hours, the form's starting value. */
  durationMinutes: z.number().int(),
});
export type OfferList = z.infer<typeof OfferList>;
