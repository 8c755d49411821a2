import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Pencil, Plus, Star, Users, Video } from 'lucide-react';
import type { ProfessionalDashboard as Dashboard, Service } from '#contract/services.ts';
import { hasLocation, hasVideos } from '#contract/services-rules.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { dashboardQueryOptions } from '../api/services-api.ts';
import { useInvalidateDashboard } from '../api/use-invalidate-dashboard.ts';
import { Enquiries, Reviews } from './dashboard-activity.tsx';
import { ServiceSection } from './dashboard-services.tsx';
import { ServiceDialog } from './service-dialog.tsx';

/** /professional-dashboard: welcome, stats, listings by format with videos, enquiries, reviews. */
/**
 * `verification` and `bookings`: the cards the route places under the figures; `credentials`: what
 * it places under the reviews (the clients to confirm and the credentials issued).
 */
export function ProfessionalDashboardPage({
  verification,
  bookings,
  credentials,
}: {
  verification?: ReactNode;
  bookings?: ReactNode;
  credentials?: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery(dashboardQueryOptions);
  const [dialog, setDialog] = useState<{ open: boolean; service: Service | null }>({ open: false, service: null });
  const invalidateDashboard = useInvalidateDashboard();

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
          <DashboardStats stats={data.stats} />
          {bookings ? <div className="mt-6">{bookings}</div> : null}
          {verification ? <div className="mt-6">{verification}</div> : null}
          <Listings services={data.services} onEdit={(service) => setDialog({ open: true, service })} />
          <Enquiries data={data} />
          <Reviews data={data} />
          {credentials}
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
        onSaved={() => void invalidateDashboard()}
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

function DashboardStats({ stats }: { stats: Dashboard['stats'] }) {
  const { t, language } = useTranslation();
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        icon={Briefcase}
        label={t('professionalDashboard.stats.services')}
        value={formatNumber(stats.services, language)}
      />
      <Stat icon={Video} label={t('professionalDashboard.stats.videos')} value={formatNumber(stats.videos, language)} />
      <Stat
        icon={Users}
        label={t('professionalDashboard.stats.enquiries')}
        value={formatNumber(stats.enquiries, language)}
      />
      <Stat
        icon={Star}
        label={t('professionalDashboard.stats.rating')}
        value={
          stats.rating === null
            ? '—'
            : t('professionalDashboard.stats.ratingValue', {
                rating: formatNumber(stats.rating, language, { fractionDigits: 1 }),
                count: stats.reviewCount,
              })
        }
      />
    </dl>
  );
}

/** My listings by where they happen; a hybrid one shows in both. */
function Listings({ services, onEdit }: { services: Service[]; onEdit: (service: Service | null) => void }) {
  const { t } = useTranslation();
  const inPerson = services.filter((service) => hasLocation(service.format));
  const online = services.filter((service) => hasVideos(service.format));
  return services.length === 0 ? (
    <EmptyState
      icon={Briefcase}
      className="mt-8"
      title={t('professionalDashboard.emptyTitle')}
      description={t('professionalDashboard.emptyBody')}
      action={<Button onClick={() => onEdit(null)}>{t('professionalDashboard.createListing')}</Button>}
    />
  ) : (
    <>
      <ServiceSection
        title={t('professionalDashboard.inPerson')}
        empty={t('professionalDashboard.noInPerson')}
        services={inPerson}
        kind="in-person"
        onEdit={onEdit}
      />
      <ServiceSection
        title={t('professionalDashboard.online')}
        empty={t('professionalDashboard.noOnline')}
        services={online}
        kind="online"
        onEdit={onEdit}
      />
    </>
  );
}
