import { formatMoney } from '#contract/format/numbers.ts';
import type { bookings } from '#server/db/schema/bookings.ts';
import type { paymentDisputes } from '#server/db/schema/payments.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { mailBookingNotice } from '#server/lib/booking-mail.ts';
import { errorText } from '#server/lib/logger.ts';
import { notifyAll } from '#server/lib/notify.ts';

// Telling the two sides of a dispute (decision 050), as a booking's moves are told: a notification
// in the app (kind "booking", status `dispute_opened` or `dispute_<outcome>`) and an e-mail in
// each one's mail language (`bookings.email.dispute_*`, in the booking e-mails' frame). Opening
// tells the professional; a decision tells both, with staff's reason. A failure is logged: the
// decision stands.

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl'>;

export async function sendDisputeNotices(
  deps: Deps,
  booking: typeof bookings.$inferSelect,
  dispute: typeof paymentDisputes.$inferSelect,
  amountPaisa: number,
): Promise<void> {
  const topic = dispute.outcome ? `dispute_${dispute.outcome}` : 'dispute_opened';
  const to = dispute.outcome ? [booking.clientId, booking.professionalId] : [booking.professionalId];
  try {
    await notifyAll(
      deps,
      to.map((userId) => ({
        userId,
        kind: 'booking',
        payload: {
          bookingId: booking.id,
          status: topic,
          actor: dispute.outcome ? 'staff' : 'client',
          serviceTitle: booking.serviceTitle,
          serviceTitleNe: booking.serviceTitleNe,
        },
      })),
    );
  } catch (error) {
    deps.logger.error('dispute notification failed', { disputeId: dispute.id, error: errorText(error) });
  }
  const refund = dispute.refundPaisa ?? 0;
  for (const userId of to) {
    await mailBookingNotice(deps, userId, booking, topic, (language) => ({
      reason: dispute.decisionReason ?? dispute.reason,
      amount: formatMoney(amountPaisa / 100, language),
      refund: formatMoney(refund / 100, language),
      released: formatMoney((amountPaisa - refund) / 100, language),
    }));
  }
}

/**
 * The professional answered the dispute (decision 059): the client is told in the app (status
 * `dispute_answered`) and by e-mail with the answer's words, in their language.
 */
export async function sendAnswerNotice(
  deps: Deps,
  booking: typeof bookings.$inferSelect,
  answer: { disputeId: string; text: string },
): Promise<void> {
  try {
    await notifyAll(deps, [
      {
        userId: booking.clientId,
        kind: 'booking',
        payload: {
          bookingId: booking.id,
          status: 'dispute_answered',
          actor: 'professional',
          serviceTitle: booking.serviceTitle,
          serviceTitleNe: booking.serviceTitleNe,
        },
      },
    ]);
  } catch (error) {
    deps.logger.error('dispute answer notification failed', {
      disputeId: answer.disputeId,
      error: errorText(error),
    });
  }
  await mailBookingNotice(deps, booking.clientId, booking, 'dispute_answered', () => ({ answer: answer.text }));
}
