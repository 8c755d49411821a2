import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import type { BookingDispute } from '#contract/payment-disputes.ts';
import type { BookingPayment, PaymentProvider } from '#contract/payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { bookingDisputeQueryOptions } from '../api/disputes-api.ts';
import { bookingPaymentQueryOptions } from '../api/payments-api.ts';
import { AnswerDisputeOffer, BookingDisputeView, DisputeState } from './booking-dispute.tsx';
import { useStartPayment } from '../api/use-start-payment.ts';
import { PaymentReturnNotice } from './payment-return-notice.tsx';
import { ReceiptLinks } from './receipt-links.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

// A booking's money on its page (decision 049): held, released or refunded, the platform's fee
// shown before paying, and for the client the gateways to pay with now (or cash at the job). A
// dispute (decision 050) takes the state's place, and the client of a done booking may open one.

const TONES: Record<BookingPayment['state'], string> = {
  unpaid: 'bg-slate-50 text-slate-800',
  pending: 'bg-amber-50 text-amber-950',
  held: 'bg-brand-50 text-brand-900',
  released: 'bg-emerald-50 text-emerald-900',
  refunded: 'bg-sky-50 text-sky-950',
  refund_owed: 'bg-sky-50 text-sky-950',
};

/** `payer`: the reader is the booking's client, who may open the receipts of its paid attempts. */
export function BookingPaymentCard({ bookingId, payer = false }: { bookingId: string; payer?: boolean }) {
  const headingId = useId();
  const { t } = useTranslation();
  const query = useQuery(bookingPaymentQueryOptions(bookingId));
  // a dispute that fails to load hides nothing of the payment: the card shows the payment alone
  const dispute = useQuery(bookingDisputeQueryOptions(bookingId)).data;
  // back from a gateway: what became of that payment, above the booking's state
  const returned = useSearchParams()[0].get('payment');
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <Wallet aria-hidden="true" className="size-5" />
        {t('payments.card.title')}
      </h2>
      {returned ? (
        <div className="mt-3">
          <PaymentReturnNotice attemptId={returned} />
        </div>
      ) : null}
      <QueryView query={query} failedKey="payments.card.loadFailed" loading={<Skeleton className="mt-3 h-16 w-full" />}>
        {(payment) => <PaymentView payment={payment} dispute={dispute} payer={payer} />}
      </QueryView>
    </section>
  );
}

function PaymentView({
  payment,
  dispute,
  payer,
}: {
  payment: BookingPayment;
  dispute: BookingDispute | undefined;
  payer: boolean;
}) {
  const { t, language } = useTranslation();
  const money = (paisa: number) => formatMoney(paisa / 100, language);
  const values = {
    amount: money(payment.pricePaisa),
    payable: money(payment.pricePaisa - payment.feePaisa),
  };
  return (
    <div className="mt-3 space-y-3">
      {dispute?.dispute ? (
        <DisputeState dispute={dispute.dispute} />
      ) : (
        <p
          className={`rounded-lg p-3 text-sm ${TONES[payment.state]}`}
          data-testid="payment-state"
          data-state={payment.state}
        >
          {t(`payments.state.${payment.state}`, values)}
        </p>
      )}
      {/* after a refund decided on a dispute, the fee on the whole price no longer says what happens */}
      {payment.pricePaisa > 0 && !refundDecided(dispute) ? (
        <p className="text-sm text-slate-700" data-testid="payment-fee">
          {t('payments.card.fee', {
            percent: String(payment.feePercent),
            fee: money(payment.feePaisa),
            payable: values.payable,
          })}
        </p>
      ) : null}
      {payment.payable ? <PayButtons payment={payment} /> : null}
      {dispute && !dispute.dispute ? <BookingDisputeView bookingId={payment.bookingId} data={dispute} /> : null}
      {dispute?.answerable ? <AnswerDisputeOffer bookingId={payment.bookingId} /> : null}
      {payer ? <ReceiptLinks attempts={payment.attempts} /> : null}
    </div>
  );
}

const refundDecided = (dispute: BookingDispute | undefined) =>
  Boolean(dispute?.dispute?.outcome && dispute.dispute.outcome !== 'release');

function PayButtons({ payment }: { payment: BookingPayment }) {
  const { t, language } = useTranslation();
  const start = useStartPayment(payment.bookingId);

  async function pay(provider: PaymentProvider) {
    try {
      await start.mutateAsync({ provider, amountPaisa: payment.pricePaisa });
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'payments.card.failed' });
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-900">
        {t('payments.card.payNow', { amount: formatMoney(payment.pricePaisa / 100, language) })}
      </p>
      <ProviderButtons
        providers={payment.providers}
        pending={start.isPending ? start.variables?.provider : null}
        onPay={(provider) => void pay(provider)}
      />
      <p className="text-sm text-slate-600">{t('payments.card.cashNote')}</p>
    </div>
  );
}
