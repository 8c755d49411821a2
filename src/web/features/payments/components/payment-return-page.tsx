import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { PaymentAttempt } from '#contract/payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { attemptQueryOptions } from '../api/payments-api.ts';
import { useCheckAttempt } from '../api/use-check-attempt.ts';

/** /payments/:attemptId — where the gateway sends the browser back: paid, waiting or not paid. */
export function PaymentReturnPage() {
  const { attemptId = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery(attemptQueryOptions(attemptId));
  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t('payments.return.title')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('payments.return.title')}</h1>
      <QueryView
        query={query}
        failedKey="payments.return.loadFailed"
        failedClassName="mt-6"
        loading={
          <LoadingStatus className="mt-6">
            <Skeleton className="h-24 w-full" />
          </LoadingStatus>
        }
      >
        {(attempt) => <AttemptView attempt={attempt} />}
      </QueryView>
    </div>
  );
}

function AttemptView({ attempt }: { attempt: PaymentAttempt }) {
  const { t, language } = useTranslation();
  const check = useCheckAttempt(attempt.id);
  const amount = formatMoney(attempt.amountPaisa / 100, language);
  const provider = t(`payments.provider.${attempt.provider}`);
  const waiting = attempt.status === 'initiated' || attempt.status === 'pending';
  const Icon = attempt.status === 'paid' ? CheckCircle2 : waiting ? Clock : XCircle;

  async function checkAgain() {
    try {
      await check.mutateAsync();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'payments.return.loadFailed' });
    }
  }

  return (
    <div className="mt-4 space-y-4" data-testid="payment-return" data-status={attempt.status}>
      <p
        className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900"
        role="status"
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {attempt.status === 'paid'
            ? t('payments.return.paid', { amount })
            : waiting
              ? t('payments.return.pending', { provider })
              : t('payments.return.failed')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {waiting ? (
          <Button onClick={() => void checkAgain()} disabled={check.isPending}>
            {t('payments.return.checkAgain')}
          </Button>
        ) : null}
        <Link to={`/bookings/${attempt.bookingId}`} className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          {t('payments.return.back')}
        </Link>
      </div>
    </div>
  );
}
