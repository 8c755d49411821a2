import { EyeOff } from 'lucide-react';
import type { Review } from '#contract/services.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { RatingStars } from './rating-stars.tsx';

/**
 * A review as the professional's page and dashboard both show it: stars, who, when, for what, and
 * what they said; on the reader's own hidden review, the reason staff gave.
 */
export function ReviewBody({ review }: { review: Review }) {
  const { t, language } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <RatingStars rating={review.rating} />
        <span className="sr-only">{t('professionals.starsOutOf', { rating: review.rating })}</span>
        <span className="font-medium text-slate-900">{review.reviewerName}</span>
        <span className="text-slate-600">{formatDate(review.createdAt, language)}</span>
      </div>
      {review.serviceTitle ? <p className="mt-1 text-xs text-slate-600">{review.serviceTitle}</p> : null}
      <p className="mt-2 text-slate-800">{review.comment}</p>
      {review.hiddenReason !== null ? (
        <p role="note" className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {review.hiddenReason
            ? t('professionals.hiddenReview', { reason: review.hiddenReason })
            : t('professionals.hiddenReviewNoReason')}
        </p>
      ) : null}
    </>
  );
}
