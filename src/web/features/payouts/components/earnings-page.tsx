import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Wallet } from 'lucide-react';
import type { EarningLine, Earnings } from '#contract/payouts.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { earningsQueryOptions } from '../api/payouts-api.ts';
import { PayoutList } from './payout-list.tsx';

// A professional's earnings (decision 051): held, available and paid out, each booking's line
// (its slot's date in Nepal time, the service, the client's first name, gross, fee, net, state)
// and the transfers Sipalu recorded.

const STATE_TONES: Record<EarningLine['state'], string> = {
  held: 'bg-brand-50 text-brand-900',
  available: 'bg-emerald-50 text-emerald-900',
  partly_paid_out: 'bg-amber-50 text-amber-950',
  paid_out: 'bg-slate-100 text-slate-800',
};

export function EarningsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({ ...earningsQueryOptions(page), placeholderData: keepPreviousData });
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <PageTitle title={t('payouts.earnings.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('payouts.earnings.title')}</h1>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">{t('payouts.earnings.intro')}</p>
      <QueryView query={query} failedKey="payouts.earnings.loadFailed" loading={<EarningsSkeleton />}>
        {(earnings) => (
          <>
            <Figures earnings={earnings} />
            <Lines earnings={earnings} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
            <Transfers earnings={earnings} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function Figures({ earnings }: { earnings: Earnings }) {
  const { t, language } = useTranslation();
  const figures = [
    {
      key: 'held',
      amount: earnings.heldPaisa,
      label: t('payouts.earnings.held'),
      hint: t('payouts.earnings.heldHint'),
    },
    {
      key: 'available',
      amount: earnings.availablePaisa,
      label: t('payouts.earnings.available'),
      hint: t('payouts.earnings.availableHint'),
    },
    {
      key: 'paid-out',
      amount: earnings.paidOutPaisa,
      label: t('payouts.earnings.paidOut'),
      hint: t('payouts.earnings.paidOutHint'),
    },
  ];
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-3">
      {figures.map((figure) => (
        <Card key={figure.key} className="p-4">
          <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`earnings-${figure.key}`}>
            {formatMoney(figure.amount / 100, language)}
          </dd>
          <dd className="mt-1 text-xs text-slate-600">{figure.hint}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Lines({ earnings, onPage }: { earnings: Earnings; onPage: (page: number) => void }) {
  const { t, language } = useTranslation();
  const money = (paisa: number) => formatMoney(paisa / 100, language);
  if (earnings.lines.length === 0 && earnings.page === 1) {
    return <EmptyCard icon={Wallet} title={t('payouts.earnings.lines')} description={t('payouts.earnings.empty')} />;
  }
  return (
    <section aria-labelledby="earnings-lines" className="mt-8">
      <h2 id="earnings-lines" className="text-lg font-semibold text-slate-900">
        {t('payouts.earnings.lines')}
      </h2>
      <Card className="mt-3 overflow-hidden">
        <ul className="divide-y divide-slate-200">
          {earnings.lines.map((line) => (
            <li key={line.bookingId} className="px-4 py-3" data-testid="earning-line" data-state={line.state}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">
                    {(language === 'ne' && line.serviceTitleNe) || line.serviceTitle}
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatDate(line.startsAt, language)} ·{' '}
                    {t('payouts.earnings.client', { name: line.clientFirstName })}
                  </p>
                </div>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_TONES[line.state]}`}>
                  {t(`payouts.earnings.state.${line.state}`)}
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600">{t('payouts.earnings.gross')}</dt>
                  <dd className="text-slate-900">{money(line.grossPaisa)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('payouts.earnings.fee')}</dt>
                  <dd className="text-slate-900">{money(line.feePaisa)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('payouts.earnings.net')}</dt>
                  <dd className="font-semibold text-slate-900">{money(line.netPaisa)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Card>
      {earnings.page > 1 || earnings.hasMore ? (
        <nav aria-label={t('payouts.earnings.lines')} className="mt-4 flex justify-between gap-3">
          <Button variant="outline" disabled={earnings.page <= 1} onClick={() => onPage(earnings.page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('payouts.earnings.newer')}
          </Button>
          <Button variant="outline" disabled={!earnings.hasMore} onClick={() => onPage(earnings.page + 1)}>
            {t('payouts.earnings.older')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function Transfers({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  if (earnings.payouts.length === 0) return null;
  return (
    <section aria-labelledby="earnings-payouts" className="mt-8">
      <h2 id="earnings-payouts" className="text-lg font-semibold text-slate-900">
        {t('payouts.earnings.payouts')}
      </h2>
      <Card className="mt-3 overflow-hidden">
        <PayoutList payouts={earnings.payouts} />
      </Card>
    </section>
  );
}

function EarningsSkeleton() {
  return (
    <LoadingStatus className="mt-6 space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
      <Skeleton className="h-40 w-full rounded-xl" />
    </LoadingStatus>
  );
}
