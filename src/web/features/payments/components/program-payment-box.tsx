import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { PaymentProvider } from '#contract/payments.ts';
import { PROGRAM_REFUND_WINDOW_DAYS } from '#contract/program-fee.ts';
import type { ProgramPayment } from '#contract/program-payments.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { programPaymentQueryOptions } from '../api/payments-api.ts';
import { useStartProgramPayment } from '../api/use-start-payment.ts';
import { ReceiptLinks } from './receipt-links.tsx';
import { PaymentReturnNotice } from './payment-return-notice.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

// A program's fee on its page, for a signed-in learner (decision 054): what it costs, the gateways
// to pay it with (the payment enrols them), what became of a payment on coming back from a gateway,
// and the receipt once paid. The program page composes it; free programs never show it.

const TONES: Record<ProgramPayment['state'], string> = {
  free: 'bg-slate-50 text-slate-800',
  unpaid: 'bg-slate-50 text-slate-800',
  pending: 'bg-amber-50 text-amber-950',
  paid: 'bg-emerald-50 text-emerald-900',
  refunded: 'bg-sky-50 text-sky-950',
};

/** The states that say something beyond the fee and the buttons. */
const STATED = ['paid', 'pending', 'refunded'] as const;

export function ProgramPaymentBox({ programId }: { programId: string }) {
  const query = useQuery(programPaymentQueryOptions(programId));
  // back from a gateway: what became of that payment
  const returned = useSearchParams()[0].get('payment');
  return (
    <div className="space-y-3" data-testid="program-payment">
      {returned ? <PaymentReturnNotice attemptId={returned} /> : null}
      <QueryView query={query} failedKey="payments.card.loadFailed" loading={<Skeleton className="h-24 w-full" />}>
        {(payment) => <ProgramPaymentView payment={payment} />}
      </QueryView>
    </div>
  );
}

function ProgramPaymentView({ payment }: { payment: ProgramPayment }) {
  const { t, language } = useTranslation();
  const start = useStartProgramPayment(payment.programId);
  const amount = formatMoney(payment.feePaisa / 100, language);

  async function pay(provider: PaymentProvider) {
    try {
      await start.mutateAsync({ provider, amountPaisa: payment.feePaisa });
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'payments.card.failed' });
    }
  }

  const stated = STATED.find((state) => state === payment.state);
  return (
    <>
      <p className="text-lg font-semibold text-slate-900" data-testid="program-fee">
        {t('payments.program.fee', { amount })}
      </p>
      {stated ? (
        <p
          className={`rounded-lg p-3 text-sm ${TONES[payment.state]}`}
          data-testid="program-payment-state"
          data-state={payment.state}
        >
          {t(`payments.program.state.${stated}`)}
        </p>
      ) : null}
      {payment.payable ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-900">{t('payments.program.payNow', { amount })}</p>
          <ProviderButtons
            providers={payment.providers}
            pending={start.isPending ? start.variables?.provider : null}
            onPay={(provider) => void pay(provider)}
          />
          <p className="text-sm text-slate-600">
            {t('payments.program.note', { days: formatNumber(PROGRAM_REFUND_WINDOW_DAYS, language) })}
          </p>
        </div>
      ) : null}
      <ReceiptLinks attempts={payment.attempts} />
    </>
  );
}
