import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney } from '#contract/format/numbers.ts';
import { PAYMENT_PROVIDERS, PROVIDER_NAMES } from '#contract/payments.ts';
import { rowsOf } from '#server/db/rows.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { mailBookingNotice } from '#server/lib/booking-mail.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { errorText } from '#server/lib/logger.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { tellProgramPostings } from './program-notices.ts';

// Telling the two sides of a booking what happened to its money (decision 049): paid and held,
// released to the professional, owed back and refunded. Each posting of the ledger is told once:
// the sender claims it in `payment_notices` (a second sender, in this process or another, claims
// nothing), then notifies in the app and by e-mail in the booking e-mails' frame. A process killed
// between the claim and the send loses those notices rather than repeating them. Not told here:
// payouts (told as staff record them) and the money moves of a decided dispute (its decision is
// told with staff's reason, dispute-notices.ts). A program fee's postings (decision 054) are claimed
// in the same outbox and told by program-notices.ts.

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl'>;

/** Postings older than this are not told late (a sender that was down for days stays quiet). */
const TOLD_WITHIN = '2 days';
/** Postings claimed and told at a time. */
export const NOTICE_BATCH = 100;
/**
 * How long one sweep keeps telling a backlog, batch after batch: well inside the sweep's minute,
 * so a backlog of thousands (a sender down for hours, a batch of refunds) goes out in one or two
 * sweeps rather than 100 a minute. What is left waits for the next sweep.
 */
export const NOTICES_RUN_MS = 30_000;

const Claimed = z.object({
  key: z.string(),
  booking_id: z.string().nullable(),
  program_id: z.string().nullable(),
  payer_id: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** What the posting moved: its one outgoing side. */
  amount_paisa: z.coerce.number(),
  /** The professional's part of a release. */
  payable_paisa: z.coerce.number().nullable(),
  /** What the attempt paid: a refund of less is a partial one. */
  paid_paisa: z.coerce.number().nullable(),
  held_after_paisa: z.coerce.number().nullable(),
  decided_dispute: z.boolean(),
});
type Posting = z.infer<typeof Claimed> & { booking_id: string };

type Audience = 'client' | 'professional';
type Topic =
  'payment_held' | 'payment_received' | 'payment_released' | 'payment_released_client' | 'refund_owed' | 'refund_paid';

/** Who hears of a posting, and in which words, by its key's prefix. */
function noticesOf(posting: Posting): { to: Audience; topic: Topic; amountPaisa: number }[] {
  const [prefix] = posting.key.split(':');
  const all = posting.amount_paisa;
  switch (prefix) {
    case 'payment':
      return [
        { to: 'client', topic: 'payment_held', amountPaisa: all },
        { to: 'professional', topic: 'payment_received', amountPaisa: all },
      ];
    case 'release':
      if (posting.decided_dispute) return [];
      return [
        { to: 'professional', topic: 'payment_released', amountPaisa: posting.payable_paisa ?? all },
        { to: 'client', topic: 'payment_released_client', amountPaisa: all },
      ];
    case 'refund':
      return posting.decided_dispute ? [] : [{ to: 'client', topic: 'refund_owed', amountPaisa: all }];
    case 'refund-paid':
      return [{ to: 'client', topic: 'refund_paid', amountPaisa: all }];
    default:
      return [];
  }
}

/**
 * Tells the backlog: batch after batch while a full one comes back, until `runMs` has passed;
 * answers how many postings it claimed. Each batch claims its postings before telling them, so
 * two drains at once (two processes) tell each posting once.
 */
export async function drainPaymentNotices(deps: Deps, runMs = NOTICES_RUN_MS, batch = NOTICE_BATCH): Promise<number> {
  const until = Date.now() + runMs;
  let claimed = 0;
  for (;;) {
    const count = await sendPaymentNotices(deps, batch);
    claimed += count;
    if (count < batch || Date.now() >= until) return claimed;
  }
}

/** Claims and tells one batch of the postings not told yet; answers how many it claimed. */
export async function sendPaymentNotices(deps: Deps, batch = NOTICE_BATCH): Promise<number> {
  const postings = await rowsOf(
    deps.db,
    Claimed,
    sql`with claimed as (
          insert into payment_notices (posting_id)
          select p.id from ledger_postings p
          where p.created_at > now() - ${TOLD_WITHIN}::interval
            and not exists (select 1 from payment_notices n where n.posting_id = p.id)
          order by p.created_at limit ${batch}
          on conflict do nothing
          returning posting_id
        )
        select p.key, p.booking_id, p.program_id, a.payer_id, a.provider,
          (select -min(e.amount_paisa) from ledger_entries e where e.posting_id = p.id) as amount_paisa,
          (select e.amount_paisa from ledger_entries e where e.posting_id = p.id and e.account = 'payable')
            as payable_paisa,
          a.amount_paisa as paid_paisa,
          -- what the attempt still held once this posting was made: a refund that left some is partial
          (select sum(e.amount_paisa) from ledger_entries e join ledger_postings q on q.id = e.posting_id
            where q.attempt_id = p.attempt_id and e.account = 'held' and q.created_at <= p.created_at)
            as held_after_paisa,
          exists (select 1 from payment_disputes d where d.booking_id = p.booking_id and d.status <> 'open')
            as decided_dispute
        from claimed c join ledger_postings p on p.id = c.posting_id
        left join payment_attempts a on a.id = p.attempt_id
        order by p.created_at, p.id`,
  );
  await tellProgramPostings(
    deps,
    postings.flatMap((posting) =>
      posting.program_id
        ? [
            {
              key: posting.key,
              programId: posting.program_id,
              payerId: posting.payer_id,
              provider: posting.provider,
              amountPaisa: posting.amount_paisa,
              payablePaisa: posting.payable_paisa,
              heldAfterPaisa: posting.held_after_paisa,
            },
          ]
        : [],
    ),
  );
  const told = postings
    .filter((posting): posting is Posting => posting.booking_id !== null)
    .flatMap((posting) => noticesOf(posting).map((notice) => ({ posting, ...notice })));
  if (told.length === 0) return postings.length;
  const ids = [...new Set(told.map(({ posting }) => posting.booking_id))];
  const rows = await deps.db.select().from(bookings).where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const notices = told.flatMap((notice) => {
    const booking = byId.get(notice.posting.booking_id);
    if (!booking) return [];
    return [{ ...notice, booking, userId: notice.to === 'client' ? booking.clientId : booking.professionalId }];
  });
  try {
    await notifyAll(
      deps,
      notices.map(({ userId, booking, topic, amountPaisa, posting }) => ({
        userId,
        kind: 'booking',
        payload: {
          bookingId: booking.id,
          status: topic,
          actor: 'system',
          serviceTitle: booking.serviceTitle,
          serviceTitleNe: booking.serviceTitleNe,
          amountPaisa,
          provider: posting.provider,
        },
      })),
    );
  } catch (error) {
    deps.logger.error('payment notification failed', { error: errorText(error) });
  }
  for (const { userId, booking, topic, amountPaisa, posting } of notices) {
    await mailBookingNotice(deps, userId, booking, topic, (language) => ({
      amount: formatMoney(amountPaisa / 100, language),
      provider: posting.provider ? PROVIDER_NAMES[posting.provider] : '',
    }));
  }
  return postings.length;
}
