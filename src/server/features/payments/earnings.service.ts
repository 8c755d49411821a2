import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS } from '#contract/limits.ts';
import { EARNINGS_PAGE_SIZE, type EarningState, type Earnings, type PayoutRecord } from '#contract/payouts.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { payouts } from '#server/db/schema/payouts.ts';

// A professional's earnings (decision 051): held, available (payable, not yet paid out) and paid
// out, each a sum of ledger entries, with each booking's line. Money that went back to the client
// (refund_owed, refunded) is not theirs and shows nowhere here.

const amount = z.coerce.number();
const Totals = z.object({ held: amount.nullable(), available: amount.nullable(), paid_out: amount.nullable() });
const Line = z.object({
  id: z.string(),
  starts_at: z.coerce.date(),
  service_title: z.string(),
  service_title_ne: z.string().nullable(),
  client_name: z.string().nullable(),
  held: amount,
  fee: amount,
  payable: amount,
  paid_out: amount,
  held_fee: amount,
});

/** The professional's three figures. `held` counts the bookings they give (held entries name no party). */
export async function earningTotals(db: Db, professionalId: string) {
  const [totals] = await rowsOf(
    db,
    Totals,
    sql`select
      (select sum(e.amount_paisa) from ledger_entries e join bookings b on b.id = e.booking_id
        where e.account = 'held' and b.professional_id = ${professionalId}) as held,
      (select sum(amount_paisa) from ledger_entries where account = 'payable' and party_id = ${professionalId}) as available,
      (select sum(amount_paisa) from ledger_entries where account = 'paid_out' and party_id = ${professionalId}) as paid_out`,
  );
  return {
    heldPaisa: totals?.held ?? 0,
    availablePaisa: totals?.available ?? 0,
    paidOutPaisa: totals?.paid_out ?? 0,
  };
}

function stateOf(line: z.infer<typeof Line>): EarningState {
  if (line.held > 0) return 'held';
  if (line.payable > 0) return line.paid_out > 0 ? 'partly_paid_out' : 'available';
  return 'paid_out';
}

/** GET /api/payouts/earnings: the figures, a page of booking lines (latest slot first) and the latest payouts. */
export async function earningsOf(db: Db, professionalId: string, page: number): Promise<Earnings> {
  const rows = await rowsOf(
    db,
    Line,
    sql`select b.id, b.starts_at, b.service_title, b.service_title_ne,
          coalesce(p.full_name, u.name) as client_name,
          coalesce(sum(e.amount_paisa) filter (where e.account = 'held'), 0) as held,
          coalesce(sum(e.amount_paisa) filter (where e.account = 'platform_fee'), 0) as fee,
          coalesce(sum(e.amount_paisa) filter (where e.account = 'payable'), 0) as payable,
          coalesce(sum(e.amount_paisa) filter (where e.account = 'paid_out'), 0) as paid_out,
          -- the fee shown before paying, of the payments still held
          (select coalesce(sum(a.fee_paisa), 0) from payment_attempts a
            where a.booking_id = b.id and a.status = 'paid'
              and exists (select 1 from ledger_postings k where k.key = 'payment:' || a.id)
              and not exists (select 1 from ledger_postings k
                              where k.key in ('release:' || a.id, 'refund:' || a.id))) as held_fee
        from bookings b
        join ledger_entries e on e.booking_id = b.id
        left join users u on u.id = b.client_id
        left join profiles p on p.id = b.client_id
        where b.professional_id = ${professionalId}
        group by b.id, p.full_name, u.name
        having coalesce(sum(e.amount_paisa) filter (where e.account in ('held', 'platform_fee', 'payable', 'paid_out')), 0) > 0
        order by b.starts_at desc, b.id desc
        limit ${EARNINGS_PAGE_SIZE + 1} offset ${(page - 1) * EARNINGS_PAGE_SIZE}`,
  );
  return {
    ...(await earningTotals(db, professionalId)),
    lines: rows.slice(0, EARNINGS_PAGE_SIZE).map((row) => {
      const fee = row.held > 0 ? Math.min(row.held_fee, row.held) : row.fee;
      const net = row.held > 0 ? row.held - fee : row.payable + row.paid_out;
      return {
        bookingId: row.id,
        startsAt: row.starts_at.toISOString(),
        serviceTitle: row.service_title,
        serviceTitleNe: row.service_title_ne,
        clientFirstName: (row.client_name ?? '').trim().split(/\s+/)[0] ?? '',
        grossPaisa: fee + net,
        feePaisa: fee,
        netPaisa: net,
        state: stateOf(row),
      };
    }),
    page,
    hasMore: rows.length > EARNINGS_PAGE_SIZE,
    payouts: await latestPayoutsOf(db, professionalId),
  };
}

/** The latest transfers recorded to a professional or an institution (the ledger's party), newest first. */
export async function latestPayoutsOf(db: Db, partyId: string): Promise<PayoutRecord[]> {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.professionalId, partyId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(LIMITS.payoutsShown);
  return rows.map((payout) => ({
    id: payout.id,
    amountPaisa: payout.amountPaisa,
    reference: payout.reference,
    createdAt: payout.createdAt.toISOString(),
  }));
}
