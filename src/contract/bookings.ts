import { z } from 'zod';
import { SERVICE_FORMATS } from './lists.ts';
import { placeFields } from './locations/place-fields.ts';
import { multiLineText, singleLineText } from './text.ts';

// Bookings: a client books a professional's time from the free slots of one of their services
// (docs/decisions/044-bookings.md has the state machine). Times travel as ISO instants; slots are
// laid out in Nepal time (+05:45) whatever the server's or browser's zone. Messages are locale keys
// in locales/bookings (group `bookings`).

export const BOOKING_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'expired',
  'completed',
  'confirmed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking in one of these holds its time: no other booking of the professional may overlap it. */
export const HOLDING_STATUSES = ['requested', 'accepted'] as const satisfies readonly BookingStatus[];

/** What a party does to a booking (POST /api/bookings/{id}/actions); who may do which is decision 044. */
export const BOOKING_ACTIONS = ['accept', 'decline', 'cancel', 'complete', 'confirm', 'no_show'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** How a pending proposal of another time ends (POST /api/bookings/{id}/reschedules/{rescheduleId}). */
export const RESCHEDULE_ANSWERS = ['accept', 'decline', 'withdraw'] as const;
export type RescheduleAnswer = (typeof RESCHEDULE_ANSWERS)[number];

/** What the booking's page offers the reader now: the moves, proposing another time, and answering a proposal. */
export const BOOKING_OPTIONS = [
  ...BOOKING_ACTIONS,
  'reschedule',
  'accept_reschedule',
  'decline_reschedule',
  'withdraw_reschedule',
] as const;
export type BookingOption = (typeof BOOKING_OPTIONS)[number];

/** Timeline entries that change no status: the steps of a proposal of another time. */
export const BOOKING_CHANGES = [
  'reschedule_proposed',
  'reschedule_accepted',
  'reschedule_declined',
  'reschedule_withdrawn',
] as const;
export type BookingChange = (typeof BOOKING_CHANGES)[number];

/** Who moved a booking, as its timeline shows it. */
export const BOOKING_ACTORS = ['client', 'professional', 'staff', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export const BOOKING_RULES = {
  /** A request nobody answers expires after this long (BOOKING_EXPIRY_HOURS overrides it). */
  expiryHours: 24,
  /** The client cancels free of charge until this long before the slot. */
  freeCancelHours: 24,
  /**
   * What an accepted booking the client cancels later refunds of its online payment, in percent;
   * the rest pays the professional for the time kept (decision 049).
   */
  lateCancelRefundPercent: 50,
  /** A completed booking the client does not confirm is confirmed this long after its slot ends. */
  autoConfirmDays: 3,
  /** Most days of slots one request answers. */
  maxSlotDays: 31,
  /** The IANA zone every slot is laid out in; Nepal has kept +05:45 since 1986. */
  timeZone: 'Asia/Kathmandu',
} as const;

/** "HH:MM" in Nepal time; 24:00 ends a day. */
const clock = z
  .string({ error: 'bookings.validation.timeInvalid' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'bookings.validation.timeInvalid' });

/** A calendar day, YYYY-MM-DD, in Nepal. */
export const NepalDay = z
  .string({ error: 'bookings.validation.dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'bookings.validation.dateInvalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isRealDay(value), {
    error: 'bookings.validation.dateInvalid',
  });

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === value;
}

const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

const Hours = z.object({ start: clock, end: clock }).refine((hours) => minutesOf(hours.start) < minutesOf(hours.end), {
  error: 'bookings.validation.hoursOrder',
  path: ['end'],
});

/** One stretch of working hours on a weekday (0 Sunday … 6 Saturday). */
export const WeeklyHours = Hours.and(z.object({ day: z.number().int().min(0).max(6) }));
export type WeeklyHours = z.infer<typeof WeeklyHours>;

/** A day that differs from the week: off altogether (no hours) or worked at these hours only. */
export const AvailabilityException = z.object({
  date: NepalDay,
  hours: z.array(Hours).max(4, { error: 'validation.tooMany' }),
});
export type AvailabilityException = z.infer<typeof AvailabilityException>;

/** A whole number of minutes (or days) in a range, typed or sent as a number. */
export const minutes = (min: number, max: number) =>
  z.coerce
    .number({ error: 'bookings.validation.minutesInvalid' })
    .int({ error: 'bookings.validation.minutesInvalid' })
    .min(min, { error: 'bookings.validation.minutesInvalid' })
    .max(max, { error: 'bookings.validation.minutesInvalid' });

/** PUT /api/bookings/availability: the professional's working time, for every service of theirs. */
export const AvailabilityInput = z
  .object({
    weeklyHours: z.array(WeeklyHours).max(28, { error: 'validation.tooMany' }),
    exceptions: z.array(AvailabilityException).max(100, { error: 'validation.tooMany' }),
    /** How long one booking lasts unless the service says otherwise. */
    durationMinutes: minutes(15, 12 * 60),
    bufferBeforeMinutes: minutes(0, 4 * 60),
    bufferAfterMinutes: minutes(0, 4 * 60),
    /** The least notice a client must give. */
    leadMinutes: minutes(0, 14 * 24 * 60),
    /** How far ahead clients may book. */
    horizonDays: minutes(1, 180),
    /** Sent to the client of an online booking when it is accepted. */
    meetingLink: singleLineText()
      .trim()
      .max(500, { error: 'validation.tooLong' })
      .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
        error: 'bookings.validation.meetingLinkInvalid',
      })
      .transform((value) => value || null)
      .nullable()
      .default(null),
  })
  .superRefine((input, ctx) => {
    const overlapping = (list: { start: string; end: string }[]) =>
      list.some((a, i) =>
        list.some((b, j) => i < j && minutesOf(a.start) < minutesOf(b.end) && minutesOf(b.start) < minutesOf(a.end)),
      );
    for (let day = 0; day < 7; day++) {
      if (overlapping(input.weeklyHours.filter((hours) => hours.day === day))) {
        ctx.addIssue({ code: 'custom', path: ['weeklyHours'], message: 'bookings.validation.hoursOverlap' });
        return;
      }
    }
    const dates = input.exceptions.map((exception) => exception.date);
    if (new Set(dates).size !== dates.length) {
      ctx.addIssue({ code: 'custom', path: ['exceptions'], message: 'bookings.validation.exceptionTwice' });
    }
    if (input.exceptions.some((exception) => overlapping(exception.hours))) {
      ctx.addIssue({ code: 'custom', path: ['exceptions'], message: 'bookings.validation.hoursOverlap' });
    }
  });
