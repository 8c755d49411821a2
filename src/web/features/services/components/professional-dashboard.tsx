import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, MapPin, MessageSquare, Pencil, Plus, Star, Users, Video } from 'lucide-react';
import type { ProfessionalDashboard as Dashboard, Review, Service } from '#contract/services.ts';
import { hasLocation, hasVideos } from '#contract/services-rules.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { formatDate } from '#contract/format/dates.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { optionLabel } from '#web/lib/option-label.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { dashboardQueryOptions, deleteService, replyToReview, servicesKeys } from '../api/services-api.ts';
import { RatingStars } from './rating-stars.tsx';
import { MapBox } from './map-box.tsx';
import { ServiceDialog } from './service-dialog.tsx';
import { VideoManager } from './video-manager.tsx';

/** /professional-dashboard: welcome, stats, listings by format with videos, enquiries, reviews. */
export function ProfessionalDashboardPage() {
  const { t, language } = useTranslation();
  const query = useQuery(dashboardQueryOptions);
  const [dialog, setDialog] = useState<{ open: boolean; service: Service | null }>({ open: false, service: null });
  const queryClient = useQueryClient();

  if (query.isError && !query.data) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <LoadFailed
          messageKey="services.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  const data = query.data;
  const inPerson = data?.services.filter((service) => hasLocation(service.format)) ?? [];
  const online = data?.services.filter((service) => hasVideos(service.format)) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={t('professionalDashboard.pageTitle')} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {/* the page is named like every role's dashboard; the greeting leads visually */}
          <h1 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('professionalDashboard.pageTitle')}
          </h1>
          <div className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {data ? (
              t('professionalDashboard.welcome', { name: data.fullName || t('professionalDashboard.fallbackName') })
            ) : (
              <Skeleton className="h-8 w-64" />
            )}
          </div>
          <p className="mt-1 text-slate-700">{t('professionalDashboard.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ open: true, service: null })}>
            <Plus aria-hidden="true" />
            {t('professionalDashboard.createListing')}
          </Button>
          <Link to="/edit-profile" className={buttonVariants({ variant: 'outline' })}>
            <Pencil aria-hidden="true" />
            {t('professionalDashboard.editProfile')}
          </Link>
        </div>
      </div>

      {data ? (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat
              icon={Briefcase}
              label={t('professionalDashboard.stats.services')}
              value={formatNumber(data.stats.services, language)}
            />
            <Stat
              icon={Video}
              label={t('professionalDashboard.stats.videos')}
              value={formatNumber(data.stats.videos, language)}
            />
            <Stat
              icon={Users}
              label={t('professionalDashboard.stats.enquiries')}
              value={formatNumber(data.stats.enquiries, language)}
            />
            <Stat
              icon={Star}
              label={t('professionalDashboard.stats.rating')}
              value={
                data.stats.rating === null
                  ? '—'
                  : t('professionalDashboard.stats.ratingValue', {
                      rating: formatNumber(data.stats.rating, language, { fractionDigits: 1 }),
                      count: data.stats.reviewCount,
                    })
              }
            />
          </dl>

          {data.services.length === 0 ? (
            <EmptyState
              icon={Briefcase}
              className="mt-8"
              title={t('professionalDashboard.emptyTitle')}
              description={t('professionalDashboard.emptyBody')}
              action={
                <Button onClick={() => setDialog({ open: true, service: null })}>
                  {t('professionalDashboard.createListing')}
                </Button>
              }
            />
          ) : (
            <>
              <ServiceSection
                title={t('professionalDashboard.inPerson')}
                empty={t('professionalDashboard.noInPerson')}
                services={inPerson}
                kind="in-person"
                onEdit={(service) => setDialog({ open: true, service })}
              />
              <ServiceSection
                title={t('professionalDashboard.online')}
                empty={t('professionalDashboard.noOnline')}
                services={online}
                kind="online"
                onEdit={(service) => setDialog({ open: true, service })}
              />
            </>
          )}
          <Enquiries data={data} />
          <Reviews data={data} />
        </>
      ) : (
        <div role="status" className="mt-6 space-y-4">
          <span className="sr-only">{t('shell.loading')}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}

      <ServiceDialog
        open={dialog.open}
        service={dialog.service}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: servicesKeys.dashboard })}
      />
    </div>
  );
}

