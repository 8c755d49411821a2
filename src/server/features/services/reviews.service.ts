import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Review } from '#contract/services.ts';
import { isUuid } from '#contract/ids.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { reviews, serviceEnquiries, services } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { isPubliclyVisible } from '#server/lib/visibility.ts';
import { DIRECTORY_CACHE } from './directory.service.ts';

// Verified reviews of professionals: who may review (and watch), the reviews, their replies.

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

/** A professional's reviews with reviewer names and service titles, newest first. */
export async function reviewsOf(db: Db, professionalId: string, limit = 50): Promise<Review[]> {
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
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .leftJoin(profiles, eq(profiles.id, reviews.reviewerId))
    .leftJoin(services, eq(services.id, reviews.serviceId))
    .where(and(eq(reviews.professionalId, professionalId), isPubliclyVisible(reviews)))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** A professional's average rating (one decimal, null without reviews) and how many reviews. */
export async function ratingSummary(db: Db, professionalId: string) {
  const [row] = await db
    .select({
      rating: sql<number | null>`round(avg(${reviews.rating})::numeric, 1)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.professionalId, professionalId));
  return {
    rating: row?.rating === null || row?.rating === undefined ? null : Number(row.rating),
    count: row?.count ?? 0,
  };
}

/**
 * Leaves a review: one per reviewer and service, never of oneself, and only by someone who
 * enquired about the service or is in a conversation with the professional (verified reviews).
 */
export async function createReview(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  reviewerId: string,
  input: { serviceId: string; rating: number; comment: string },
): Promise<Review> {
  const { db } = deps;
  if (!isUuid(input.serviceId)) throw new AppError('NOT_FOUND', 'services.notFound');
  const [service] = await db.select().from(services).where(eq(services.id, input.serviceId));
  if (!service) throw new AppError('NOT_FOUND', 'services.notFound');
  if (service.professionalId === reviewerId) throw new AppError('FORBIDDEN', 'services.reviewSelf');
  const eligible = await eligibleServiceIds(db, reviewerId, service.professionalId, [service.id]);
  if (!eligible.has(service.id)) throw new AppError('FORBIDDEN', 'services.reviewNotEligible');
  const [row] = await db
    .insert(reviews)
    .values({
      reviewerId,
      professionalId: service.professionalId,
      serviceId: service.id,
      rating: input.rating,
      comment: input.comment,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', 'services.reviewExists');
  await invalidate(deps, DIRECTORY_CACHE);
  const [created] = (await reviewsOf(db, service.professionalId, 50)).filter((review) => review.id === row.id);
  if (!created) throw new AppError('INTERNAL', 'errors.internal');
  return created;
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

/** Public list of a professional's reviews, newest first. */
export async function listReviews(db: Db, professionalId: string): Promise<Review[]> {
  if (!isUuid(professionalId)) throw new AppError('NOT_FOUND', 'professionals.notFound');
  return reviewsOf(db, professionalId, 100);
}