export type AvailabilityInput = z.input<typeof AvailabilityInput>;
export type AvailabilityValues = z.output<typeof AvailabilityInput>;

/** GET /api/bookings/availability: what the form shows; `configured` is false until first saved. */
export const Availability = z.object({
  configured: z.boolean(),
  weeklyHours: z.array(WeeklyHours),
  exceptions: z.array(AvailabilityException),
  durationMinutes: z.number(),
  bufferBeforeMinutes: z.number(),
  bufferAfterMinutes: z.number(),
  leadMinutes: z.number(),
  horizonDays: z.number(),
  meetingLink: z.string().nullable(),
});
export type Availability = z.infer<typeof Availability>;

/** GET /api/bookings/slots: a service's free slots for `days` Nepal days from `from` (today if absent). */
export const SlotsQuery = z.object({
  serviceId: z
    .string({ error: 'bookings.validation.serviceRequired' })
    .uuid({ error: 'bookings.errors.unknownService' }),
  from: NepalDay.optional(),
  days: z.coerce
    .number({ error: 'bookings.validation.daysInvalid' })
    .int({ error: 'bookings.validation.daysInvalid' })
    .min(1, { error: 'bookings.validation.daysInvalid' })
    .max(BOOKING_RULES.maxSlotDays, { error: 'bookings.validation.daysInvalid' })
    .default(14),
});
export type SlotsQuery = z.input<typeof SlotsQuery>;

export const Slot = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof Slot>;

export const Slots = z.object({
  serviceId: z.string(),
  /** false when the professional has not set working hours: the page offers a quote instead. */
  bookable: z.boolean(),
  durationMinutes: z.number(),
  timeZone: z.literal(BOOKING_RULES.timeZone),
  /** Every requested day, in order, with its free slots (possibly none). */
  days: z.array(z.object({ date: z.string(), slots: z.array(Slot) })),
});
export type Slots = z.infer<typeof Slots>;

