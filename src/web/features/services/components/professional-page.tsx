import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, Clock, MapPin, MessageSquare, PlayCircle, Star } from 'lucide-react';
import type { ProfessionalDetail, Service } from '#contract/services.ts';
import { hasLocation } from '#contract/services-rules.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { formatDate } from '#contract/format/dates.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useMe } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { textareaClasses } from '#web/components/ui/field.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { postReview, professionalQueryOptions, startQuote } from '../api/services-api.ts';
import { quoteMessagePath } from '../lib/directory-state.ts';
import { MapBox } from './map-box.tsx';
import { RatingStars } from './rating-stars.tsx';

/** /professionals/:id — bio, services with prices and maps, videos, reviews, Request a quote. */
export function ProfessionalPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery(professionalQueryOptions(id));

  if (query.isError && !query.data) {
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
  return <ProfessionalView detail={query.data} />;
}

function ProfessionalView({ detail }: { detail: ProfessionalDetail }) {
  const { t, language } = useTranslation();
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
      <header className="mt-4 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center">
        <UserAvatar fullName={detail.fullName} email={null} avatarUrl={detail.avatarUrl} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-slate-900">{detail.fullName}</h1>
          {detail.headline ? <p className="text-slate-700">{detail.headline}</p> : null}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {detail.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('professionals.verified')}
              </span>
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
                {detail.serviceArea}
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

      <section aria-labelledby="services-heading" className="mt-8">
        <h2 id="services-heading" className="text-lg font-semibold text-slate-900">
          {t('professionals.services')}
        </h2>
        <ul className="mt-3 space-y-4">
          {detail.services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} professional={detail} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reviews-heading" className="mt-8">
        <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
          {t('professionals.reviews', { count: detail.reviewCount })}
        </h2>
        {detail.reviewableServiceIds.length ? <ReviewForm detail={detail} /> : null}
        {detail.reviews.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('professionals.noReviewsYet')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {detail.reviews.map((review) => (
              <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <RatingStars rating={review.rating} />
                  <span className="sr-only">{t('professionals.starsOutOf', { rating: review.rating })}</span>
                  <span className="font-medium text-slate-900">{review.reviewerName}</span>
                  <span className="text-slate-600">{formatDate(review.createdAt, language)}</span>
                </div>
                {review.serviceTitle ? <p className="mt-1 text-xs text-slate-600">{review.serviceTitle}</p> : null}
                <p className="mt-2 text-slate-800">{review.comment}</p>
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
    </div>
  );
}

function ServiceCard({ service, professional }: { service: Service; professional: ProfessionalDetail }) {
  const { t, language } = useTranslation();
  const title = language === 'ne' && service.titleNe ? service.titleNe : service.title;
  const description = language === 'ne' && service.descriptionNe ? service.descriptionNe : service.description;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium">
              {optionLabel(t, 'serviceFormats', service.format)}
            </span>
            <span>{service.duration}</span>
            {service.location ? <span>{service.location}</span> : null}
          </p>
        </div>
        <p className="text-lg font-bold text-slate-900">{formatMoney(service.price, language)}</p>
      </div>
      <p className="mt-2 text-slate-800">{description}</p>
      {service.skillsGained.length ? (
        <div className="mt-2 text-sm">
          <span className="font-medium text-slate-800">{t('services.skillsGained')}: </span>
          <span className="text-slate-700">{service.skillsGained.join(', ')}</span>
        </div>
      ) : null}
      {hasLocation(service.format) && service.locationLat !== null && service.locationLng !== null ? (
        <div className="mt-3">
          <MapBox lat={service.locationLat} lng={service.locationLng} label={service.location ?? title} />
        </div>
      ) : null}
      {service.videos.length ? <VideoList service={service} /> : null}
      <div className="mt-4">
        <QuoteButton professional={professional} service={service} />
      </div>
    </article>
  );
}

function VideoList({ service }: { service: Service }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">
        {t('services.lessons', { count: service.videos.length })}
      </h4>
      {!service.canWatch ? <p className="text-sm text-slate-600">{t('services.lessonsLocked')}</p> : null}
      <ol className="mt-2 space-y-2">
        {service.videos.map((video) => (
          <li key={video.id} className="rounded-lg bg-slate-50 p-2 text-sm text-slate-800">
            {service.canWatch ? (
              <>
                <button
                  type="button"
                  onClick={() => setPlaying(playing === video.id ? null : video.id)}
                  className="inline-flex items-center gap-2 font-medium text-brand-800 hover:underline"
                  aria-expanded={playing === video.id}
                >
                  <PlayCircle aria-hidden="true" className="size-4" />
                  {video.title}
                </button>
                {playing === video.id ? (
                  <video controls preload="metadata" src={video.streamUrl} className="mt-2 w-full rounded-lg bg-black">
                    <track kind="captions" />
                  </video>
                ) : null}
              </>
            ) : (
              <span className="inline-flex items-center gap-2">
                <PlayCircle aria-hidden="true" className="size-4 text-slate-400" />
                {video.title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Request a quote: signed out → /auth and back here (the quote starts on return); signed in → the
 * conversation with the professional is found or created and /messages opens with the draft.
 */
function QuoteButton({ professional, service }: { professional: ProfessionalDetail; service: Service }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const isOwn = me.data?.user.id === professional.id;

  async function requestQuote() {
    if (!professional.id) {
      toast.error(t('professionals.idMissing'));
      return;
    }
    if (!me.data) {
      const back = new URLSearchParams(location.search);
      back.set('quote', service.id);
      void navigate(`/auth?next=${encodeURIComponent(`${location.pathname}?${back.toString()}`)}`);
      return;
    }
    setBusy(true);
    try {
      const conversationId = await startQuote(professional.id, service.id);
      await queryClient.invalidateQueries({ queryKey: ['professional', professional.id] });
      const message = t('professionals.quoteMessage', { name: professional.fullName, service: service.title });
      void navigate(quoteMessagePath(conversationId, message));
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'professionals.startConversationFailed' });
      setBusy(false);
    }
  }

  // back from /auth with ?quote=<this service>: carry on with the request once
  useEffect(() => {
    if (started.current || params.get('quote') !== service.id || !me.data || isOwn) return;
    started.current = true;
    const next = new URLSearchParams(params);
    next.delete('quote');
    setParams(next, { replace: true });
    void requestQuote();
    // requestQuote reads the latest state; this runs once per arrival
  }, [me.data, params]);

  if (isOwn) return null;
  return (
    <Button
      onClick={() => void requestQuote()}
      disabled={busy || me.isPending}
      aria-label={t('professionals.requestQuoteFor', { service: service.title })}
    >
      <MessageSquare aria-hidden="true" />
      {t('professionals.requestQuote')}
    </Button>
  );
}

function ReviewForm({ detail }: { detail: ProfessionalDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const reviewable = detail.services.filter((service) => detail.reviewableServiceIds.includes(service.id));
  const [serviceId, setServiceId] = useState(reviewable[0]?.id ?? '');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      toast.error(t('services.validation.ratingRequired'));
      return;
    }
    if (!comment.trim()) {
      toast.error(t('services.validation.commentRequired'));
      return;
    }
    setBusy(true);
    try {
      await postReview({ serviceId, rating, comment: comment.trim() });
      toast.success(t('professionals.reviewSaved'));
      setComment('');
      setRating(0);
      await queryClient.invalidateQueries({ queryKey: ['professional', detail.id] });
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'professionals.reviewFailed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-3 space-y-3 rounded-2xl border border-brand-100 bg-brand-50/40 p-4"
    >
      <h3 className="font-semibold text-slate-900">{t('professionals.writeReview')}</h3>
      {reviewable.length > 1 ? (
        <div>
          <label htmlFor={`${id}-service`} className="text-sm font-medium text-slate-800">
            {t('professionals.reviewService')}
          </label>
          <select
            id={`${id}-service`}
            value={serviceId}
            onChange={(event) => setServiceId(event.target.value)}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
          >
            {reviewable.map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('professionals.yourRating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
              />
              <span className="sr-only">{t('professionals.starsOutOf', { rating: value })}</span>
              <Star
                aria-hidden="true"
                className={`size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-800">
          {t('professionals.yourReview')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
          className={textareaClasses}
        />
      </div>
      <Button type="submit" disabled={busy}>
        {t('professionals.submitReview')}
      </Button>
    </form>
  );
}
