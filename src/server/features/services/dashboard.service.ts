import { desc, eq } from 'drizzle-orm';
import type { ProfessionalDashboard } from '#contract/services.ts';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import { enquiriesOf } from './enquiries.service.ts';
import { toService, videosOf } from './listings.service.ts';
import { ratingSummary, reviewsOf } from './reviews.service.ts';

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
