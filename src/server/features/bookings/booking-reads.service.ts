import { aliasedTable, and, asc, desc, eq, gt, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_RULES,
  BOOKINGS_PAGE_SIZE,
  HOLDING_STATUSES,
  type Booking,
  type BookingCard,
  type BookingList,
  type BookingOption,
  type BookingView,
} from '#contract/bookings.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookingEvents, bookingReschedules, bookings } from '#server/db/schema/bookings.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';

// Reading bookings: one with its timeline for its parties, and the lists of the dashboards.

type BookingRow = typeof bookings.$inferSelect;
type Role = Booking['viewerRole'];

const HOUR = 3_600_000;
const clientUser = aliasedTable(users, 'client_user');
const clientProfile = aliasedTable(profiles, 'client_profile');
const proUser = aliasedTable(users, 'pro_user');
const proProfile = aliasedTable(profiles, 'pro_profile');

const columns = {
  booking: bookings,
  clientName: sql<string>`coalesce(${clientProfile.fullName}, ${clientUser.name})`,
  professionalName: sql<string>`coalesce(${proProfile.fullName}, ${proUser.name})`,
};

/** Bookings with their two parties' names (a profile's full name, else the account's). */
export function withNames(db: Db) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(clientUser, eq(clientUser.id, bookings.clientId))
    .leftJoin(clientProfile, eq(clientProfile.id, bookings.clientId))
    .innerJoin(proUser, eq(proUser.id, bookings.professionalId))
    .leftJoin(proProfile, eq(proProfile.id, bookings.professionalId));
}

type Side = 'client' | 'professional';

/** A booking's proposals of another time, as the rules need them: the one pending, and the sides whose free reschedule is used. */
export interface RescheduleState {
  pending: { proposedBy: Side } | null;
  used: readonly Side[];
}

const NO_RESCHEDULES: RescheduleState = { pending: null, used: [] };

/** What the reader may do to the booking now (decision 044); the services enforce the same rules. */
export function actionsFor(
  booking: BookingRow,
  role: Role,
  now: Date,
  reschedules: RescheduleState = NO_RESCHEDULES,
): BookingOption[] {
  if (role === 'staff') return [];
  const started = booking.startsAt <= now;
  const waiting = booking.status === 'requested' && (booking.expiresAt === null || booking.expiresAt > now);
  const open = (booking.status === 'accepted' || waiting) && !started;
  const accepted = booking.status === 'accepted';
  const { pending } = reschedules;
  const moves: BookingOption[] =
    role === 'professional'
      ? [
          ...(waiting && !started ? (['accept', 'decline'] as const) : []),
          ...(open ? (['cancel'] as const) : []),
          ...(accepted && started ? (['complete'] as const) : []),
        ]
      : [...(open ? (['cancel'] as const) : []), ...(booking.status === 'completed' ? (['confirm'] as const) : [])];
  return [
    ...moves,
    ...(accepted && started ? (['no_show'] as const) : []),
    ...(accepted && !started && !pending && booking.serviceId && !reschedules.used.includes(role)
      ? (['reschedule'] as const)
      : []),
    ...(accepted && pending && pending.proposedBy !== role
      ? started
        ? (['decline_reschedule'] as const)
        : (['accept_reschedule', 'decline_reschedule'] as const)
      : []),
    ...(accepted && pending?.proposedBy === role ? (['withdraw_reschedule'] as const) : []),
  ];
}

/** A booking as its list card, for the reader on `role`'s side. */
export function toCard(
  row: { booking: BookingRow; clientName: string; professionalName: string },
  role: Role,
): BookingCard {
  const { booking } = row;
  return {
    id: booking.id,
    status: booking.status,
    viewerRole: role,
    serviceId: booking.serviceId,
    serviceTitle: booking.serviceTitle,
    serviceTitleNe: booking.serviceTitleNe,
    format: booking.format,
    professional: { id: booking.professionalId, name: row.professionalName },
    client: { id: booking.clientId, name: row.clientName },
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    pricePaisa: booking.pricePaisa,
    address: booking.address,
    districtId: booking.districtId,
    localLevelId: booking.localLevelId,
    expiresAt: booking.status === 'requested' ? (booking.expiresAt?.toISOString() ?? null) : null,
    freeCancelUntil: new Date(booking.startsAt.getTime() - BOOKING_RULES.freeCancelHours * HOUR).toISOString(),
    createdAt: booking.createdAt.toISOString(),
  };
}

