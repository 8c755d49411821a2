import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { PaymentAttempt } from '#contract/payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { attemptQueryOptions } from '../api/payments-api.ts';
import { useCheckAttempt } from '../api/use-check-attempt.ts';

// Where a gateway sends the browser back: the booking's page with `?payment=<attempt>`, which
// shows this notice of what became of the payment (paid, waiting, or not paid). The booking page
// is loaded lazily, so nothing of payments joins the first load.

export function PaymentReturnNotice({ attemptId }: { attemptId: string }) {
  const query = useQuery(attemptQueryOptions(attemptId));
  return (
    <QueryView query={query} failedKey="payments.return.loadFailed" loading={<Skeleton className="h-14 w-full" />}>
      {(attempt) => <AttemptNotice attempt={attempt} />}
    </QueryView>
  );
}

function AttemptNotice({ attempt }: { attempt: PaymentAttempt }) {
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
    <div
      className="space-y-2 rounded-lg border border-slate-200 p-3"
      data-testid="payment-return"
      data-status={attempt.status}
    >
      <p className="flex items-start gap-2 text-sm text-slate-900" role="status">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {attempt.status === 'paid' && attempt.programId
            ? t('payments.program.paid')
            : attempt.status === 'paid'
              ? t('payments.return.paid', { amount })
              : waiting
                ? t('payments.return.pending', { provider })
                : t('payments.return.failed')}
        </span>
      </p>
      {waiting ? (
        <Button size="sm" variant="outline" onClick={() => void checkAgain()} disabled={check.isPending}>
          {t('payments.return.checkAgain')}
        </Button>
      ) : null}
    </div>
  );
}
