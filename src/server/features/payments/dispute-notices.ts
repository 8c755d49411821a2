import { eq } from 'drizzle-orm';
import { formatDateTime } from '#contract/format/dates.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { users } from '#server/db/schema/auth.ts';
import type { bookings } from '#server/db/schema/bookings.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';
import type { paymentDisputes } from '#server/db/schema/payments.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { mailLanguages, textIn, type Language } from '#server/lib/locale-text.ts';
import { errorText } from '#server/lib/logger.ts';
import { notifyAll } from '#server/lib/notify.ts';

// Telling the two sides of a dispute (decision 050), as a booking's moves are told: a notification
// in the app (kind "booking", status `dispute_opened` or `dispute_<outcome>`) and an e-mail in
// each one's mail language (`bookings.email.dispute_*`, framed as the booking e-mails are). Opening tells the professional; a
// decision tells both, with staff's reason. A failure is logged: the decision stands.

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
    await mailDisputeNotice(deps, userId, booking, topic, (language) => ({
      reason: dispute.decisionReason ?? dispute.reason,
      amount: formatMoney(amountPaisa / 100, language),
      refund: formatMoney(refund / 100, language),
      released: formatMoney((amountPaisa - refund) / 100, language),
    }));
  }
}

/** One e-mail to one side, in their mail language (both while unknown), only to a verified address. */
async function mailDisputeNotice(
  deps: Deps,
  userId: string,
  booking: typeof bookings.$inferSelect,
  topic: string,
  extra: (language: Language) => Record<string, string>,
): Promise<void> {
  try {
    const [user] = await deps.db
      .select({
        email: users.email,
        name: users.name,
        verified: users.emailVerified,
        language: notificationSettings.mailLanguage,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId));
    if (!user?.verified) return;
    const url = `${deps.publicUrl.replace(/\/$/, '')}/bookings/${booking.id}`;
    const parts = mailLanguages(user.language).map((language) => {
      const values: Record<string, string> = {
        name: user.name,
        service: (language === 'ne' && booking.serviceTitleNe) || booking.serviceTitle,
        when: formatDateTime(booking.startsAt, language, { weekday: true }),
        url,
        ...extra(language),
      };
      const line = (key: string) => textIn(language, `bookings.email.${key}`, values);
      return {
        subject: textIn(language, `bookings.email.${topic}.subject`, values),
        body: [
          line('greeting'),
          textIn(language, `bookings.email.${topic}.body`, values),
          line('when'),
          line('reason'),
          line('link'),
          line('signature'),
        ].join('\n\n'),
      };
    });
    await deps.mailer.send({
      to: user.email,
      subject: parts[0]?.subject ?? '',
      text: `${parts.map((part) => part.body).join('\n\n---\n\n')}\n`,
    });
  } catch (error) {
    deps.logger.error('dispute e-mail failed', { bookingId: booking.id, topic, error: errorText(error) });
  }
}
