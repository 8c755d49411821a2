import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Gavel, Undo2 } from 'lucide-react';
import type { BookingStatus } from '#contract/bookings.ts';
import type { StaffMoneyTimeline } from '#contract/payment-disputes.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { moneyTimelineQueryOptions } from '../api/disputes-api.ts';
import { DisputeState } from './booking-dispute.tsx';
import { LedgerPostings } from './ledger-postings.tsx';
import { DisputeDecisionDialog } from './dispute-decision-dialog.tsx';
import { RefundTransferDialog } from './refund-transfer-dialog.tsx';
import { StaffAttemptItem } from './staff-attempt-item.tsx';

/** /staff/payments/bookings/:id: a booking's money, every attempt and ledger posting, and its dispute to decide. */
export function StaffMoneyTimelinePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(moneyTimelineQueryOptions(id));
  return (
    <section aria-labelledby="money-timeline-title">
      <Link
        to="/staff/payments"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('payments.staff.back')}
      </Link>
      <h2 id="money-timeline-title" className="mt-3 text-lg font-semibold text-slate-900">
        {t('payments.staff.timeline')}
      </h2>
      <QueryView
        query={query}
        failedKey="payments.staff.timelineLoadFailed"
        failedClassName="mt-4"
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </LoadingStatus>
        }
      >
        {(timeline) => <TimelineView timeline={timeline} />}
      </QueryView>
    </section>
  );
}

function TimelineView({ timeline }: { timeline: StaffMoneyTimeline }) {
  const { t } = useTranslation();
  const [deciding, setDeciding] = useState(false);
  const { dispute } = timeline;
  return (
    <div className="mt-2 space-y-6" data-testid="money-timeline">
      <div>
        <p className="text-sm text-slate-700">
          {timeline.serviceTitle
            ? t('payments.staff.booking', {
                service: timeline.serviceTitle,
                client: timeline.clientName ?? '—',
                professional: timeline.professionalName ?? '—',
                status: timeline.bookingStatus ? t(`bookings.status.${timeline.bookingStatus as BookingStatus}`) : '',
              })
            : t('payments.staff.bookingGone')}
        </p>
        <p className="mt-1 font-mono text-xs break-all text-slate-500">{timeline.bookingId}</p>
      </div>
      {dispute ? (
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">{t('payments.dispute.title')}</h3>
          <DisputeState dispute={dispute} />
          {dispute.status === 'open' ? (
            <Button type="button" onClick={() => setDeciding(true)} data-testid="decide-dispute">
              <Gavel aria-hidden="true" />
              {t('payments.staff.decide')}
            </Button>
          ) : null}
          {deciding ? <DisputeDecisionDialog dispute={dispute} onClose={() => setDeciding(false)} /> : null}
        </div>
      ) : null}
      <div>
        <h3 className="font-semibold text-slate-900">{t('payments.staff.attempts')}</h3>
        {timeline.attempts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('payments.staff.attemptsEmpty')}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {timeline.attempts.map((attempt) => (
              <StaffAttemptItem key={attempt.id} attempt={attempt} link={false}>
                <AttemptRefund attemptId={attempt.id} timeline={timeline} />
              </StaffAttemptItem>
            ))}
          </ul>
        )}
      </div>
      <LedgerPostings postings={timeline.postings} />
    </div>
  );
}

/**
 * An attempt's money owed back, from its postings: refunded (by the gateway or a recorded
 * transfer), or owed, with the button to record the transfer where no gateway refunds it (eSewa).
 */
export function AttemptRefund({
  attemptId,
  timeline,
}: {
  attemptId: string;
  timeline: Pick<StaffMoneyTimeline, 'attempts' | 'postings'>;
}) {
  const { t, language } = useTranslation();
  const [recording, setRecording] = useState(false);
  // a program fee may be refunded in parts (decision 059): `refund:<attempt>`, `refund:<attempt>:2`, …
  const sumOf = (prefix: string, account: string) =>
    timeline.postings
      .filter(
        (posting) => posting.key === `${prefix}:${attemptId}` || posting.key.startsWith(`${prefix}:${attemptId}:`),
      )
      .flatMap((posting) => posting.entries)
      .filter((entry) => entry.account === account)
      .reduce((sum, entry) => sum + entry.amountPaisa, 0);
  const refundedAll = sumOf('refund', 'refund_owed');
  const refunded = sumOf('refund-paid', 'refunded');
  const owed = refundedAll - refunded;
  const provider = timeline.attempts.find((attempt) => attempt.id === attemptId)?.provider;
  if (refundedAll <= 0) return null;
  const money = (paisa: number) => formatMoney(paisa / 100, language);
  const paidBack =
    refunded > 0 ? (
      <p className="mt-2 font-medium text-emerald-800">{t('payments.staff.refunded', { amount: money(refunded) })}</p>
    ) : null;
  if (owed <= 0) return paidBack;
  return (
    <div className="mt-2 space-y-2" data-testid="refund-owed">
      {paidBack}
      <p className="font-medium text-amber-900">{t('payments.staff.refundOwed', { amount: money(owed) })}</p>
      {provider === 'esewa' ? (
        <Button type="button" variant="outline" onClick={() => setRecording(true)}>
          <Undo2 aria-hidden="true" />
          {t('payments.staff.recordRefund')}
        </Button>
      ) : null}
      {recording ? (
        <RefundTransferDialog attemptId={attemptId} amountPaisa={owed} onClose={() => setRecording(false)} />
      ) : null}
    </div>
  );
}
