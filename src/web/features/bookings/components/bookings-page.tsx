import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Clock } from 'lucide-react';
import type { BookingView } from '#contract/bookings.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { useSessionMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { HasMorePager } from '#web/components/data/has-more-pager.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { bookingListQueryOptions } from '../api/bookings-api.ts';
import { listStateParams, parseListState, type BookingSide, type ListState, type ListView } from '../lib/list-state.ts';
import { BookingCard } from './booking-card.tsx';
import { BookingWeekView } from './booking-week.tsx';

const VIEWS: readonly BookingView[] = ['requests', 'upcoming', 'past'];

const EMPTY_KEYS = {
  requests: 'bookings.list.emptyRequests',
  upcoming: 'bookings.list.emptyUpcoming',
  past: 'bookings.list.emptyPast',
} as const;

/** /bookings: my bookings as a client and, with the professional role, as the professional. */
export function BookingsPage() {
  const { t } = useTranslation();
  const me = useSessionMe();
  const isProfessional = me.roles.includes('professional');
  const [state, change] = useUrlState((params) => parseListState(params, isProfessional), listStateParams);

  const views = <ViewTabs state={state} onChange={(next) => change(() => next)} />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t('bookings.pageTitle')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('bookings.pageTitle')}</h1>
          <p className="mt-1 text-slate-700">{t('bookings.list.intro')}</p>
        </div>
        {isProfessional ? (
          <Link to="/bookings/availability" className={buttonVariants({ variant: 'outline' })}>
            <Clock aria-hidden="true" />
            {t('bookings.list.availability')}
          </Link>
        ) : null}
      </div>
      {isProfessional ? (
        <Tabs
          className="mt-6"
          value={state.side}
          onValueChange={(side) =>
            change(() => ({
              side: side as BookingSide,
              view: side === 'client' && state.view === 'week' ? 'upcoming' : state.view,
              page: 1,
            }))
          }
        >
          <TabsList aria-label={t('bookings.list.sides')}>
            <TabsTrigger value="client">{t('bookings.list.asClient')}</TabsTrigger>
            <TabsTrigger value="professional">{t('bookings.list.asProfessional')}</TabsTrigger>
          </TabsList>
          <TabsContent value="client" className="mt-4">
            {views}
          </TabsContent>
          <TabsContent value="professional" className="mt-4">
            {views}
          </TabsContent>
        </Tabs>
      ) : (
        <div className="mt-6">{views}</div>
      )}
    </div>
  );
}

function ViewTabs({ state, onChange }: { state: ListState; onChange: (next: ListState) => void }) {
  const { t, language } = useTranslation();
  // every answer counts the requests waiting for the professional: the Requests tab shows it
  const listed = state.view === 'week' ? 'requests' : state.view;
  const waiting = useQuery(bookingListQueryOptions(state.side, listed, state.page)).data?.waiting ?? 0;
  const isProfessional = state.side === 'professional';
  return (
    <Tabs value={state.view} onValueChange={(view) => onChange({ ...state, view: view as ListView, page: 1 })}>
      <TabsList
        aria-label={t('bookings.list.views')}
        // four tabs do not fit a phone's width in one row: two rows of two there
        className={isProfessional ? 'grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none' : undefined}
      >
        {VIEWS.map((view) => (
          <TabsTrigger key={view} value={view} className="gap-1.5">
            {t(`bookings.list.${view}`)}
            {view === 'requests' && state.side === 'professional' && waiting > 0 ? (
              <span className="rounded-full bg-amber-700 px-1.5 text-xs text-white" data-testid="waiting-count">
                <span aria-hidden="true">{formatNumber(waiting, language)}</span>
                <span className="sr-only">{t('bookings.list.waiting', { count: waiting })}</span>
              </span>
            ) : null}
          </TabsTrigger>
        ))}
        {isProfessional ? <TabsTrigger value="week">{t('bookings.week.tab')}</TabsTrigger> : null}
      </TabsList>
      {VIEWS.map((view) => (
        <TabsContent key={view} value={view} className="mt-4">
          <BookingsList state={state} view={view} onPage={(page) => onChange({ ...state, page })} />
        </TabsContent>
      ))}
      {isProfessional ? (
        <TabsContent value="week" className="mt-4">
          <BookingWeekView from={state.week ?? null} onWeek={(week) => onChange({ ...state, week })} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}

function BookingsList({
  state,
  view,
  onPage,
}: {
  state: ListState;
  view: BookingView;
  onPage: (page: number) => void;
}) {
  const query = useQuery(bookingListQueryOptions(state.side, view, state.page));
  return (
    <QueryView
      query={query}
      failedKey="bookings.list.loadFailed"
      loading={
        <LoadingStatus className="space-y-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </LoadingStatus>
      }
      isEmpty={(data) => data.items.length === 0 && data.page === 1}
      empty={<EmptyList side={state.side} view={view} />}
    >
      {(data) => (
        <>
          <ul className="space-y-3" aria-busy={query.isFetching || undefined}>
            {data.items.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} side={state.side} />
              </li>
            ))}
          </ul>
          <HasMorePager page={data.page} hasMore={data.hasMore} disabled={query.isFetching} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}

function EmptyList({ side, view }: { side: BookingSide; view: BookingView }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CalendarCheck}
      headingLevel={2}
      title={t(EMPTY_KEYS[view])}
      description={side === 'client' ? t('bookings.list.emptyClientHint') : undefined}
      action={
        side === 'client' ? (
          <Link to="/professionals" className={buttonVariants({ variant: 'outline' })}>
            {t('bookings.list.findProfessionals')}
          </Link>
        ) : undefined
      }
    />
  );
}
