import { eq } from 'drizzle-orm';
import { formatDateTime } from '#contract/format/dates.ts';
import { users } from '#server/db/schema/auth.ts';
import type { bookings } from '#server/db/schema/bookings.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';
import type { AppDeps } from './http.ts';
import { mailLanguages, textIn, type Language } from './locale-text.ts';
import { errorText } from './logger.ts';

// The one frame of every e-mail about a booking (its moves, reminders, payments and disputes):
// greeting, the topic's words, the booking's time, the reason when there is one, the link to the
// booking and the signature, in each language the recipient reads.

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'publicUrl'>;

/**
 * One e-mail about a booking to one party, in their language (both while unknown): `topic` names
 * the texts under `bookings.email` (a status, or "reminder"). Only to a verified address; a
 * failure is logged, never thrown (the notice is claimed already).
 */
export async function mailBookingNotice(
  deps: Deps,
  userId: string,
  booking: typeof bookings.$inferSelect,
  topic: string,
  extra: (language: Language) => Record<string, string> = () => ({}),
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
    const parts = mailLanguages(user.language).map((language: Language) => {
      const values: Record<string, string> = {
        name: user.name,
        service: (language === 'ne' && booking.serviceTitleNe) || booking.serviceTitle,
        when: formatDateTime(booking.startsAt, language, { weekday: true }),
        url,
        reason: '',
        ...extra(language),
      };
      const line = (key: string) => textIn(language, `bookings.email.${key}`, values);
      return {
        subject: textIn(language, `bookings.email.${topic}.subject`, values),
        body: [
          line('greeting'),
          textIn(language, `bookings.email.${topic}.body`, values),
          line('when'),
          ...(values.proposed ? [line('proposed')] : []),
          ...(values.reason ? [line('reason')] : []),
          ...(booking.meetingLink && booking.status === 'accepted'
            ? [`${line('meetingLink')} ${booking.meetingLink}`]
            : []),
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
    deps.logger.error('booking e-mail failed', { bookingId: booking.id, topic, error: errorText(error) });
  }
}
