import { eq } from 'drizzle-orm';
import { badgeTexts } from '#contract/verification-badge.ts';
import type { VerificationBadge } from '#contract/verification.ts';
import { users } from '#server/db/schema/auth.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { mailLanguages, textIn, type Language } from '#server/lib/locale-text.ts';

// The e-mail that tells an applicant how their verification was decided: in the language they
// last changed their settings in; English then Nepali while we do not know which they read.

/** What a badge says, in one language: "NSTB Level 2 · Plumber · ID verified". */
export function badgeLabel(badge: VerificationBadge, language: Language = 'en'): string {
  return badgeTexts(badge)
    .map(({ key, values }) => textIn(language, key, values))
    .join(' · ');
}

/** The decision e-mail to the applicant's verified address; a failure is logged, never thrown. */
export async function sendDecisionMail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'publicUrl'>,
  decision: {
    userId: string;
    action: 'approve' | 'reject' | 'revoke';
    badge: VerificationBadge | null;
    reason: string | undefined;
    to: string;
  },
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
      .where(eq(users.id, decision.userId));
    if (!user?.verified) return;
    const languages = mailLanguages(user.language);
    const url = `${deps.publicUrl.replace(/\/$/, '')}${decision.to}`;
    const parts = languages.map((language) => {
      const values = {
        name: user.name,
        badge: decision.badge ? badgeLabel(decision.badge, language) : '',
        reason: decision.reason ?? '',
        url,
      };
      return {
        subject: textIn(language, `verify.email.${decision.action}.subject`, values),
        body: [
          textIn(language, 'verify.email.greeting', values),
          textIn(language, `verify.email.${decision.action}.body`, values),
          ...(decision.reason ? [textIn(language, 'verify.email.reason', values)] : []),
          textIn(language, 'verify.email.link', values),
          textIn(language, 'verify.email.signature', values),
        ].join('\n\n'),
      };
    });
    await deps.mailer.send({
      to: user.email,
      subject: parts[0]?.subject ?? '',
      text: `${parts.map((part) => part.body).join('\n\n---\n\n')}\n`,
    });
  } catch (error) {
    deps.logger.error('verification decision e-mail failed', {
      userId: decision.userId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
