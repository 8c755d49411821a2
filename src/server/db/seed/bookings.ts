import { eq, inArray } from 'drizzle-orm';
import type { BookingStatus } from '#contract/bookings.ts';
import { NEPAL_OFFSET_MINUTES, nepalToday } from '#contract/format/dates.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { availability, bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import { services } from '#server/db/schema/services.ts';
import { nepalInstant } from '#server/features/bookings/slots.ts';
import { paisaOf } from '#server/lib/money.ts';
import { demoAccount } from './demo-accounts.ts';
import { PROFESSIONALS } from './professionals.data.ts';

// The demo's calendar: every seeded professional works Sunday to Friday, 09:00–17:00 Nepal time,
// and the demo professional (Bikash) has bookings in each state a first visit should see: a request
// waiting for him; the demo student's visit tomorrow (its 24-hour reminder goes out on the first
// start) and another later; two of her past visits ready to be marked done, then confirmed and
// reviewed by her; and older confirmed and cancelled ones. Their transitions' notices count as
// sent, so a fresh start mails nobody but the reminder.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A Nepal wall-clock time `days` from today's date in Nepal: `hour` o'clock. */
function nepalTimeFrom(now: Date, days: number, hour: number): Date {
  return new Date(nepalInstant(nepalToday(now), (days * 24 + hour) * 60));
}

/** The next full hour of Nepal's clock (xx:00 there is xx:15 UTC) at or after `at`. */
function nepalHourAfter(at: Date): Date {
  const offset = NEPAL_OFFSET_MINUTES * MINUTE;
  return new Date(Math.ceil((at.getTime() + offset) / HOUR) * HOUR - offset);
}

interface DemoBooking {
  client: string;
  /** Index of Bikash's service. */
  service: number;
  /** When it starts: `hour` o'clock Nepal time, `days` from today, or the full hour after `hoursAhead` hours. */
  at: { days: number; hour: number } | { hoursAhead: number };
  /** The timeline, oldest first: each status with who moved it. */
  steps: [BookingStatus, 'client' | 'professional' | 'system', string?][];
}

const DEMO_BOOKINGS: DemoBooking[] = [
  { client: 'sujan.karki@sipalu.demo', service: 0, at: { days: 4, hour: 14 }, steps: [['requested', 'client']] },
  {
    client: demoAccount('student').email,
    service: 1,
    at: { days: 3, hour: 10 },
    steps: [
      ['requested', 'client'],
      ['accepted', 'professional'],
    ],
  },
  // tomorrow's visit, booked days ago: its 24-hour reminder goes out on the first start
  {
    client: demoAccount('student').email,
    service: 1,
    at: { hoursAhead: 20 },
    steps: [
      ['requested', 'client'],
      ['accepted', 'professional'],
    ],
  },
  // two past visits ready to be marked done, confirmed and reviewed
  {
    client: demoAccount('student').email,
    service: 0,
    at: { days: -1, hour: 10 },
    steps: [
      ['requested', 'client'],
      ['accepted', 'professional'],
    ],
  },
  {
    client: demoAccount('student').email,
    service: 1,
    at: { days: -2, hour: 13 },
    steps: [
      ['requested', 'client'],
      ['accepted', 'professional'],
    ],
  },
  {
    client: 'nabin.magar@sipalu.demo',
    service: 0,
    at: { days: -12, hour: 13 },
    steps: [
      ['requested', 'client'],
      ['accepted', 'professional'],
      ['completed', 'professional'],
      ['confirmed', 'client'],
    ],
  },
  {
    client: 'pooja.adhikari@sipalu.demo',
    service: 1,
    at: { days: -2, hour: 9 },
    steps: [
      ['requested', 'client'],
      ['cancelled', 'client', 'Our landlord will do the wiring first; I will book again later.'],
    ],
  },
];

export async function seedBookings(tx: Db, now: Date): Promise<void> {
  const emails = [...new Set(PROFESSIONALS.map((professional) => professional.email))];
  const professionals = await tx.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  await tx.insert(availability).values(
    professionals.map(({ id }) => ({
      professionalId: id,
      weeklyHours: [0, 1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' })),
      exceptions: [],
      durationMinutes: 120,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 30,
      leadMinutes: 120,
      horizonDays: 30,
      meetingLink: null,
    })),
  );

  const [bikash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount('professional').email));
  if (!bikash) return;
  await tx
    .update(availability)
    .set({ meetingLink: 'https://meet.jit.si/sipalu-bikash-electrical' })
    .where(eq(availability.professionalId, bikash.id));
  const offered = await tx
    .select()
    .from(services)
    .where(eq(services.professionalId, bikash.id))
    .orderBy(services.createdAt);
  const clients = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(DEMO_BOOKINGS.map((booking) => booking.client))]));

  for (const demo of DEMO_BOOKINGS) {
    const service = offered[demo.service];
    const client = clients.find((candidate) => candidate.email === demo.client);
    if (!service || !client) continue;
    const startsAt =
      'hoursAhead' in demo.at
        ? nepalHourAfter(new Date(now.getTime() + demo.at.hoursAhead * HOUR))
        : nepalTimeFrom(now, demo.at.days, demo.at.hour);
    const endsAt = new Date(startsAt.getTime() + 2 * HOUR);
    const requestedAt = new Date(Math.min(now.getTime() - HOUR, startsAt.getTime() - 2 * DAY));
    const status = demo.steps.at(-1)![0];
    const [booking] = await tx
      .insert(bookings)
      .values({
        serviceId: service.id,
        serviceTitle: service.title,
        serviceTitleNe: service.titleNe,
        format: service.format,
        professionalId: bikash.id,
        clientId: client.id,
        status,
        startsAt,
        endsAt,
        heldFrom: startsAt,
        heldUntil: new Date(endsAt.getTime() + 30 * MINUTE),
        pricePaisa: paisaOf(service.price),
        address: service.format === 'online' ? '' : 'Jhamsikhel, near the Lalitpur school',
        districtId: service.format === 'online' ? null : 'lalitpur',
        note: 'Please call when you reach the gate.',
        meetingLink: null,
        expiresAt: status === 'requested' ? new Date(now.getTime() + 20 * HOUR) : null,
        createdAt: requestedAt,
        updatedAt: requestedAt,
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingEvents).values(
      demo.steps.map(([step, actor, reason], index) => ({
        bookingId: booking!.id,
        status: step,
        actor,
        actorId: actor === 'client' ? client.id : actor === 'professional' ? bikash.id : null,
        reason: reason ?? null,
        createdAt: new Date(requestedAt.getTime() + index * 3 * HOUR),
        noticedAt: now,
      })),
    );
  }
}
