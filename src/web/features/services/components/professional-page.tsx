import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProfessionalDetail, Service } from '#contract/services.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { isRemoved, RemovedNotice } from '#web/components/moderation/removed-notice.tsx';
import { ReportButton } from '#web/components/moderation/report-button.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { VerificationBadgeChip, verifiedOn } from '#web/components/verification-badge.tsx';
import { PlaceText, WrittenText } from '#web/components/written-text.tsx';
import { professionalQueryOptions } from '../api/services-api.ts';
import { ServiceCard } from './professional-services.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ReviewBody } from './review-body.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewGateNotice } from './review-gate-notice.tsx';
import { VerifiedSkills } from './verified-skills.tsx';

/** What a route puts on each service card beside Request a quote (the bookings panel). */
export type ServiceExtra = (service: Service, professional: ProfessionalDetail) => ReactNode;
/** What a route puts under the professional's About section (their credentials). */
export type ProfileExtra = (professional: ProfessionalDetail) => ReactNode;

/** /professionals/:id — bio, services with prices and maps, videos, reviews, Request a quote. */
export function ProfessionalPage({
  serviceExtra,
  profileExtra,
}: { serviceExtra?: ServiceExtra; profileExtra?: ProfileExtra } = {}) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery(professionalQueryOptions(id));

  if (query.isError && !query.data) {
    if (isRemoved(query.error)) {
      return (
        <RemovedNotice
          action={
            <Link to="/professionals" className={buttonVariants()}>
              {t('professionals.back')}
            </Link>
          }
        />
      );
    }
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <LoadFailed
          messageKey="professionals.loadProfessionalFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div role="status" className="mx-auto max-w-5xl space-y-4 px-4 py-10">
        <span className="sr-only">{t('shell.loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return <ProfessionalView detail={query.data} serviceExtra={serviceExtra} profileExtra={profileExtra} />;
}

function ProfessionalView({
  detail,
  serviceExtra,
  profileExtra,
}: {
  detail: ProfessionalDetail;
  serviceExtra?: ServiceExtra | undefined;
  profileExtra?: ProfileExtra | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={detail.fullName} />
      <Link
        to="/professionals"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('professionals.back')}
      </Link>
      <ProfessionalHeader detail={detail} />

      {detail.bio ? (
        <section aria-labelledby="about-heading" className="mt-6">
          <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
            {t('professionals.about')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-800">{detail.bio}</p>
          {detail.skills.length ? (
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('professionals.skills')}>
              {detail.skills.map((skill) => (
                <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
                  {skill}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <VerifiedSkills userId={detail.id} />
      {profileExtra?.(detail)}

      <section aria-labelledby="services-heading" className="mt-8">
        <h2 id="services-heading" className="text-lg font-semibold text-slate-900">
          {t('professionals.services')}
        </h2>
        <ul className="mt-3 space-y-4">
          {detail.services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} professional={detail} extra={serviceExtra?.(service, detail)} />
            </li>
          ))}
        </ul>
      </section>

      <ReviewsSection detail={detail} />
    </div>
  );
}

function ProfessionalHeader({ detail }: { detail: ProfessionalDetail }) {
  const { t, language } = useTranslation();
  return (
    <header className="mt-4 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center">
      <UserAvatar fullName={detail.fullName} email={null} avatarUrl={detail.avatarUrl} className="size-20 text-2xl" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900">{detail.fullName}</h1>
          <ReportButton itemKind="profile" itemId={detail.id} ownerId={detail.id} />
        </div>
        {detail.headline ? <WrittenText as="p" className="text-slate-700" text={detail.headline} /> : null}
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <VerificationBadgeChip badge={detail.verification} isVerified={detail.isVerified} size="md" />
          {detail.verification ? (
            <span className="text-slate-600">{verifiedOn(t, language, detail.verification)}</span>
          ) : null}
          {detail.category ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
              {optionLabel(t, 'professionalCategories', detail.category)}
            </span>
          ) : null}
          {detail.rating !== null ? (
            <span className="inline-flex items-center gap-1 text-slate-800">
              <RatingStars rating={detail.rating} />
              {t('professionals.ratingText', {
                rating: formatNumber(detail.rating, language, { fractionDigits: 1 }),
                count: detail.reviewCount,
              })}
            </span>
          ) : (
            <span className="text-slate-600">{t('professionals.noReviews')}</span>
          )}
        </div>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {detail.serviceArea ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              <PlaceText text={detail.serviceArea} ne={detail.serviceAreaNe} />
            </span>
          ) : null}
          {detail.yearsExperience !== null ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {t('professionals.years', { count: detail.yearsExperience })}
            </span>
          ) : null}
          {detail.hourlyRate !== null ? (
            <span className="font-semibold text-slate-900">
              {t('professionals.perHour', { amount: formatMoney(detail.hourlyRate, language) })}
            </span>
          ) : null}
        </p>
      </div>
    </header>
  );
}

function ReviewsSection({ detail }: { detail: ProfessionalDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reviews-heading" className="mt-8">
      <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
        {t('professionals.reviews', { count: detail.reviewCount })}
      </h2>
      {detail.reviewGate === 'open' && detail.reviewableServiceIds.length ? (
        <ReviewForm detail={detail} />
      ) : (
        <ReviewGateNotice gate={detail.reviewGate} />
      )}
      {detail.reviews.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('professionals.noReviewsYet')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {detail.reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <ReviewBody review={review} />
              <div className="mt-1 flex justify-end">
                <ReportButton itemKind="review" itemId={review.id} compact />
              </div>
              {review.reply ? (
                <p className="mt-2 border-l-2 border-brand-200 pl-3 text-sm text-slate-700">
                  <span className="font-medium">{t('professionals.replyFrom', { name: detail.fullName })}</span>{' '}
                  {review.reply}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
