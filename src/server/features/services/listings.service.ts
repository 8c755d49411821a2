import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProfessionalDetail, Service, ServiceValues, ServiceVideo } from '#contract/services.ts';
import { TESTIMONIAL_MIN_RATING } from '#contract/services-rules.ts';
import { isUuid } from '#contract/ids.ts';
import { assertRole } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services, serviceVideos } from '#server/db/schema/services.ts';
import { verificationBadgeOf } from '#server/lib/verification-badge.ts';
import { checkPlace, placeDetail, placeNe, placeText } from '#server/lib/places/places.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { assertPubliclyVisible, isPubliclyVisible } from '#server/lib/visibility.ts';
import { DIRECTORY_CACHE } from './directory.service.ts';
import { eligibleServiceIds, ratingSummary, reviewableServiceIds, reviewGateOf, reviewsOf } from './reviews.service.ts';

// Service listings: publishing, editing and deleting them, and the professional's public page.

type VideoRow = typeof serviceVideos.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

/** Where a video plays: the stream route checks who may watch, so the stored file's URL is never handed out. */
export const videoStreamUrl = (videoId: string) => `/api/videos/${videoId}/stream`;

function toVideo(row: VideoRow): ServiceVideo {
  return { id: row.id, title: row.title, orderIndex: row.orderIndex, streamUrl: videoStreamUrl(row.id) };
}

/** A listing with its videos in order; `canWatch` says whether the viewer may play them. */
export function toService(row: ServiceRow, videos: readonly VideoRow[], canWatch: boolean): Service {
  return {
    id: row.id,
    professionalId: row.professionalId,
    title: row.title,
    titleNe: row.titleNe,
    description: row.description,
    descriptionNe: row.descriptionNe,
    format: row.format,
    location: row.location,
    locationNe: row.location === null ? null : placeNe(row.location, row),
    duration: row.duration,
    skillsGained: row.skillsGained,
    price: Number(row.price),
    locationLat: row.locationLat,
    locationLng: row.locationLng,
    districtId: row.districtId,
    localLevelId: row.localLevelId,
    locationDetail: row.location === null ? null : placeDetail(row.location, row),
    createdAt: row.createdAt.toISOString(),
    videos: videos
      .filter((video) => video.serviceId === row.id)
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map(toVideo),
    canWatch,
  };
}

/** The videos of these services, in their order. */
export async function videosOf(db: Db, serviceIds: readonly string[]): Promise<VideoRow[]> {
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

function columnsOf(values: ServiceValues) {
  const place = checkPlace({ districtId: values.districtId, localLevelId: values.localLevelId });
  return {
    title: values.title,
    description: values.description,
    format: values.format,
    duration: values.duration,
    skillsGained: values.skillsGained,
    price: values.price.toFixed(2),
    location: placeText(values.location, place),
    ...place,
    locationLat: values.locationLat,
    locationLng: values.locationLng,
  };
}

/** Publishes a listing of the signed-in professional. */
export async function createService(deps: Pick<AppDeps, 'db' | 'cache'>, userId: string, values: ServiceValues) {
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
  deps: Pick<AppDeps, 'db' | 'cache'>,
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
  deps: Pick<AppDeps, 'db' | 'cache' | 'objectStore' | 'logger'>,
  userId: string,
  serviceId: string,
): Promise<void> {
  await ownService(deps.db, userId, serviceId);
  const videos = await videosOf(deps.db, [serviceId]);
  await deps.db.delete(services).where(eq(services.id, serviceId));
  await invalidate(deps, DIRECTORY_CACHE);
  for (const video of videos) await removeStoredVideo(deps, video.videoUrl);
}

/** Deletes a video's file once its row is gone; a failure is logged, never thrown. */
export async function removeStoredVideo(deps: Pick<AppDeps, 'objectStore' | 'logger'>, url: string) {
  const ref = deps.objectStore.refOf(url);
  if (!ref) return;
  // the row is gone already; a file left behind costs disk, never correctness
  await deps.objectStore.delete(ref.bucket, ref.key).catch((error: unknown) => {
    deps.logger.warn('could not delete a stored video', { url, error: String(error) });
  });
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
    .where(and(eq(services.professionalId, professionalId), isPubliclyVisible(services)))
    .orderBy(desc(services.createdAt));
  // a profile staff hid (or whose account is suspended) says so instead of "not found"
  if (person) assertPubliclyVisible(person.profile);
  if (!person || !serviceRows.length) throw new AppError('NOT_FOUND', 'professionals.notFound');
  const ids = serviceRows.map((row) => row.id);
  const [videos, reviewList, summary, eligible, verification, reviewable] = await Promise.all([
    videosOf(db, ids),
    reviewsOf(db, professionalId, { viewerId }),
    ratingSummary(db, professionalId),
    viewerId ? eligibleServiceIds(db, viewerId, professionalId, ids) : Promise.resolve(new Set<string>()),
    verificationBadgeOf(db, professionalId, 'professional'),
    viewerId ? reviewableServiceIds(db, viewerId, professionalId, ids) : Promise.resolve([]),
  ]);
  const isOwner = viewerId === professionalId;
  const [viewer] = viewerId
    ? await db.select({ id: users.id, emailVerified: users.emailVerified }).from(users).where(eq(users.id, viewerId))
    : [];
  const reviewGate = await reviewGateOf(db, viewer ?? null, professionalId, reviewable);
  const testimonial =
    reviewList.find((review) => review.hiddenReason === null && review.rating >= TESTIMONIAL_MIN_RATING) ?? null;
  const { profile } = person;
  return {
    id: professionalId,
    fullName: profile.fullName ?? person.name,
    headline: profile.headline,
    avatarUrl: profile.avatarUrl,
    category: profile.category,
    serviceArea: profile.serviceArea,
    serviceAreaNe: profile.serviceArea === null ? null : placeNe(profile.serviceArea, profile),
    yearsExperience: profile.yearsExperience,
    hourlyRate: profile.hourlyRate === null ? null : Number(profile.hourlyRate),
    isVerified: profile.isVerified,
    verification: profile.isVerified ? verification : null,
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
    reviewGate,
  };
}
