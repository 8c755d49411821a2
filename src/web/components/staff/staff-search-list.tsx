import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { MessageKey } from '#contract/locales/message-key.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { HasMorePager } from '#web/components/data/has-more-pager.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';

// A staff console tab that looks rows up (bookings, credentials, courses): `?q=&page=` lives in
// the URL, so Back from a row's page returns to the same search and page.

/** One page of a staff lookup: the server says whether another page follows, not how many. */
export interface StaffPage<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

/** A tab's texts; `emptyFiltered` takes `{q}`, and `emptyBody` shows when nothing was searched. */
export interface StaffSearchTexts {
  title: MessageKey;
  intro: MessageKey;
  search: MessageKey;
  loadFailed: MessageKey;
  listLabel: MessageKey;
  emptyTitle: MessageKey;
  emptyFiltered: MessageKey;
  emptyBody?: MessageKey;
}

interface Lookup {
  q: string;
  page: number;
}

function parse(params: URLSearchParams): Lookup {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

function serialize({ q, page }: Lookup): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

interface StaffSearchListProps<P extends StaffPage<{ id: string }>, K extends QueryKey> {
  /** The heading's id, which names the section. */
  titleId: string;
  texts: StaffSearchTexts;
  emptyIcon: LucideIcon;
  queryOptions: (q: string, page: number) => UseQueryOptions<P, Error, P, K>;
  /** One row's content; the list gives it its `<li>`. */
  renderItem: (item: P['items'][number]) => ReactNode;
}

/** The tab's heading, search box, rows (skeletons, failure with retry, empty state) and pager. */
export function StaffSearchList<P extends StaffPage<{ id: string }>, K extends QueryKey>({
  titleId,
  texts,
  emptyIcon,
  queryOptions,
  renderItem,
}: StaffSearchListProps<P, K>) {
  const { t } = useTranslation();
  const [lookup, change] = useUrlState(parse, serialize);
  const query = useQuery(queryOptions(lookup.q, lookup.page));
  const emptyBody = texts.emptyBody ? t(texts.emptyBody) : undefined;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t(texts.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(texts.intro)}</p>
      <SearchBox
        value={lookup.q}
        onSearch={(q, replace) => change(() => ({ q, page: 1 }), replace)}
        label={t(texts.search)}
        placeholder={t(texts.search)}
        maxLength={200}
        className="mt-4 max-w-xl"
      />
      <QueryView
        query={query}
        failedKey={texts.loadFailed}
        failedClassName="mt-4"
        errorOverData
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </LoadingStatus>
        }
        isEmpty={(data) => data.items.length === 0 && data.page === 1}
        empty={
          <EmptyCard
            icon={emptyIcon}
            title={t(texts.emptyTitle)}
            description={lookup.q ? t(texts.emptyFiltered, { q: lookup.q }) : emptyBody}
          />
        }
      >
        {(data) => (
          <>
            <ul className="mt-4 space-y-3" aria-label={t(texts.listLabel)} aria-busy={query.isFetching || undefined}>
              {data.items.map((item) => (
                <li key={item.id}>{renderItem(item)}</li>
              ))}
            </ul>
            <HasMorePager
              page={data.page}
              hasMore={data.hasMore}
              disabled={query.isFetching}
              onPage={(page) => change((current) => ({ ...current, page }))}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