/** The reader's side of a booking; null when they are neither party. */
export function roleOf(booking: Pick<BookingRow, 'clientId' | 'professionalId'>, userId: string): Role | null {
  if (booking.professionalId === userId) return 'professional';
  if (booking.clientId === userId) return 'client';
  return null;
}

/** GET /api/bookings/{id}: a booking for one of its parties (or staff); 404 for anyone else, as for an unknown id. */
export async function bookingFor(
  db: Db,
  id: string,
  viewer: { userId: string; staff?: boolean },
  now = new Date(),
): Promise<Booking> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  const [row] = await withNames(db).where(eq(bookings.id, id));
  const role = row ? (roleOf(row.booking, viewer.userId) ?? (viewer.staff ? 'staff' : null)) : null;
  if (!row || !role) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  const events = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const proposals = await db.select().from(bookingReschedules).where(eq(bookingReschedules.bookingId, id));
  // a proposal counts only while the booking it would move is accepted
  const pending = row.booking.status === 'accepted' ? proposals.find((p) => p.status === 'pending') : undefined;
  const state: RescheduleState = {
    pending: pending ? { proposedBy: pending.proposedBy as Side } : null,
    used: proposals.filter((p) => p.status === 'accepted').map((p) => p.proposedBy as Side),
  };
  const accepted = row.booking.status !== 'requested';
  return {
    ...toCard(row, role),
    note: row.booking.note,
    meetingLink: accepted ? row.booking.meetingLink : null,
    actions: actionsFor(row.booking, role, now, state),
    reschedule: pending
      ? {
          id: pending.id,
          proposedBy: pending.proposedBy as Side,
          startsAt: pending.startsAt.toISOString(),
          endsAt: pending.endsAt.toISOString(),
          reason: pending.reason,
          at: pending.createdAt.toISOString(),
        }
      : null,
    events: events.map((event) => ({
      id: event.id,
      status: event.status,
      change: event.change,
      startsAt: event.startsAt?.toISOString() ?? null,
      actor: event.actor,
      reason: event.reason,
      fromOffer: event.fromOffer,
      at: event.createdAt.toISOString(),
    })),
  };
}

/** Which bookings each view lists, and in which order. */
function view(name: BookingView, now: Date): { where: SQL | undefined; order: SQL[] } {
  const live = inArray(bookings.status, [...HOLDING_STATUSES]);
  switch (name) {
    case 'requests':
      return {
        where: and(eq(bookings.status, 'requested'), gt(bookings.expiresAt, now), gt(bookings.startsAt, now)),
        order: [asc(bookings.startsAt)],
      };
    case 'upcoming':
      return {
        where: and(eq(bookings.status, 'accepted'), gte(bookings.endsAt, now)),
        order: [asc(bookings.startsAt)],
      };
    case 'past':
      return {
        where: or(notInArray(bookings.status, [...HOLDING_STATUSES]), and(live, lt(bookings.endsAt, now))),
        order: [desc(bookings.startsAt), desc(bookings.id)],
      };
  }
}

/** GET /api/bookings: the reader's bookings as client or as professional, one view, one page. */
export async function listBookings(
  db: Db,
  userId: string,
  query: { as: 'client' | 'professional'; view: BookingView; page: number },
  now = new Date(),
): Promise<BookingList> {
  const party = query.as === 'client' ? eq(bookings.clientId, userId) : eq(bookings.professionalId, userId);
  const { where, order } = view(query.view, now);
  const rows = await withNames(db)
    .where(and(party, where))
    .orderBy(...order)
    .limit(BOOKINGS_PAGE_SIZE + 1)
    .offset((query.page - 1) * BOOKINGS_PAGE_SIZE);
  const waiting = await db.$count(bookings, and(eq(bookings.professionalId, userId), view('requests', now).where));
  return {
    items: rows.slice(0, BOOKINGS_PAGE_SIZE).map((row) => toCard(row, query.as)),
    page: query.page,
    hasMore: rows.length > BOOKINGS_PAGE_SIZE,
    waiting,
  };
}