/** POST /api/bookings: a client asks for one slot of a service. */
export const BookingRequest = z.object({
  serviceId: z
    .string({ error: 'bookings.validation.serviceRequired' })
    .uuid({ error: 'bookings.errors.unknownService' }),
  startsAt: z.iso.datetime({ offset: true, error: 'bookings.validation.startInvalid' }),
  /** Where the work is, for an in-person or hybrid service: free text beside the structured place. */
  address: singleLineText().trim().max(300, { error: 'validation.tooLong' }).optional().default(''),
  ...placeFields,
  note: multiLineText().trim().max(1000, { error: 'validation.tooLong' }).optional().default(''),
});
export type BookingRequest = z.input<typeof BookingRequest>;

/** POST /api/bookings/{id}/actions. A professional's cancellation needs a reason. */
export const BookingActionInput = z.object({
  action: z.enum(BOOKING_ACTIONS, { error: 'bookings.validation.actionInvalid' }),
  reason: multiLineText().trim().max(500, { error: 'validation.tooLong' }).optional(),
  /** accept: the meeting link of an online booking, when availability has none or another is wanted. */
  meetingLink: AvailabilityInput.shape.meetingLink.optional(),
});
export type BookingActionInput = z.input<typeof BookingActionInput>;

/** POST /api/bookings/{id}/reschedules: either party of an accepted booking proposes another slot. */
export const RescheduleProposal = z.object({
  startsAt: BookingRequest.shape.startsAt,
  reason: multiLineText().trim().max(500, { error: 'validation.tooLong' }).optional(),
});
export type RescheduleProposal = z.input<typeof RescheduleProposal>;

/** POST /api/bookings/{id}/reschedules/{rescheduleId}: the other side accepts or declines, the proposer withdraws. */
export const RescheduleAnswerInput = z.object({
  action: z.enum(RESCHEDULE_ANSWERS, { error: 'bookings.validation.actionInvalid' }),
  reason: multiLineText().trim().max(500, { error: 'validation.tooLong' }).optional(),
});
export type RescheduleAnswerInput = z.input<typeof RescheduleAnswerInput>;

export const BookingEvent = z.object({
  id: z.string(),
  /** The status it moved to (unchanged by a `change`). */
  status: z.enum(BOOKING_STATUSES),
  /** A step of a proposal of another time, when the event is one. */
  change: z.enum(BOOKING_CHANGES).nullable(),
  /** The time proposed, or moved to. */
  startsAt: z.string().nullable(),
  actor: z.enum(BOOKING_ACTORS),
  reason: z.string().nullable(),
  /** The client accepted an offer from a conversation: the booking began accepted. */
  fromOffer: z.boolean(),
  at: z.string(),
});
export type BookingEvent = z.infer<typeof BookingEvent>;

const Party = z.object({ id: z.string(), name: z.string() });

/** One booking as its parties (and staff) see it. */
export const Booking = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The reader's side of it; staff read any. */
  viewerRole: z.enum(['client', 'professional', 'staff']),
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
  note: z.string(),
  /** Shown to the parties once accepted. */
  meetingLink: z.string().nullable(),
  /** A request's deadline for an answer. */
  expiresAt: z.string().nullable(),
  /** Until when the client's cancellation is free. */
  freeCancelUntil: z.string(),
  /** What the reader may do now. */
  actions: z.array(z.enum(BOOKING_OPTIONS)),
  /** Another time proposed by one side, waiting for the other's answer; the booking keeps its time meanwhile. */
  reschedule: z
    .object({
      id: z.string(),
      proposedBy: z.enum(['client', 'professional']),
      startsAt: z.string(),
      endsAt: z.string(),
      reason: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  events: z.array(BookingEvent),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof Booking>;

export const BOOKING_VIEWS = ['requests', 'upcoming', 'past'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

/** GET /api/bookings: the reader's bookings as a client or as the professional. */
export const BookingListQuery = z.object({
  as: z.enum(['client', 'professional']).default('client'),
  view: z.enum(BOOKING_VIEWS).default('upcoming'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type BookingListQuery = z.input<typeof BookingListQuery>;

export const BOOKINGS_PAGE_SIZE = 20;

export const BookingCard = Booking.omit({
  events: true,
  actions: true,
  reschedule: true,
  note: true,
  meetingLink: true,
});
export type BookingCard = z.infer<typeof BookingCard>;

export const BookingList = z.object({
  items: z.array(BookingCard),
  page: z.number(),
  hasMore: z.boolean(),
  /** Requests waiting for the professional's answer (the dashboard's badge). */
  waiting: z.number(),
});
export type BookingList = z.infer<typeof BookingList>;
