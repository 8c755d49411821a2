import { lazy, Suspense, useState } from 'react';
import { MessageSquareReply, ShieldAlert } from 'lucide-react';
import type { BookingDispute, PaymentDispute } from '#contract/payment-disputes.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { DisputePhotos } from './dispute-photos.tsx';

// A booking's dispute on its page (decision 050), for both sides: open, or staff's outcome with
// their reason, and the professional's answer (decision 059); for the client of a done booking
// whose payment is held, a way to open one; for its professional, a way to answer it.

const DisputeTextDialog = lazy(() =>
  import('./dispute-text-dialog.tsx').then((m) => ({ default: m.DisputeTextDialog })),
);

/** For the booking's professional while the dispute is open and unanswered: answer it, once. */
export function AnswerDisputeOffer({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const [answering, setAnswering] = useState(false);
  return (
    <div className="space-y-2" data-testid="answer-dispute-offer">
      <p className="text-sm text-slate-700">{t('payments.dispute.answerOffer')}</p>
      <Button type="button" variant="outline" onClick={() => setAnswering(true)} data-testid="answer-dispute">
        <MessageSquareReply aria-hidden="true" />
        {t('payments.dispute.answerOpen')}
      </Button>
      {answering ? (
        <Suspense fallback={null}>
          <DisputeTextDialog kind="answer" bookingId={bookingId} onClose={() => setAnswering(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

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
          <DisputeTextDialog kind="open" bookingId={bookingId} onClose={() => setOpening(false)} />
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
      {dispute.answer ? (
        <div className="space-y-1 border-t border-current/15 pt-2" data-testid="dispute-answer">
          <p className="break-words whitespace-pre-line">
            {t('payments.dispute.answer', { answer: dispute.answer.text })}
          </p>
          <DisputePhotos photos={dispute.answer.photos} side="professional" />
        </div>
      ) : null}
      {dispute.decisionReason ? (
        <p className="break-words whitespace-pre-line">
          {t('payments.dispute.decisionReason', { reason: dispute.decisionReason })}
        </p>
      ) : null}
    </div>
  );
}
