import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Undo2 } from 'lucide-react';
import type { StaffProgramTimeline } from '#contract/program-payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { programTimelineQueryOptions } from '../api/program-staff-api.ts';
import { LedgerPostings } from './ledger-postings.tsx';
import { ProgramRefundDialog } from './program-refund-dialog.tsx';
import { AttemptRefund } from './staff-money-timeline.tsx';
import { StaffAttemptItem } from './staff-attempt-item.tsx';

/** /staff/payments/programs/:attemptId: a program fee's money, and its refund while it is held (decision 054). */
export function StaffProgramTimelinePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(programTimelineQueryOptions(id));
  return (
    <section aria-labelledby="program-timeline-title">
      <Link
        to="/staff/payments"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('payments.staff.back')}
      </Link>
      <h2 id="program-timeline-title" className="mt-3 text-lg font-semibold text-slate-900">
        {t('payments.staff.timeline')}
      </h2>
      <QueryView
        query={query}
        failedKey="payments.staff.programTimelineLoadFailed"
        failedClassName="mt-4"
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </LoadingStatus>
        }
      >
        {(timeline) => <ProgramTimelineView timeline={timeline} />}
      </QueryView>
    </section>
  );
}

function ProgramTimelineView({ timeline }: { timeline: StaffProgramTimeline }) {
  const { t, language } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const held = formatMoney(timeline.heldPaisa / 100, language);
  return (
    <div className="mt-2 space-y-6" data-testid="program-money-timeline" data-refundable={timeline.refundable}>
      <div>
        <p className="text-sm text-slate-700">
          {timeline.programTitle
            ? t('payments.staff.program', {
                program: (language === 'ne' && timeline.programTitleNe) || timeline.programTitle,
                institution: timeline.institutionName ?? '—',
              })
            : t('payments.staff.programGone')}
        </p>
        <p className="mt-1 font-mono text-xs break-all text-slate-500">{timeline.programId}</p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t('payments.staff.attempts')}</h3>
        <ul className="mt-2 space-y-2">
          <StaffAttemptItem attempt={timeline.attempt} link={false}>
            {timeline.heldPaisa > 0 ? (
              <p className="mt-2 font-medium text-slate-900" data-testid="program-fee-held">
                {t('payments.staff.programHeld', { amount: held })}
              </p>
            ) : null}
            {timeline.refundable ? (
              <Button
                type="button"
                variant="outline"
                className="mt-2"
                onClick={() => setRefunding(true)}
                data-testid="refund-program-fee"
              >
                <Undo2 aria-hidden="true" />
                {t('payments.staff.programRefund', { amount: held })}
              </Button>
            ) : null}
            <AttemptRefund attemptId={timeline.attemptId} timeline={{ ...timeline, attempts: [timeline.attempt] }} />
          </StaffAttemptItem>
        </ul>
        {refunding ? (
          <ProgramRefundDialog
            attemptId={timeline.attemptId}
            amountPaisa={timeline.heldPaisa}
            onClose={() => setRefunding(false)}
          />
        ) : null}
      </div>
      <LedgerPostings postings={timeline.postings} />
    </div>
  );
}
