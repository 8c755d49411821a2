import { aliasedTable, and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  OFFER_RULES,
  type Offer,
  type OfferAction,
  type OfferList,
  type OfferStatus,
  type OfferValues,
} from '#contract/booking-offers.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookingOffers } from '#server/db/schema/booking-offers.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { paisaOf } from '#server/lib/money.ts';
import { publishUserEvent } from '#server/lib/notify.ts';
import { checkPlace } from '#server/lib/places/places.ts';
import { isPubliclyVisible, visibleService } from '#server/lib/visibility.ts';
import { heldTimes } from './booking-request.service.ts';
import { serviceWorkingTime } from './service-rules.service.ts';
import { heldTimeOf, nepalInstant } from './slots.ts';

// Offers in a conversation (decision 044, "Offers from conversations"): the professional sends
// one, either person reads them in the thread. Accepting, declining and withdrawing are in
// booking-offer-actions.service.ts.

type OfferRow = typeof bookingOffers.$inferSelect;
type Role = Offer['viewerRole'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const clientUser = aliasedTable(users, 'offer_client_user');
const clientProfile = aliasedTable(profiles, 'offer_client_profile');
const proUser = aliasedTable(users, 'offer_pro_user');
const proProfile = aliasedTable(profiles, 'offer_pro_profile');

/**
 * The conversation if `userId` takes part in it; anyone else gets 404, as for an unknown id.
 * `other` is null once the other person deleted their account.
 */
export async function conversationOf(db: Db, userId: string, conversationId: string) {
  if (!isUuid(conversationId)) throw new AppError('NOT_FOUND', 'messaging.conversationNotFound');
  const [row] = await db
    .select({ user1Id: conversations.user1Id, user2Id: conversations.user2Id })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId)),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'messaging.conversationNotFound');
  return { other: row.user1Id === userId ? row.user2Id : row.user1Id };
}

/** The status as read at `now`: an open offer whose start has come has expired. */
export function statusAt(row: Pick<OfferRow, 'status' | 'startsAt'>, now: Date): OfferStatus {
  return row.status === 'open' && row.startsAt <= now ? 'expired' : row.status;
}

/** The reader's side of an offer; null when they are neither person. */
export function offerRoleOf(row: Pick<OfferRow, 'professionalId' | 'clientId'>, userId: string): Role | null {
  if (row.professionalId === userId) return 'professional';
  if (row.clientId === userId) return 'client';
  return null;
}

/** What the reader may do now; the actions service enforces the same rules. */
function actionsFor(row: OfferRow, role: Role, now: Date): OfferAction[] {
  if (statusAt(row, now) !== 'open') return [];
  return role === 'client' ? ['accept', 'decline'] : ['withdraw'];
}

function withNames(db: Db) {
  return db
    .select({
      offer: bookingOffers,
      clientName: sql<string>`coalesce(${clientProfile.fullName}, ${clientUser.name})`,
      professionalName: sql<string>`coalesce(${proProfile.fullName}, ${proUser.name})`,
    })
    .from(bookingOffers)
    .innerJoin(clientUser, eq(clientUser.id, bookingOffers.clientId))
    .leftJoin(clientProfile, eq(clientProfile.id, bookingOffers.clientId))
    .innerJoin(proUser, eq(proUser.id, bookingOffers.professionalId))
    .leftJoin(proProfile, eq(proProfile.id, bookingOffers.professionalId));
}

type NamedRow = Awaited<ReturnType<ReturnType<typeof withNames>['where']>>[number];

function toOffer({ offer, clientName, professionalName }: NamedRow, role: Role, now: Date): Offer {
  return {
    id: offer.id,
    conversationId: offer.conversationId,
    status: statusAt(offer, now),
    viewerRole: role,
    serviceId: offer.serviceId,
    serviceTitle: offer.serviceTitle,
    serviceTitleNe: offer.serviceTitleNe,
    format: offer.format,
    professional: { id: offer.professionalId, name: professionalName },
    client: { id: offer.clientId, name: clientName },
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt.toISOString(),
    pricePaisa: offer.pricePaisa,
    address: offer.address,
    districtId: offer.districtId,
    localLevelId: offer.localLevelId,
    bookingId: offer.bookingId,
    actions: actionsFor(offer, role, now),
    createdAt: offer.createdAt.toISOString(),
  };
}

/** One offer for one of its two people; 404 for anyone else, as for an unknown id. */
export async function offerFor(db: Db, offerId: string, userId: string, now = new Date()): Promise<Offer> {
  if (!isUuid(offerId)) throw new AppError('NOT_FOUND', 'bookings.offers.errors.notFound');
  const [row] = await withNames(db).where(eq(bookingOffers.id, offerId));
  const role = row ? offerRoleOf(row.offer, userId) : null;
  if (!row || !role) throw new AppError('NOT_FOUND', 'bookings.offers.errors.notFound');
  return toOffer(row, role, now);
}

