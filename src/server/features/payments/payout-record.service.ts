import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney } from '#contract/format/numbers.ts';
import { isUuid } from '#contract/ids.ts';
import type { Payout, PayoutInput } from '#contract/payouts.ts';
import { rowsOf } from '#server/db/rows.ts';
import { users } from '#server/db/schema/auth.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';
import { payouts } from '#server/db/schema/payouts.ts';
import { post } from './ledger.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { mailLanguages, textIn } from '#server/lib/locale-text.ts';
import { errorText } from '#server/lib/logger.ts';
import { notify } from '#server/lib/notify.ts';

// Staff record a payout (decision 051): no gateway has a disbursement API, so staff transfer a
// professional's available money by bank or wallet and record it with the transfer's reference.
// The payout's key is the professional's n-th payout, n as staff saw it: a double click, or two
// staff at once, write one payout and the other gets 409 (the unique key, not a prior read,
// decides). The money moves `payable → paid_out` booking by booking, oldest first.

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl'>;

const Payable = z.object({
  booking_id: z.string().nullable(),
  program_id: z.string().nullable(),
  payable: z.coerce.number(),
});

export async function recordPayout(
  deps: Deps,
  actor: { id: string; email: string },
  professionalId: string,
  input: PayoutInput,
): Promise<Payout> {
  if (!isUuid(professionalId)) throw new AppError('NOT_FOUND', 'payouts.errors.notFound');
  // an account deleted since is still owed its money (the ledger names it without a foreign key)
  const [account] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, professionalId));
  const payout = await deps.db.transaction(async (tx) => {
    const count = await tx.$count(payouts, eq(payouts.professionalId, professionalId));
    if (count !== input.payoutCount) throw new AppError('CONFLICT', 'payouts.errors.stale');
    // what is payable, booking by booking (or an institution's program by program, decision 054),
    // in the order it was released
    const payable = await rowsOf(
      tx,
      Payable,
      sql`select booking_id, program_id, sum(amount_paisa) as payable from ledger_entries
          where account = 'payable' and party_id = ${professionalId}
          group by booking_id, program_id having sum(amount_paisa) > 0
          order by min(created_at), booking_id, program_id`,
    );
    const available = payable.reduce((sum, row) => sum + row.payable, 0);
    if (available <= 0 && !account) throw new AppError('NOT_FOUND', 'payouts.errors.notFound');
    if (available <= 0) throw new AppError('CONFLICT', 'payouts.errors.nothingAvailable');
    if (input.amountPaisa > available) throw new AppError('VALIDATION_ERROR', 'payouts.errors.moreThanAvailable');
    const [row] = await tx
      .insert(payouts)
      .values({
        key: `${professionalId}:${count + 1}`,
        professionalId,
        amountPaisa: input.amountPaisa,
        reference: input.reference,
        recordedBy: actor.id,
      })
      .onConflictDoNothing({ target: payouts.key })
      .returning();
    // another payout took this number meanwhile: it was recorded once, by the other writer
    if (!row) throw new AppError('CONFLICT', 'payouts.errors.stale');
    let left = input.amountPaisa;
    for (const booking of payable) {
      if (left === 0) break;
      const part = Math.min(left, booking.payable);
      left -= part;
      await post(tx, {
        key: `payout:${row.id}:${booking.booking_id ?? booking.program_id}`,
        kind: 'payout',
        bookingId: booking.booking_id,
        programId: booking.program_id,
        note: input.reference,
        entries: [
          { account: 'payable', amountPaisa: -part, partyId: professionalId },
          { account: 'paid_out', amountPaisa: part, partyId: professionalId },
        ],
      });
    }
    await recordAudit(tx, {
      actor,
      action: 'payout.record',
      itemKind: 'payout',
      itemId: row.id,
      detail: { professionalId, amountPaisa: input.amountPaisa, reference: input.reference },
    });
    return row;
  });
  if (account) await tellProfessional(deps, payout);
  return {
    id: payout.id,
    professionalId,
    amountPaisa: payout.amountPaisa,
    reference: payout.reference,
    createdAt: payout.createdAt.toISOString(),
  };
}

/** In the app and by e-mail (in their mail language, both while unknown); a failure is logged only. */
async function tellProfessional(deps: Deps, payout: typeof payouts.$inferSelect): Promise<void> {
  try {
    await notify(deps, {
      userId: payout.professionalId,
      kind: 'payout',
      payload: { payoutId: payout.id, amountPaisa: payout.amountPaisa, reference: payout.reference },
    });
    const [user] = await deps.db
      .select({
        email: users.email,
        name: users.name,
        verified: users.emailVerified,
        language: notificationSettings.mailLanguage,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, payout.professionalId));
    if (!user?.verified) return;
    const url = `${deps.publicUrl.replace(/\/$/, '')}/earnings`;
    const parts = mailLanguages(user.language).map((language) => {
      const values = {
        name: user.name,
        amount: formatMoney(payout.amountPaisa / 100, language),
        reference: payout.reference,
        url,
      };
      return {
        subject: textIn(language, 'payouts.email.subject', values),
        body: ['greeting', 'body', 'reference', 'link', 'signature']
          .map((key) => textIn(language, `payouts.email.${key}`, values))
          .join('\n\n'),
      };
    });
    await deps.mailer.send({
      to: user.email,
      subject: parts[0]?.subject ?? '',
      text: `${parts.map((part) => part.body).join('\n\n---\n\n')}\n`,
    });
  } catch (error) {
    deps.logger.error('payout notice failed', { payoutId: payout.id, error: errorText(error) });
  }
}
