import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  Enquiry,
  ProfessionalDashboard,
  ProfessionalDetail,
  Review,
  Service,
  ServiceValues,
  ServiceVideo,
} from '#contract/services.ts';
import { TESTIMONIAL_MIN_RATING } from '#contract/services-rules.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { assertRole } from '#server/auth/guards.ts';
import { reviews, serviceEnquiries, services, serviceVideos } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { notify } from '#server/lib/notify.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { DIRECTORY_CACHE } from './directory.service.ts';
import { isUuid } from '#contract/ids.ts';

type ServiceRow = typeof services.$inferSelect;
type VideoRow = typeof serviceVideos.$inferSelect;

export const videoStreamUrl = (videoId: string) => `/api/videos/${videoId}/stream`;

function toVideo(row: VideoRow): ServiceVideo {
  return { id: row.id, title: row.title, orderIndex: row.orderIndex, streamUrl: videoStreamUrl(row.id) };
}

function toService(row: ServiceRow, videos: readonly VideoRow[], canWatch: boolean): Service {
  return {
    id: row.id,
    professionalId: row.professionalId,
    title: row.title,
    titleNe: row.titleNe,
    description: row.description,
    descriptionNe: row.descriptionNe,
    format: row.format,
    location: row.location,
    duration: row.duration,
    skillsGained: row.skillsGained,
    price: Number(row.price),
    locationLat: row.locationLat,
    locationLng: row.locationLng,
    createdAt: row.createdAt.toISOString(),
    videos: videos
      .filter((video) => video.serviceId === row.id)
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map(toVideo),
    canWatch,
  };
}

async function videosOf(db: Db, serviceIds: readonly string[]): Promise<VideoRow[]> {
  if (!serviceIds.length) return [];
  return db
    .select()
    .from(serviceVideos)
    .where(inArray(serviceVideos.serviceId, [...serviceIds]))
    .orderBy(asc(serviceVideos.orderIndex));
}

/** The service, which must belong to `userId`: another user's or a missing service is 404 alike. */
export async function ownService(db: Db, userId: string, serviceId: string): Promise<ServiceRow> {
  if (!isUuid(serviceId)) throw new AppError('NOT_FOUND', 'services.notFound');
  const [row] = await db.select().from(services).where(eq(services.id, serviceId));
  if (!row) throw new AppError('NOT_FOUND', 'services.notFound');
  if (row.professionalId !== userId) throw new AppError('FORBIDDEN', 'services.notOwner');
  return row;
}

const columnsOf = (values: ServiceValues) => ({
  title: values.title,
  description: values.description,
  format: values.format,
  duration: values.duration,
  skillsGained: values.skillsGained,
  price: values.price.toFixed(2),
  location: values.location,
  locationLat: values.locationLat,
  locationLng: values.locationLng,
});

/** Publishes a listing of the signed-in professional. */
export async function createService(deps: Pick<AppDeps, 'db' | 'bus'>, userId: string, values: ServiceValues) {
  await assertRole(deps.db, userId, 'professional', () => new AppError('ROLE_NOT_HELD', 'services.professionalOnly'));
  const [row] = await deps.db
    .insert(services)
    .values({ professionalId: userId, ...columnsOf(values) })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'errors.internal');
  await invalidate(deps, DIRECTORY_CACHE);
  return toService(row, [], true);
}

