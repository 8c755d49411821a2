import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Search, SearchX } from 'lucide-react';
import { CATALOGUE_TABS, chipsOfTab, type CatalogueTab } from '#contract/catalogue-rules.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useCataloguePage } from '../api/learning-api.ts';
import {
  SEARCH_MAX,
  pageCountOf,
  paramsFromState,
  stateFromParams,
  withCategory,
  withPage,
  withQuery,
  withTab,
  type CatalogueState,
} from '../lib/catalogue-state.ts';
import { CatalogueCard, CatalogueCardSkeleton } from './catalogue-card.tsx';
import { categoryLabel } from './category-badges.tsx';

const SEARCH_DELAY_MS = 300;

/** Search box, tabs, chips and results of /courses; the state is the URL's query. */
export function CatalogueBrowser() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = stateFromParams(params);
  const go = (next: CatalogueState, replace = false) =>
    setParams(paramsFromState(next), { replace, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <SearchBox value={state.q} onSearch={(q, replace) => go(withQuery(stateFromParams(params), q), replace)} />
      <Tabs value={state.tab} onValueChange={(tab) => go(withTab(state, tab as CatalogueTab))} className="mt-6">
        <TabsList aria-label={t('catalogue.tabsLabel')} className="max-w-md">
          {CATALOGUE_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`catalogue.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={state.tab} className="mt-4">
          <Chips state={state} onSelect={(category) => go(withCategory(state, category))} />
          <Results state={state} onPage={(page) => go(withPage(state, page))} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The search box: the URL follows the typing after a pause; Back and Forward refill it. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string, replace: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // one history entry per search, not per keystroke: the first change pushes, later ones replace
  const typing = useRef(false);

  // the URL changed without typing (Back, Forward, a shared link): show its search
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text, typing.current);
      typing.current = true;
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // onSearch is a new function every render; the timer only depends on the text
  }, [text]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text.trim();
        onSearch(text, false);
        typing.current = false;
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('catalogue.searchLabel')}
      </label>
      <div className="relative max-w-2xl">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          placeholder={t('catalogue.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            typing.current = false;
          }}
          className="pl-10"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
    </form>
  );
}

function Chips({ state, onSelect }: { state: CatalogueState; onSelect: (category: string | null) => void }) {
  const { t } = useTranslation();
  const chips: (string | null)[] = [null, ...chipsOfTab(state.tab)];
  return (
    <div
      role="group"
      aria-label={t('catalogue.chipsLabel')}
      className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2 sm:flex-wrap">
        {chips.map((category) => {
          const isSelected = category === state.category;
          return (
            <li key={category ?? 'all'} className="shrink-0">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(category)}
                className={cn(
                  'h-9 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  isSelected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {category ? categoryLabel(t, category) : t('catalogue.allChip')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Results({ state, onPage }: { state: CatalogueState; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useCataloguePage(state);
  const headingRef = useRef<HTMLParagraphElement>(null);

  if (query.isError && !query.data) {
    return (
      <LoadFailed
        messageKey="catalogue.loadFailed"
        failedAt={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  if (!query.data) {
    return (
      <div role="status" className="mt-4">
        <span className="sr-only">{t('shell.loading')}</span>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <CatalogueCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  const { items, total, totalIsCapped, page, pageSize } = query.data;
  const pageCount = pageCountOf(total, pageSize);
  const stale = query.isPlaceholderData;
  const changePage = (next: number) => {
    onPage(next);
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-busy={stale} aria-label={t('catalogue.resultsLabel')} className="mt-4">
      <p
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className="scroll-mt-24 text-sm font-medium text-slate-700 focus:outline-none"
      >
        {t(totalIsCapped ? 'catalogue.countCapped' : 'catalogue.count', { count: formatNumber(total) })}
      </p>
      {query.isError ? (
        <LoadFailed
          messageKey="catalogue.loadFailed"
          failedAt={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="py-4"
        />
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          headingLevel={2}
          title={t('catalogue.emptyTitle')}
          description={t('catalogue.emptyBody')}
        />
      ) : (
        <ul className={cn('mt-4 grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3', stale && 'opacity-60')}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex">
              <div className="flex w-full flex-col [&>*]:flex-1">
                <CatalogueCard item={item} headingLevel={2} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t('catalogue.pagination')} className="mt-8 flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page <= 1 || stale} onClick={() => changePage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('catalogue.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('catalogue.pageOf', { page: formatNumber(page), pages: formatNumber(pageCount) })}
          </span>
          <Button variant="outline" disabled={page >= pageCount || stale} onClick={() => changePage(page + 1)}>
            {t('catalogue.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
