import { randomUUID } from 'node:crypto';
import type { engagements, reviews } from '#server/db/schema/services.ts';

type ReviewRow = typeof reviews.$inferInsert;
type EngagementRow = typeof engagements.$inferInsert;

/**
 * Every seeded review is of work the professional acknowledged (docs/decisions/012): gives each
 * review the engagement behind it (stage done, from before the review) and returns those
 * engagements, to be inserted before the reviews. The demo keeps its ratings.
 */
export function acknowledgeReviewedWork(reviewRows: ReviewRow[]): EngagementRow[] {
  return reviewRows.map((review) => {
    const id = randomUUID();
    review.engagementId = id;
    const at = review.createdAt ?? new Date();
    return {
      id,
      professionalId: review.professionalId,
      clientId: review.reviewerId,
      serviceId: review.serviceId ?? null,
      stage: 'done',
      createdAt: at,
      updatedAt: at,
    };
  });
}
