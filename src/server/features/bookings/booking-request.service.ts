import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { BOOKING_RULES, HOLDING_STATUSES, type Booking, type Slots } from '#contract/bookings.ts';
import { isUuid } from '#contract/ids.ts';
import { addDays, nepalToday } from '#contract/format/dates.ts';
import type { Db } from '#server/db/client.ts';
import { isExclusionViolation } from '#server/db/errors.ts';
import { availability, bookingEvents, bookings, serviceBookingRules } from '#server/db/schema/bookings.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { paisaOf } from '#server/lib/money.ts';
import { checkPlace } from '#server/lib/places/places.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';
import { nudgeBookingNotices } from './booking-notices.ts';
import { bookingFor } from './booking-reads.service.ts';
import { effectiveTime } from './service-rules.service.ts';
import { freeSlots, heldTimeOf, slotEnd, slotRefusal, type HeldTime } from './slots.ts';

// Asking for a slot: the free slots a client picks from, and the request that holds one.

const HOUR = 3_600_000;
/** The first key of the advisory locks taken per professional while a booking's time is written. */
export const BOOKING_LOCKS = 4_402_600;
const DAY = 24 * HOUR;

/**
 * A service with what booking it needs: its working time (the professional's, with the service's
 * own rules over it) and visibility. 404 unknown, 410 hidden.
 */
async function bookableService(db: Db, serviceId: string) {
  if (!isUuid(serviceId)) throw new AppError('NOT_FOUND', 'bookings.errors.unknownService');
  const [row] = await db
    .select({
      // the columns booking needs, not the service's description and search text
      service: {
        id: services.id,
        professionalId: services.professionalId,
        title: services.title,
        titleNe: services.titleNe,
        format: services.format,
        price: services.price,
        hiddenAt: services.hiddenAt,
      },
      profileHiddenAt: profiles.hiddenAt,
      time: availability,
      rules: serviceBookingRules,
    })
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.professionalId))
    .leftJoin(availability, eq(availability.professionalId, services.professionalId))
    .leftJoin(serviceBookingRules, eq(serviceBookingRules.serviceId, services.id))
    .where(eq(services.id, serviceId));
  if (!row) throw new AppError('NOT_FOUND', 'bookings.errors.unknownService');
  assertPubliclyVisible(row.service, { hiddenAt: row.profileHiddenAt });
  return { service: row.service, time: row.time ? effectiveTime(row.time, row.rules) : null };
}

/** The time a professional's holding bookings take between two instants, leaving out `except` (a booking being moved). */
export async function heldTimes(
  db: Db,
  professionalId: string,
  from: number,
  until: number,
  except?: string,
): Promise<HeldTime[]> {
  const rows = await db
    .select({ from: bookings.heldFrom, until: bookings.heldUntil })
    .from(bookings)
    .where(
      and(
        eq(bookings.professionalId, professionalId),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        gt(bookings.heldUntil, new Date(from)),
        lt(bookings.heldFrom, new Date(until)),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
  return rows.map((row) => ({ from: row.from.getTime(), until: row.until.getTime() }));
}

/** GET /api/bookings/slots: the free slots of a service, `days` Nepal days from `from` (today by default). */
export async function slotsOf(
  db: Db,
  query: { serviceId: string; from?: string | undefined; days: number },
  now = new Date(),
): Promise<Slots> {
  const { service, time } = await bookableService(db, query.serviceId);
  const from = query.from ?? nepalToday(now);
  const answer = {
    serviceId: service.id,
    timeZone: BOOKING_RULES.timeZone,
    durationMinutes: time?.durationMinutes ?? 0,
  };
  if (!time) return { ...answer, bookable: false, days: [] };
  // the days asked for, widened by a day each side for buffers reaching across midnight
  const start = Date.parse(`${addDays(from, -1)}T00:00:00Z`);
  const held = await heldTimes(db, service.professionalId, start, start + (query.days + 2) * DAY);
  return { ...answer, bookable: true, days: freeSlots(time, held, { from, days: query.days, now: now.getTime() }) };
}

interface RequestValues {
  serviceId: string;
  startsAt: string;
  address: string;
  districtId: string | null;
  localLevelId: string | null;
  note: string;
}

/**
 * POST /api/bookings: the client asks for a slot. Every rule a slot must meet is checked with its
 * own message; the exclusion constraint then decides between clients racing for the same time.
 */
export async function requestBooking(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'logger' | 'bookingExpiryHours'>,
  clientId: string,
  values: RequestValues,
  now = new Date(),
): Promise<Booking> {
  const { db } = deps;
  const { service, time } = await bookableService(db, values.serviceId);
  if (service.professionalId === clientId) throw new AppError('FORBIDDEN', 'bookings.errors.ownService');
  if (!time) throw new AppError('CONFLICT', 'bookings.errors.notBookable');
  const inPerson = service.format !== 'online';
  if (inPerson && !values.address) throw new AppError('VALIDATION_ERROR', 'bookings.errors.addressRequired');
  const place = inPerson ? checkPlace({ districtId: values.districtId, localLevelId: values.localLevelId }) : null;

  const start = Date.parse(values.startsAt);
  const held = await heldTimes(db, service.professionalId, start - DAY, start + DAY);
  const refusal = slotRefusal(time, held, start, now.getTime());
  if (refusal)
    throw new AppError(refusal === 'slotTaken' ? 'CONFLICT' : 'VALIDATION_ERROR', `bookings.errors.${refusal}`);

  const end = slotEnd(time, start);
  const heldTime = heldTimeOf(time, start, end);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      // requests for one professional queue here: PostgreSQL would otherwise answer some of many
      // overlapping inserts with a deadlock rather than the constraint's refusal
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCKS}, hashtext(${service.professionalId}))`);
      const [booking] = await tx
        .insert(bookings)
        .values({
          serviceId: service.id,
          serviceTitle: service.title,
          serviceTitleNe: service.titleNe,
          format: service.format,
          professionalId: service.professionalId,
          clientId,
          startsAt: new Date(start),
          endsAt: new Date(end),
          heldFrom: new Date(heldTime.from),
          heldUntil: new Date(heldTime.until),
          pricePaisa: paisaOf(service.price),
          address: inPerson ? values.address : '',
          districtId: place?.districtId ?? null,
          localLevelId: place?.localLevelId ?? null,
          note: values.note,
          expiresAt: new Date(now.getTime() + deps.bookingExpiryHours * HOUR),
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error('booking insert returned no row');
      await tx
        .insert(bookingEvents)
        .values({ bookingId: booking.id, status: 'requested', actor: 'client', actorId: clientId });
      return booking.id;
    });
  } catch (error) {
    // another client's request for an overlapping time committed first
    if (isExclusionViolation(error)) throw new AppError('CONFLICT', 'bookings.errors.slotTaken');
    throw error;
  }
  await nudgeBookingNotices(deps);
  return bookingFor(db, id, { userId: clientId }, now);
}
