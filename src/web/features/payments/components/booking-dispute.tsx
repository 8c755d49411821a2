import { lazy, Suspense, useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { BookingDispute, PaymentDispute } from '#contract/payment-disputes.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { DisputePhotos } from './dispute-photos.tsx';

// A booking's dispute on its page (decision 050), for both sides: open, or staff's outcome with
// their reason; and for the client of a done booking whose payment is held, a way to open one.

const OpenDisputeDialog = lazy(() =>
  import('./open-dispute-dialog.tsx').then((m) => ({ default: m.OpenDisputeDialog })),
);

export function BookingDisputeView({ bookingId, data }: { bookingId: string; data: BookingDispute }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  if (data.dispute) return <DisputeState dispute={data.dispute} />;
  if (!data.disputable) return null;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-700">{t('payments.dispute.offer')}</p>
      <Button type="button" variant="outline" onClick={() => setOpening(true)} data-testid="open-dispute">
        <ShieldAlert aria-hidden="true" />
        {t('payments.dispute.open')}
      </Button>
      {opening ? (
        <Suspense fallback={null}>
          <OpenDisputeDialog bookingId={bookingId} onClose={() => setOpening(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** What became of the dispute, in place of the payment's state. */
export function DisputeState({ dispute }: { dispute: PaymentDispute }) {
  const { t, language } = useTranslation();
  const money = (paisa: number) => formatMoney(paisa / 100, language);
  const refund = dispute.refundPaisa ?? 0;
  const text =
    dispute.status === 'open' || !dispute.outcome
      ? t('payments.dispute.openState', { amount: money(dispute.amountPaisa) })
      : t(`payments.dispute.outcome.${dispute.outcome}`, {
          amount: money(dispute.amountPaisa),
          refund: money(refund),
          released: money(dispute.amountPaisa - refund),
        });
  return (
    <div
      className={`space-y-1 rounded-lg p-3 text-sm ${dispute.status === 'open' ? 'bg-amber-50 text-amber-950' : 'bg-slate-50 text-slate-800'}`}
      data-testid="dispute-state"
      data-status={dispute.status}
      data-outcome={dispute.outcome ?? ''}
    >
      <p className="font-medium">{text}</p>
      <p className="break-words whitespace-pre-line">{t('payments.dispute.reason', { reason: dispute.reason })}</p>
      <DisputePhotos photos={dispute.photos} />
      {dispute.decisionReason ? (
        <p className="break-words whitespace-pre-line">
          {t('payments.dispute.decisionReason', { reason: dispute.decisionReason })}
        </p>
      ) : null}
    </div>
  );
}
