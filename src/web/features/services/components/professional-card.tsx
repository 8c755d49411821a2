import { Link } from 'react-router';
import { Briefcase, Clock, MapPin, Quote } from 'lucide-react';
import type { ProfessionalCard as Card } from '#contract/services.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { VerificationBadgeChip } from '#web/components/verification-badge.tsx';
import { PlaceText, WrittenText } from '#web/components/written-text.tsx';
import { RatingStars } from './rating-stars.tsx';

/** A directory card (spec §2): who, what, where, how long, how much, how rated, one testimonial. */
export function ProfessionalCard({ card }: { card: Card }) {
  const { t, language } = useTranslation();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <UserAvatar fullName={card.fullName} email={null} avatarUrl={card.avatarUrl} className="size-14 text-lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link
              to={`/professionals/${card.id}`}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {card.fullName}
            </Link>
          </h2>
          {card.headline ? <WrittenText as="p" className="text-sm text-slate-700" text={card.headline} /> : null}
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <VerificationBadgeChip badge={card.verification} isVerified={card.isVerified} />
            {card.category ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                {optionLabel(t, 'professionalCategories', card.category)}
              </span>
            ) : null}
          </div>
        </div>
      </div>

      <p className="mt-3 flex items-center gap-2 text-sm text-slate-800">
        {card.rating !== null ? (
          <>
            <RatingStars rating={card.rating} />
            <span>
              {t('professionals.ratingText', {
                rating: formatNumber(card.rating, language, { fractionDigits: 1 }),
                count: card.reviewCount,
              })}
            </span>
          </>
        ) : (
          <span className="text-slate-600">{t('professionals.noReviews')}</span>
        )}
      </p>

      <dl className="mt-3 grid gap-1.5 text-sm text-slate-700">
        {card.serviceArea ? (
          <div className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <dt className="sr-only">{t('professionals.serviceArea')}</dt>
            <dd>
              <PlaceText text={card.serviceArea} ne={card.serviceAreaNe} />
            </dd>
          </div>
        ) : null}
        {card.yearsExperience !== null ? (
          <div className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <dt className="sr-only">{t('professionals.experience')}</dt>
            <dd>{t('professionals.years', { count: card.yearsExperience })}</dd>
          </div>
        ) : null}
        {card.hourlyRate !== null ? (
          <div className="flex items-center gap-2">
            <Briefcase aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <dt className="sr-only">{t('professionals.hourlyRate')}</dt>
            <dd className="font-semibold text-slate-900">
              {t('professionals.perHour', { amount: formatMoney(card.hourlyRate, language) })}
            </dd>
          </div>
        ) : null}
      </dl>

      {card.services.length ? (
        <div className="mt-3">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('professionals.services')}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {card.services.slice(0, 4).map((title) => (
              <li key={title} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                {title}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {card.testimonial ? (
        <figure className="mt-3 rounded-xl bg-amber-50 p-3 text-sm">
          <Quote aria-hidden="true" className="size-4 text-amber-600" />
          <blockquote className="mt-1 line-clamp-3 text-slate-800">{card.testimonial.comment}</blockquote>
          <figcaption className="mt-1 text-xs text-slate-600">— {card.testimonial.reviewerName}</figcaption>
        </figure>
      ) : null}

      <div className="mt-auto pt-4">
        <Link
          to={`/professionals/${card.id}`}
          className="inline-flex h-10 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-label={t('professionals.viewProfileOf', { name: card.fullName })}
        >
          {t('professionals.viewProfile')}
        </Link>
      </div>
    </article>
  );
}

export function ProfessionalCardSkeleton() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
        </div>
      </div>
      <Skeleton className="mt-4 h-4 w-1/2" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <Skeleton className="mt-4 h-10 w-full" />
    </div>
  );
}
