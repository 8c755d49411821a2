import { eq, inArray } from 'drizzle-orm';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { PROGRAM_REFUND_WINDOW_DAYS } from '#contract/program-fee.ts';
import { PROVIDER_NAMES, type PaymentProvider } from '#contract/payments.ts';
import { users } from '#server/db/schema/auth.ts';
import { programs } from '#server/db/schema/learning.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { mailLanguages, textIn, type Language } from '#server/lib/locale-text.ts';
import { errorText } from '#server/lib/logger.ts';
import { notifyAll } from '#server/lib/notify.ts';

// Telling a program fee's moves (decision 054), claimed once per posting by the payment notices'
// sender (payment-notices.ts): the learner hears the fee is paid and held, then owed back and
// refunded; the institution hears it was paid and held, then released to it. A release is not
// told to the learner: for them nothing changes at the end of the refund window.

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl'>;

/** A claimed posting of a program's fee, as the sender read it. */
export interface ProgramPosting {
  key: string;
  programId: string;
  payerId: string | null;
  provider: PaymentProvider | null;
  /** What the posting moved: its one outgoing side. */
  amountPaisa: number;
  /** The institution's part of a release. */
  payablePaisa: number | null;
  /**
   * What the attempt still held once the posting was made: a refund that left some is a partial
   * one, which leaves the learner enrolled (refunds may come in several parts, decision 059).
   */
  heldAfterPaisa: number | null;
}

type Audience = 'learner' | 'institution';
export const PROGRAM_PAYMENT_TOPICS = [
  'program_paid',
  'program_payment_received',
  'program_payment_released',
  'program_refund_owed',
  'program_partial_refund_owed',
  'program_refund_paid',
] as const;
type Topic = (typeof PROGRAM_PAYMENT_TOPICS)[number];

function noticesOf(posting: ProgramPosting): { to: Audience; topic: Topic; amountPaisa: number }[] {
  const [prefix] = posting.key.split(':');
  const all = posting.amountPaisa;
  switch (prefix) {
    case 'payment':
      return [
        { to: 'learner', topic: 'program_paid', amountPaisa: all },
        { to: 'institution', topic: 'program_payment_received', amountPaisa: all },
      ];
    case 'release':
      return [{ to: 'institution', topic: 'program_payment_released', amountPaisa: posting.payablePaisa ?? all }];
    case 'refund': {
      const partial = (posting.heldAfterPaisa ?? 0) > 0;
      return [
        { to: 'learner', topic: partial ? 'program_partial_refund_owed' : 'program_refund_owed', amountPaisa: all },
      ];
    }
    case 'refund-paid':
      return [{ to: 'learner', topic: 'program_refund_paid', amountPaisa: all }];
    default:
      return [];
  }
}

/** Tells the learner and the institution of claimed program postings, in the app and by e-mail. */
export async function tellProgramPostings(deps: Deps, postings: ProgramPosting[]): Promise<void> {
  const told = postings.flatMap((posting) => noticesOf(posting).map((notice) => ({ posting, ...notice })));
  if (told.length === 0) return;
  const ids = [...new Set(told.map(({ posting }) => posting.programId))];
  const rows = await deps.db
    .select({
      id: programs.id,
      title: programs.programTitle,
      titleNe: programs.programTitleNe,
      institutionId: programs.institutionId,
    })
    .from(programs)
    .where(inArray(programs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // a deleted program's money is staff's (decision 054): nobody is told of it
  const notices = told.flatMap((notice) => {
    const program = byId.get(notice.posting.programId);
    const userId = notice.to === 'learner' ? notice.posting.payerId : program?.institutionId;
    return program && userId ? [{ ...notice, program, userId }] : [];
  });
  try {
    await notifyAll(
      deps,
      notices.map(({ userId, program, topic, amountPaisa, posting }) => ({
        userId,
        kind: 'program_payment',
        payload: {
          programId: program.id,
          status: topic,
          programTitle: program.title,
          programTitleNe: program.titleNe,
          amountPaisa,
          provider: posting.provider,
        },
      })),
    );
  } catch (error) {
    deps.logger.error('program payment notification failed', { error: errorText(error) });
  }
  for (const notice of notices) await mailProgramNotice(deps, notice);
}

/** One e-mail of a program fee's move, in the recipient's language (both while unknown); never throws. */
async function mailProgramNotice(
  deps: Deps,
  notice: {
    userId: string;
    topic: Topic;
    amountPaisa: number;
    posting: ProgramPosting;
    program: { id: string; title: string; titleNe: string | null };
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
      .where(eq(users.id, notice.userId));
    if (!user?.verified) return;
    const url = `${deps.publicUrl.replace(/\/$/, '')}/programs/${notice.program.id}`;
    const parts = mailLanguages(user.language).map((language: Language) => {
      const values = {
        name: user.name,
        program: (language === 'ne' && notice.program.titleNe) || notice.program.title,
        amount: formatMoney(notice.amountPaisa / 100, language),
        provider: notice.posting.provider ? PROVIDER_NAMES[notice.posting.provider] : '',
        days: formatNumber(PROGRAM_REFUND_WINDOW_DAYS, language),
        url,
      };
      const text = (key: string) => textIn(language, key, values);
      return {
        subject: text(`payments.program.email.${notice.topic}.subject`),
        body: [
          text('bookings.email.greeting'),
          text(`payments.program.email.${notice.topic}.body`),
          text('payments.program.email.link'),
          text('bookings.email.signature'),
        ].join('\n\n'),
      };
    });
    await deps.mailer.send({
      to: user.email,
      subject: parts[0]?.subject ?? '',
      text: `${parts.map((part) => part.body).join('\n\n---\n\n')}\n`,
    });
  } catch (error) {
    deps.logger.error('program payment e-mail failed', {
      programId: notice.program.id,
      topic: notice.topic,
      error: errorText(error),
    });
  }
}
