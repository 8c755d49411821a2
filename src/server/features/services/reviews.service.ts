import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ReviewGate } from '#contract/engagements.ts';
import type { Review } from '#contract/services.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { engagements, reviews, serviceEnquiries, services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { assertProfessionalVisible, visibleService } from '#server/lib/visibility.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { countedReview } from './counted-reviews.ts';
import { DIRECTORY_CACHE } from './directory.service.ts';
import { engagementForReview } from './engagements.service.ts';

// Honest reviews of professionals (docs/decisions/012): who may watch lessons, who may review
// (acknowledged work), the reviews that count, their replies.

/**
 * Who may watch a service's videos and review it: the owner watches; anyone else must have
 * enquired about the service (Request a quote) or be in a conversation with the professional.
 * Answered per service id for one viewer.
 */
export async function eligibleServiceIds(
  db: Db,
  viewerId: string,
  professionalId: string,
  serviceIds: readonly string[],
): Promise<Set<string>> {
  if (!serviceIds.length || viewerId === professionalId) return new Set();
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.user1Id, viewerId), eq(conversations.user2Id, professionalId)),
        and(eq(conversations.user1Id, professionalId), eq(conversations.user2Id, viewerId)),
      ),
    )
    .limit(1);
  if (conversation) return new Set(serviceIds);
  const enquired = await db
    .select({ serviceId: serviceEnquiries.serviceId })
    .from(serviceEnquiries)
    .where(and(eq(serviceEnquiries.userId, viewerId), inArray(serviceEnquiries.serviceId, [...serviceIds])));
  return new Set(enquired.map((row) => row.serviceId));
}

const reviewerName = sql<string>`coalesce(${profiles.fullName}, ${users.name})`;

/**
 * A professional's reviews with reviewer names and service titles, newest first: those that count
 * (acknowledged work, not hidden), and the reader's own whatever their state — a hidden one with
 * the reason staff gave, shown to its reviewer alone.
 */
export async function reviewsOf(
  db: Db,
  professionalId: string,
  options: { viewerId?: string | null; limit?: number } = {},
): Promise<Review[]> {
  const { viewerId = null, limit = 50 } = options;
  // a review of a hidden service is hidden with it (a deleted service's review stays)
  const counted = and(countedReview(), isNull(services.hiddenAt));
  const visible = viewerId ? or(counted, eq(reviews.reviewerId, viewerId)) : counted;
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      serviceId: reviews.serviceId,
      serviceTitle: services.title,
      reviewerName,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .leftJoin(profiles, eq(profiles.id, reviews.reviewerId))
    .leftJoin(services, eq(services.id, reviews.serviceId))
    .where(and(eq(reviews.professionalId, professionalId), visible))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map(({ hiddenAt, hiddenReason, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    hiddenReason: hiddenAt ? (hiddenReason ?? '') : null,
  }));
}

