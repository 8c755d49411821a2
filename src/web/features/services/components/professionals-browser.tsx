import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Search, SearchX } from 'lucide-react';
import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { useDirectoryPage } from '../api/services-api.ts';
import {
  categoryKey,
  paramsFromState,
  SEARCH_MAX,
  stateFromParams,
  type DirectoryState,
} from '../lib/directory-state.ts';
import { ProfessionalCard, ProfessionalCardSkeleton } from './professional-card.tsx';

const SEARCH_DELAY_MS = 300;

/** Search box, category chips and cards of /professionals; the state is the URL's query. */
export function ProfessionalsBrowser() {
  const [params, setParams] = useSearchParams();
  const state = stateFromParams(params);
  const go = (next: DirectoryState, replace = false) =>
    setParams(paramsFromState(next), { replace, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <SearchBox value={state.q} onSearch={(q, replace) => go({ ...stateFromParams(params), q, page: 1 }, replace)} />
      <Chips selected={state.category} onSelect={(category) => go({ ...state, category, page: 1 })} />
      <Results state={state} onPage={(page) => go({ ...state, page })} />
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string, replace: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const typing = useRef(false);

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
      onSearch(text.trim(), typing.current);
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
        onSearch(text.trim(), false);
        typing.current = false;
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('professionals.searchLabel')}
      </label>
      <div className="relative max-w-2xl">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          placeholder={t('professionals.searchPlaceholder')}
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

function Chips({ selected, onSelect }: { selected: string | null; onSelect: (category: string | null) => void }) {
  const { t } = useTranslation();
  const chips: (string | null)[] = [null, ...PROFESSIONAL_CATEGORIES];
  return (
    <div
      role="group"
      aria-label={t('professionals.chipsLabel')}
      className="-mx-4 mt-5 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2 sm:flex-wrap">
        {chips.map((category) => {
          const isSelected = category === selected;
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
                {category ? t(categoryKey(category)) : t('professionals.allChip')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Results({ state, onPage }: { state: DirectoryState; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useDirectoryPage(state);
  const headingRef = useRef<HTMLParagraphElement>(null);

  if (query.isError && !query.data) {
    return (
      <LoadFailed
        messageKey="professionals.loadFailed"
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
            <ProfessionalCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  const { items, total, totalIsCapped, page, pageSize } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const stale = query.isPlaceholderData;
  const changePage = (next: number) => {
    onPage(next);
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-busy={stale} aria-label={t('professionals.resultsLabel')} className="mt-4">
      <p
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className="scroll-mt-24 text-sm font-medium text-slate-700 focus:outline-none"
      >
        {t(totalIsCapped ? 'professionals.countCapped' : 'professionals.count', { count: formatNumber(total) })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          headingLevel={2}
          title={t('professionals.emptyTitle')}
          description={t('professionals.emptyBody')}
        />
      ) : (
        <ul className={cn('mt-4 grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3', stale && 'opacity-60')}>
          {items.map((card) => (
            <li key={card.id}>
              <ProfessionalCard card={card} />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t('professionals.pagination')} className="mt-8 flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page <= 1 || stale} onClick={() => changePage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('professionals.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('professionals.pageOf', { page: formatNumber(page), pages: formatNumber(pageCount) })}
          </span>
          <Button variant="outline" disabled={page >= pageCount || stale} onClick={() => changePage(page + 1)}>
            {t('professionals.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
