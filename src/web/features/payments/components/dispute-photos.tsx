import type { DisputePhoto, DisputeSide } from '#contract/payment-disputes.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { disputePhotoUrl } from '../api/disputes-api.ts';

const TEXTS = {
  client: { heading: 'payments.dispute.photos', open: 'payments.dispute.openPhoto', alt: 'payments.dispute.photoAlt' },
  professional: {
    heading: 'payments.dispute.answerPhotos',
    open: 'payments.dispute.openAnswerPhoto',
    alt: 'payments.dispute.answerPhotoAlt',
  },
} as const;

/**
 * A dispute's photos, the client's or those of the professional's answer, as thumbnails, each a
 * link that opens the whole photo in a new tab. Both are read through the photo's authorized route
 * with the reader's session (its two parties, staff).
 */
export function DisputePhotos({ photos, side = 'client' }: { photos: DisputePhoto[]; side?: DisputeSide }) {
  const { t, language } = useTranslation();
  if (photos.length === 0) return null;
  const texts = TEXTS[side];
  return (
    <div className="space-y-1 pt-1">
      <p className="font-medium">{t(texts.heading)}</p>
      <ul className="flex flex-wrap gap-2" data-testid="dispute-photos" data-side={side}>
        {photos.map((photo, index) => {
          const n = localDigits(String(index + 1), language);
          return (
            <li key={photo.id}>
              <a
                href={disputePhotoUrl(photo.id, 'full')}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(texts.open, { n })}
                data-testid="dispute-photo"
                className="block rounded-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                <img
                  src={disputePhotoUrl(photo.id, 'thumb')}
                  alt={t(texts.alt, { n })}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 rounded-md border border-slate-200 bg-white object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