/** The services `userId` may offer: their own, visible, while their profile is visible too. */
async function offerableServices(db: Db, userId: string) {
  const rows = await db
    .select({
      id: services.id,
      title: services.title,
      titleNe: services.titleNe,
      format: services.format,
      price: services.price,
    })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.professionalId))
    .where(and(eq(services.professionalId, userId), isPubliclyVisible(services), isNull(profiles.hiddenAt)))
    .orderBy(asc(services.title));
  return rows.map(({ price, ...service }) => ({ ...service, pricePaisa: paisaOf(price) }));
}

/** The working time where it bears on an offer of a service: the job's usual length and the buffers. */
async function workingTimeOf(db: Db, professionalId: string, serviceId: string | null = null) {
  const row = await serviceWorkingTime(db, professionalId, serviceId);
  return {
    durationMinutes: row?.durationMinutes ?? OFFER_RULES.defaultDurationMinutes,
    bufferBeforeMinutes: row?.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: row?.bufferAfterMinutes ?? 0,
  };
}

/** GET /api/conversations/{id}/offers: the offers of one of my conversations, oldest first. */
export async function listOffers(db: Db, userId: string, conversationId: string, now = new Date()): Promise<OfferList> {
  const { other } = await conversationOf(db, userId, conversationId);
  const rows = await withNames(db)
    .where(eq(bookingOffers.conversationId, conversationId))
    .orderBy(asc(bookingOffers.createdAt), asc(bookingOffers.id));
  const items = rows.flatMap((row) => {
    const role = offerRoleOf(row.offer, userId);
    return role ? [toOffer(row, role, now)] : [];
  });
  // nobody left to offer to: the form does not show
  const offerable = other ? await offerableServices(db, userId) : [];
  return { items, services: offerable, durationMinutes: (await workingTimeOf(db, userId)).durationMinutes };
}

/**
 * POST /api/conversations/{id}/offers: the professional offers one of their visible services to
 * the other person of the conversation, at a price, a time (any start in the future, not only a
 * slot of their weekly hours) and, for work in person, a place. The time must not overlap a
 * booking of theirs that holds time; the booking the offer becomes is checked again by the
 * exclusion constraint when accepted.
 */
export async function sendOffer(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  professionalId: string,
  conversationId: string,
  values: OfferValues,
  now = new Date(),
): Promise<Offer> {
  const { db } = deps;
  const { other } = await conversationOf(db, professionalId, conversationId);
  if (!other) throw new AppError('CONFLICT', 'messaging.recipientDeleted');
  const service = await visibleService(
    db,
    values.serviceId,
    () => new AppError('VALIDATION_ERROR', 'bookings.offers.errors.notYourService'),
    professionalId,
  );

  const start = nepalInstant(values.date, Number(values.time.slice(0, 2)) * 60 + Number(values.time.slice(3, 5)));
  if (start <= now.getTime()) throw new AppError('VALIDATION_ERROR', 'bookings.offers.errors.past');
  if (start > now.getTime() + OFFER_RULES.horizonDays * DAY) {
    throw new AppError('VALIDATION_ERROR', 'bookings.offers.errors.tooFar');
  }
  const inPerson = service.format !== 'online';
  if (inPerson && !values.address) throw new AppError('VALIDATION_ERROR', 'bookings.errors.addressRequired');
  const place = inPerson ? checkPlace({ districtId: values.districtId, localLevelId: values.localLevelId }) : null;

  const time = await workingTimeOf(db, professionalId, service.id);
  const end = start + values.durationMinutes * MINUTE;
  const held = heldTimeOf(time, start, end);
  const taken = await heldTimes(db, professionalId, held.from, held.until);
  if (taken.length > 0) throw new AppError('CONFLICT', 'bookings.offers.errors.overlap');

  const [row] = await db
    .insert(bookingOffers)
    .values({
      conversationId,
      serviceId: service.id,
      serviceTitle: service.title,
      serviceTitleNe: service.titleNe,
      format: service.format,
      professionalId,
      clientId: other,
      startsAt: new Date(start),
      endsAt: new Date(end),
      heldFrom: new Date(held.from),
      heldUntil: new Date(held.until),
      pricePaisa: paisaOf(values.price),
      address: inPerson ? values.address : '',
      districtId: place?.districtId ?? null,
      localLevelId: place?.localLevelId ?? null,
    })
    .returning({ id: bookingOffers.id });
  if (!row) throw new Error('offer insert returned no row');
  // the conversation rises in both lists as for a message; its preview shows the offer (messaging.service.ts)
  await db
    .update(conversations)
    .set({ updatedAt: sql`clock_timestamp()` })
    .where(eq(conversations.id, conversationId));
  await tellConversation(deps, { id: row.id, conversationId, userIds: [professionalId, other] });
  return offerFor(db, row.id, professionalId, now);
}

/**
 * Both people's open tabs refetch the thread. An offer travels as the thread's `message` event
 * (id = the offer): the thread reloads its messages and offers on it alike.
 */
export async function tellConversation(
  deps: Pick<AppDeps, 'bus'>,
  offer: { id: string; conversationId: string; userIds: string[] },
): Promise<void> {
  await publishUserEvent(deps, {
    userIds: offer.userIds,
    type: 'message',
    id: offer.id,
    conversationId: offer.conversationId,
  });
}