/** A professional's average rating (one decimal, null without reviews) and how many, over counted reviews. */
export async function ratingSummary(db: Db, professionalId: string) {
  const [row] = await db
    .select({
      rating: sql<number | null>`round(avg(${reviews.rating})::numeric, 1)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.professionalId, professionalId), countedReview()));
  return {
    rating: row?.rating === null || row?.rating === undefined ? null : Number(row.rating),
    count: row?.count ?? 0,
  };
}

/**
 * Leaves a review: one per reviewer and service, never of oneself, and only with work the
 * professional acknowledged (an engagement, stored on the review). The route requires a verified
 * e-mail first. Refusals are 403 with a message that says what is missing.
 */
export async function createReview(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  reviewerId: string,
  input: { serviceId: string; rating: number; comment: string },
): Promise<Review> {
  const { db } = deps;
  const service = await visibleService(db, input.serviceId, () => new AppError('NOT_FOUND', 'services.notFound'));
  if (service.professionalId === reviewerId) throw new AppError('FORBIDDEN', 'services.reviewSelf');
  const engagement = await engagementForReview(db, service.professionalId, reviewerId, service.id);
  if (!engagement) throw new AppError('FORBIDDEN', 'services.reviewNeedsEngagement');
  const [row] = await db
    .insert(reviews)
    .values({
      reviewerId,
      professionalId: service.professionalId,
      serviceId: service.id,
      rating: input.rating,
      comment: input.comment,
      engagementId: engagement.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // one review per reviewer and service, and one per engagement (unique indexes): a review of
    // another service posted at the same moment took the conversation's one engagement
    const [mine] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.reviewerId, reviewerId), eq(reviews.serviceId, service.id)));
    throw mine
      ? new AppError('CONFLICT', 'services.reviewExists')
      : new AppError('FORBIDDEN', 'services.reviewNeedsEngagement');
  }
  await invalidate(deps, DIRECTORY_CACHE);
  const [created] = (await reviewsOf(db, service.professionalId, { viewerId: reviewerId })).filter(
    (review) => review.id === row.id,
  );
  if (!created) throw new AppError('INTERNAL', 'errors.internal');
  return created;
}

/**
 * The services of a professional the reader may review now: acknowledged work (for the service,
 * or from a conversation that backs no review yet) and no review of that service yet.
 */
export async function reviewableServiceIds(
  db: Db,
  viewerId: string,
  professionalId: string,
  serviceIds: readonly string[],
): Promise<string[]> {
  if (!serviceIds.length || viewerId === professionalId) return [];
  const [acknowledged, done] = await Promise.all([
    db
      .select({
        serviceId: engagements.serviceId,
        used: sql<boolean>`exists (select 1 from reviews r where r.engagement_id = ${engagements.id})`,
      })
      .from(engagements)
      .where(and(eq(engagements.professionalId, professionalId), eq(engagements.clientId, viewerId))),
    db
      .select({ serviceId: reviews.serviceId })
      .from(reviews)
      .where(and(eq(reviews.reviewerId, viewerId), eq(reviews.professionalId, professionalId))),
  ]);
  const reviewed = new Set(done.map((row) => row.serviceId));
  const anyService = acknowledged.some((row) => row.serviceId === null && !row.used);
  const forService = new Set(acknowledged.map((row) => row.serviceId));
  return serviceIds.filter((id) => !reviewed.has(id) && (anyService || forService.has(id)));
}

/** Whether the reader may review the professional now, or why not (the page says it up front). */
export async function reviewGateOf(
  db: Db,
  viewer: { id: string; emailVerified: boolean } | null,
  professionalId: string,
  reviewable: readonly string[],
): Promise<ReviewGate> {
  if (!viewer) return 'signIn';
  if (viewer.id === professionalId) return 'own';
  if (reviewable.length) return viewer.emailVerified ? 'open' : 'verifyEmail';
  const [acknowledged] = await db
    .select({ id: engagements.id })
    .from(engagements)
    .where(and(eq(engagements.professionalId, professionalId), eq(engagements.clientId, viewer.id)))
    .limit(1);
  return acknowledged ? 'reviewed' : 'noEngagement';
}

/** The professional answers a review of theirs, once. */
export async function replyToReview(db: Db, professionalId: string, reviewId: string, reply: string): Promise<void> {
  if (!isUuid(reviewId)) throw new AppError('NOT_FOUND', 'services.reviewNotFound');
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!review) throw new AppError('NOT_FOUND', 'services.reviewNotFound');
  if (review.professionalId !== professionalId) throw new AppError('FORBIDDEN', 'services.notOwner');
  const [updated] = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), sql`${reviews.reply} is null`))
    .returning({ id: reviews.id });
  if (!updated) throw new AppError('CONFLICT', 'services.replyExists');
}

/** Public list of a professional's reviews, newest first; 410 for a hidden or suspended professional. */
export async function listReviews(db: Db, professionalId: string): Promise<Review[]> {
  if (!isUuid(professionalId)) throw new AppError('NOT_FOUND', 'professionals.notFound');
  await assertProfessionalVisible(db, professionalId);
  return reviewsOf(db, professionalId, { limit: 100 });
}
