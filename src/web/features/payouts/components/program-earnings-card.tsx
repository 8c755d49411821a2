import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { LIMITS } from '#contract/limits.ts';
import { PROGRAM_REFUND_WINDOW_DAYS } from '#contract/program-fee.ts';
import type { ProgramEarnings } from '#contract/program-payments.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { programEarningsQueryOptions } from '../api/payouts-api.ts';
import { PayoutList } from './payout-list.tsx';

/**
 * The institution dashboard's program fees (decision 054), as a professional's earnings: held
 * through the refund window, available after Sipalu's fee, paid out; then each program's, and the
 * transfers staff recorded to the institution.
 */
export function ProgramEarningsCard() {
  const { t, language } = useTranslation();
  const headingId = useId();
  const query = useQuery(programEarningsQueryOptions());
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="program-earnings"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        {t('payouts.programEarnings.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('payouts.programEarnings.intro', { days: formatNumber(PROGRAM_REFUND_WINDOW_DAYS, language) })}
      </p>
      <QueryView
        query={query}
        failedKey="payouts.programEarnings.loadFailed"
        failedClassName="mt-3"
        loading={
          <LoadingStatus className="mt-3 grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-20 w-full rounded-xl" />
            <Skeleton className="h-20 w-full rounded-xl" />
            <Skeleton className="h-20 w-full rounded-xl" />
          </LoadingStatus>
        }
      >
        {(earnings) => (
          <>
            <Figures earnings={earnings} />
            <Transfers earnings={earnings} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function Figures({ earnings }: { earnings: ProgramEarnings }) {
  const { t, language } = useTranslation();
  const money = (paisa: number) => formatMoney(paisa / 100, language);
  const figures = [
    { key: 'held', amount: earnings.heldPaisa, label: 'held', hint: 'heldHint' },
    { key: 'available', amount: earnings.availablePaisa, label: 'available', hint: 'availableHint' },
    { key: 'paid-out', amount: earnings.paidOutPaisa, label: 'paidOut', hint: 'paidOutHint' },
  ] as const;
  return (
    <>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm font-medium text-slate-700">{t(`payouts.programEarnings.${figure.label}`)}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900" data-testid={`program-earnings-${figure.key}`}>
              {money(figure.amount)}
            </dd>
            <dd className="text-xs text-slate-600">{t(`payouts.programEarnings.${figure.hint}`)}</dd>
          </div>
        ))}
      </dl>
      {earnings.programs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('payouts.programEarnings.empty')}</p>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('payouts.programEarnings.programs')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 text-sm">
            {earnings.programs.map((line) => (
              <li key={line.programId} className="py-2" data-testid="program-earning-line">
                <p className="font-medium break-words text-slate-900">
                  {(language === 'ne' && line.programTitleNe) || line.programTitle}
                </p>
                <p className="text-slate-600">
                  {t('payouts.programEarnings.line', {
                    held: money(line.heldPaisa),
                    available: money(line.availablePaisa),
                    paidOut: money(line.paidOutPaisa),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function Transfers({ earnings }: { earnings: ProgramEarnings }) {
  const { t, language } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="program-payouts">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('payouts.earnings.payouts')}
      </h3>
      {earnings.payouts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('payouts.programEarnings.noPayouts')}</p>
      ) : (
        <>
          <div className="-mx-4 mt-2 border-y border-slate-200 sm:mx-0 sm:rounded-xl sm:border">
            <PayoutList payouts={earnings.payouts} />
          </div>
          {earnings.payouts.length >= LIMITS.payoutsShown ? (
            <p className="mt-2 text-xs text-slate-600">
              {t('payouts.programEarnings.latestPayouts', { count: formatNumber(LIMITS.payoutsShown, language) })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