/** Edit Listing: only the owner. A translated title or description is dropped, since it no longer matches. */
export async function updateService(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  userId: string,
  serviceId: string,
  values: ServiceValues,
): Promise<Service> {
  const current = await ownService(deps.db, userId, serviceId);
  const [row] = await deps.db
    .update(services)
    .set({
      ...columnsOf(values),
      titleNe: values.title === current.title ? current.titleNe : null,
      descriptionNe: values.description === current.description ? current.descriptionNe : null,
    })
    .where(eq(services.id, serviceId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'services.notFound');
  await invalidate(deps, DIRECTORY_CACHE);
  return toService(row, await videosOf(deps.db, [row.id]), true);
}

/** Deletes a listing and its stored videos (owner only). */
export async function deleteService(
  deps: Pick<AppDeps, 'db' | 'bus' | 'objectStore' | 'logger'>,
  userId: string,
  serviceId: string,
): Promise<void> {
  await ownService(deps.db, userId, serviceId);
  const videos = await videosOf(deps.db, [serviceId]);
  await deps.db.delete(services).where(eq(services.id, serviceId));
  await invalidate(deps, DIRECTORY_CACHE);
  for (const video of videos) await removeStoredVideo(deps, video.videoUrl);
}

export async function removeStoredVideo(deps: Pick<AppDeps, 'objectStore' | 'logger'>, url: string) {
  const ref = deps.objectStore.refOf(url);
  if (!ref) return;
  // the row is gone already; a file left behind costs disk, never correctness
  await deps.objectStore.delete(ref.bucket, ref.key).catch((error: unknown) => {
    deps.logger.warn('could not delete a stored video', { url, error: String(error) });
  });
}

/**
 * Who may watch a service's videos and review it: the owner watches; anyone else must have
 * enquired about the service (Request a quote) or be in a conversation with the professional.
 * Answered per service id for one viewer.
 */
async function eligibleServiceIds(
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

async function reviewsOf(db: Db, professionalId: string, limit = 50): Promise<Review[]> {
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
    .where(eq(reviews.professionalId, professionalId))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function ratingSummary(db: Db, professionalId: string) {
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

/** The public page of a professional: profile, services (with videos), rating and reviews. */
export async function getProfessionalDetail(
  db: Db,
  professionalId: string,
  viewerId: string | null,
): Promise<ProfessionalDetail> {
  if (!isUuid(professionalId)) throw new AppError('NOT_FOUND', 'professionals.notFound');
  const [person] = await db
    .select({ profile: profiles, name: users.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, professionalId));
  const serviceRows = await db
    .select()
    .from(services)
    .where(eq(services.professionalId, professionalId))
    .orderBy(desc(services.createdAt));
  if (!person || !serviceRows.length) throw new AppError('NOT_FOUND', 'professionals.notFound');
  const ids = serviceRows.map((row) => row.id);
  const [videos, reviewList, summary, eligible] = await Promise.all([
    videosOf(db, ids),
    reviewsOf(db, professionalId),
    ratingSummary(db, professionalId),
    viewerId ? eligibleServiceIds(db, viewerId, professionalId, ids) : Promise.resolve(new Set<string>()),
  ]);
  const isOwner = viewerId === professionalId;
  let reviewable: string[] = [];
  if (viewerId && eligible.size) {
    const done = await db
      .select({ serviceId: reviews.serviceId })
      .from(reviews)
      .where(and(eq(reviews.reviewerId, viewerId), eq(reviews.professionalId, professionalId)));
    const reviewed = new Set(done.map((row) => row.serviceId));
    reviewable = ids.filter((id) => eligible.has(id) && !reviewed.has(id));
  }
  const testimonial = reviewList.find((review) => review.rating >= TESTIMONIAL_MIN_RATING) ?? null;
  const { profile } = person;
  return {
    id: professionalId,
    fullName: profile.fullName ?? person.name,
    headline: profile.headline,
    avatarUrl: profile.avatarUrl,
    category: profile.category,
    serviceArea: profile.serviceArea,
    yearsExperience: profile.yearsExperience,
    hourlyRate: profile.hourlyRate === null ? null : Number(profile.hourlyRate),
    isVerified: profile.isVerified,
    rating: summary.rating,
    reviewCount: summary.count,
    testimonial: testimonial
      ? {
          rating: testimonial.rating,
          comment: testimonial.comment,
          reviewerName: testimonial.reviewerName,
          createdAt: testimonial.createdAt,
        }
      : null,
    bio: profile.bio,
    skills: profile.skills,
    services: serviceRows.map((row) => toService(row, videos, isOwner || eligible.has(row.id))),
    reviews: reviewList,
    reviewableServiceIds: reviewable,
  };
}

/** Everything the professional dashboard shows, for the signed-in professional only. */
export async function getProfessionalDashboard(db: Db, userId: string): Promise<ProfessionalDashboard> {
  const [person] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  const serviceRows = await db
    .select()
    .from(services)
    .where(eq(services.professionalId, userId))
    .orderBy(desc(services.createdAt));
  const ids = serviceRows.map((row) => row.id);
  const [videos, reviewList, summary, enquiries] = await Promise.all([
    videosOf(db, ids),
    reviewsOf(db, userId),
    ratingSummary(db, userId),
    enquiriesOf(db, userId),
  ]);
  return {
    fullName: person?.fullName ?? null,
    services: serviceRows.map((row) => toService(row, videos, true)),
    enquiries,
    reviews: reviewList,
    stats: {
      services: serviceRows.length,
      videos: videos.length,
      enquiries: enquiries.length,
      rating: summary.rating,
      reviewCount: summary.count,
    },
  };
}

/**
 * "View Students / enquiries": people who asked for a quote about one of my services, and people
 * who reviewed one without an enquiry on record (in touch through messages), newest first.
 */
async function enquiriesOf(db: Db, professionalId: string): Promise<Enquiry[]> {
  const result = (await db.execute(sql`
    select e.id, e.service_id, s.title as service_title, e.user_id,
      coalesce(pr.full_name, u.name) as user_name, e.conversation_id, e.created_at, rv.rating
    from service_enquiries e
      join services s on s.id = e.service_id
      join users u on u.id = e.user_id
      left join profiles pr on pr.id = e.user_id
      left join reviews rv on rv.service_id = e.service_id and rv.reviewer_id = e.user_id
    where s.professional_id = ${professionalId}
    union all
    select rv.id, rv.service_id, s.title, rv.reviewer_id, coalesce(pr.full_name, u.name), c.id, rv.created_at, rv.rating
    from reviews rv
      join services s on s.id = rv.service_id
      join users u on u.id = rv.reviewer_id
      left join profiles pr on pr.id = rv.reviewer_id
      left join conversations c on least(c.user1_id, c.user2_id) = least(rv.reviewer_id, rv.professional_id)
        and greatest(c.user1_id, c.user2_id) = greatest(rv.reviewer_id, rv.professional_id)
    where rv.professional_id = ${professionalId}
      and not exists (
        select 1 from service_enquiries e where e.service_id = rv.service_id and e.user_id = rv.reviewer_id)
    order by created_at desc
    limit 200`)) as unknown as {
    rows: {
      id: string;
      service_id: string;
      service_title: string;
      user_id: string;
      user_name: string;
      conversation_id: string | null;
      created_at: string | Date;
      rating: number | null;
    }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    serviceId: row.service_id,
    serviceTitle: row.service_title,
    userId: row.user_id,
    userName: row.user_name,
    conversationId: row.conversation_id,
    createdAt: new Date(row.created_at).toISOString(),
    rating: row.rating,
  }));
}

/**
 * Records a "Request a quote" (idempotent per user and service) and tells the professional.
 * The conversation, when given, must be one between the two of them.
 */
export async function recordEnquiry(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  user: { id: string; name: string },
  serviceId: string,
  conversationId: string | undefined,
): Promise<{ id: string; created: boolean }> {
  if (!isUuid(serviceId)) throw new AppError('NOT_FOUND', 'services.notFound');
  const { db } = deps;
  const [service] = await db.select().from(services).where(eq(services.id, serviceId));
  if (!service) throw new AppError('NOT_FOUND', 'services.notFound');
  if (service.professionalId === user.id) throw new AppError('FORBIDDEN', 'services.ownService');
  if (conversationId) {
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          or(
            and(eq(conversations.user1Id, user.id), eq(conversations.user2Id, service.professionalId)),
            and(eq(conversations.user1Id, service.professionalId), eq(conversations.user2Id, user.id)),
          ),
        ),
      );
    if (!conversation) throw new AppError('FORBIDDEN', 'services.conversationNotYours');
  }
  const [created] = await db
    .insert(serviceEnquiries)
    .values({ serviceId, userId: user.id, conversationId: conversationId ?? null })
    .onConflictDoNothing()
    .returning({ id: serviceEnquiries.id });
  if (!created) {
    const [existing] = await db
      .select({ id: serviceEnquiries.id, conversationId: serviceEnquiries.conversationId })
      .from(serviceEnquiries)
      .where(and(eq(serviceEnquiries.serviceId, serviceId), eq(serviceEnquiries.userId, user.id)));
    if (!existing) throw new AppError('INTERNAL', 'errors.internal');
    if (conversationId && existing.conversationId !== conversationId) {
      await db.update(serviceEnquiries).set({ conversationId }).where(eq(serviceEnquiries.id, existing.id));
    }
    return { id: existing.id, created: false };
  }
  const [sender] = await db
    .select({ name: sql<string>`coalesce(${profiles.fullName}, ${users.name})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, user.id));
  await notify(deps, {
    userId: service.professionalId,
    kind: 'enquiry',
    payload: {
      conversationId: conversationId ?? null,
      serviceTitle: service.title,
      fromName: sender?.name ?? user.name,
    },
  });
  return { id: created.id, created: true };
}

/**
 * Leaves a review: one per reviewer and service, never of oneself, and only by someone who
 * enquired about the service or is in a conversation with the professional (verified reviews).
 */
export async function createReview(
  deps: Pick<AppDeps, 'db' | 'bus'>,
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
