import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import type { Receipt } from '#contract/payouts.ts';
import { formatAdDate, formatBsDate, formatTime } from '#contract/format/dates.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { PROGRAM_REFUND_WINDOW_DAYS } from '#contract/program-fee.ts';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { receiptQueryOptions } from '../api/payouts-api.ts';
import './receipt-print.css';

// A payment's receipt (decision 051; a program's fee too, decision 054), for its payer and staff: the dates in BS and AD, what was
// paid, for what, to whom, through which gateway with its reference, and the platform's PAN when
// configured. It prints on its own (receipt-print.css).

export function ReceiptPage() {
  const { t } = useTranslation();
  const { attemptId = '' } = useParams();
  const query = useQuery(receiptQueryOptions(attemptId));
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <PageTitle title={t('receipts.title')} />
      <QueryView query={query} failedKey="receipts.loadFailed" loading={<ReceiptSkeleton />}>
        {(receipt) => <ReceiptView receipt={receipt} />}
      </QueryView>
    </div>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t, language } = useTranslation();
  const money = (paisa: number) => formatMoney(paisa / 100, language);
  // a program's fee (decision 054) is paid to an institution, and held for its refund window
  const program = receipt.programId !== null;
  const rows: [string, string, string][] = [
    ['number', t('receipts.number'), receipt.attemptId],
    ['date-bs', t('receipts.dateBs'), formatBsDate(receipt.paidAt, language) ?? ''],
    [
      'date-ad',
      t('receipts.dateAd'),
      `${formatAdDate(receipt.paidAt, language)}, ${formatTime(receipt.paidAt, language)}`,
    ],
    ['payer', t('receipts.paidBy'), receipt.payerName],
    [
      'service',
      t(program ? 'receipts.program' : 'receipts.service'),
      (language === 'ne' && receipt.serviceTitleNe) || receipt.serviceTitle,
    ],
    ['professional', t(program ? 'receipts.institution' : 'receipts.professional'), receipt.professionalName],
    ['gateway', t('receipts.gateway'), t(`payments.provider.${receipt.provider}`)],
    ['gateway-reference', t('receipts.gatewayReference'), receipt.gatewayReference ?? ''],
    ['amount', t('receipts.amount'), money(receipt.amountPaisa)],
    ['fee', t('receipts.fee'), money(receipt.feePaisa)],
  ];
  if (receipt.platformPan) rows.push(['pan', t('receipts.pan'), receipt.platformPan]);
  return (
    <>
      <article data-receipt className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700">{t('shell.brand')}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{t('receipts.heading')}</h1>
        <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
          {rows
            .filter(([, , value]) => value !== '')
            .map(([key, label, value]) => (
              <div key={key} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd
                  className={`break-words text-slate-900 ${key === 'amount' ? 'text-lg font-bold' : ''}`}
                  data-testid={`receipt-${key}`}
                >
                  {value}
                </dd>
              </div>
            ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          {program
            ? t('receipts.programNote', { days: formatNumber(PROGRAM_REFUND_WINDOW_DAYS, language) })
            : t('receipts.note')}
        </p>
      </article>
      <div data-print-hidden className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('receipts.print')}
        </Button>
        {receipt.bookingId ? (
          <Link to={`/bookings/${receipt.bookingId}`} className={buttonVariants({ variant: 'outline' })}>
            {t('receipts.back')}
          </Link>
        ) : null}
        {receipt.programId ? (
          <Link to={`/programs/${receipt.programId}`} className={buttonVariants({ variant: 'outline' })}>
            {t('receipts.backToProgram')}
          </Link>
        ) : null}
      </div>
    </>
  );
}

function ReceiptSkeleton() {
  return (
    <LoadingStatus className="space-y-3">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </LoadingStatus>
  );
}