function Stat({ icon: Icon, label, value }: { icon: typeof Star; label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function ServiceSection({
  title,
  empty,
  services,
  kind,
  onEdit,
}: {
  title: string;
  empty: string;
  services: Service[];
  kind: 'in-person' | 'online';
  onEdit: (service: Service) => void;
}) {
  const headingId = `${kind}-services-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {services.length === 0 ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} kind={kind} onEdit={() => onEdit(service)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ServiceCard({
  service,
  kind,
  onEdit,
}: {
  service: Service;
  kind: 'in-person' | 'online';
  onEdit: () => void;
}) {
  const { t, language } = useTranslation();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="service-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{service.title}</h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium">
              {optionLabel(t, 'serviceFormats', service.format)}
            </span>
            <span>{service.duration}</span>
            {kind === 'in-person' && service.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                {service.location}
              </span>
            ) : null}
          </p>
        </div>
        <p className="shrink-0 font-bold text-slate-900">{formatMoney(service.price, language)}</p>
      </div>
      {kind === 'in-person' && service.locationLat !== null && service.locationLng !== null ? (
        <div className="mt-3">
          <MapBox lat={service.locationLat} lng={service.locationLng} label={service.location ?? service.title} />
        </div>
      ) : null}
      {kind === 'online' ? <VideoManager service={service} /> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={t('professionalDashboard.editNamed', { title: service.title })}
        >
          <Pencil aria-hidden="true" />
          {t('professionalDashboard.editListing')}
        </Button>
        <DeleteService service={service} />
      </div>
    </article>
  );
}

function DeleteService({ service }: { service: Service }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteService(service.id),
    onSuccess: async () => {
      toast.success(t('professionalDashboard.deleted'));
      await queryClient.invalidateQueries({ queryKey: servicesKeys.dashboard });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'professionalDashboard.deleteFailed' }),
  });
  return (
    <ConfirmDeleteButton
      label={t('professionalDashboard.delete')}
      accessibleName={t('professionalDashboard.deleteNamed', { title: service.title })}
      title={t('professionalDashboard.confirmTitle')}
      body={t('professionalDashboard.confirmBody', { title: service.title })}
      cancelLabel={t('services.form.cancel')}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}

/** "View Students / enquiries": who asked for a quote or reviewed, with a link to the conversation. */
function Enquiries({ data }: { data: Dashboard }) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="enquiries-heading" className="mt-10">
      <h2 id="enquiries-heading" className="text-xl font-semibold text-slate-900">
        {t('professionalDashboard.enquiriesTitle')}
      </h2>
      {data.enquiries.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('professionalDashboard.noEnquiries')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {data.enquiries.map((enquiry) => (
            <li key={enquiry.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{enquiry.userName}</p>
                <p className="text-sm text-slate-700">
                  {enquiry.serviceTitle} · {formatDate(enquiry.createdAt, language)}
                  {enquiry.rating !== null
                    ? ` · ${t('professionalDashboard.reviewedStars', { rating: enquiry.rating })}`
                    : ''}
                </p>
              </div>
              {enquiry.conversationId ? (
                <Link
                  to={`/messages?conversation=${encodeURIComponent(enquiry.conversationId)}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={t('professionalDashboard.openConversationWith', { name: enquiry.userName })}
                >
                  <MessageSquare aria-hidden="true" />
                  {t('professionalDashboard.openConversation')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** My reviews, newest first; each can be answered once. */
function Reviews({ data }: { data: Dashboard }) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="my-reviews-heading" className="mt-10">
      <h2 id="my-reviews-heading" className="text-xl font-semibold text-slate-900">
        {t('professionalDashboard.reviewsTitle')}
      </h2>
      {data.reviews.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('professionalDashboard.noReviews')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {data.reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <RatingStars rating={review.rating} />
                <span className="sr-only">{t('professionals.starsOutOf', { rating: review.rating })}</span>
                <span className="font-medium text-slate-900">{review.reviewerName}</span>
                <span className="text-slate-600">{formatDate(review.createdAt, language)}</span>
              </div>
              {review.serviceTitle ? <p className="mt-1 text-xs text-slate-600">{review.serviceTitle}</p> : null}
              <p className="mt-2 text-slate-800">{review.comment}</p>
              {review.reply ? (
                <p className="mt-2 border-l-2 border-brand-200 pl-3 text-sm text-slate-700">{review.reply}</p>
              ) : (
                <ReplyForm review={review} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReplyForm({ review }: { review: Review }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const reply = useMutation({
    mutationFn: () => replyToReview(review.id, text.trim()),
    onSuccess: async () => {
      toast.success(t('professionalDashboard.replySaved'));
      await queryClient.invalidateQueries({ queryKey: servicesKeys.dashboard });
    },
    onError: (error) =>
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'professionalDashboard.replyFailed' }),
  });
  const id = `reply-${review.id}`;
  return (
    <form
      className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) reply.mutate();
      }}
    >
      <div className="flex-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('professionalDashboard.replyLabel', { name: review.reviewerName })}
        </label>
        <input
          id={id}
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
        />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={reply.isPending || !text.trim()}>
        {t('professionalDashboard.reply')}
      </Button>
    </form>
  );
}
