import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProgramEarnings } from '#contract/program-payments.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { latestPayoutsOf } from './earnings.service.ts';

// An institution's program fees (decision 054), as a professional's earnings (decision 051): held
// through the refund window, then available (payable, not yet paid out), then paid out; each a sum
// of ledger entries in paisa. Money refunded to learners is not the institution's and shows nowhere.
// Available and paid out are the institution's own entries (party), so a program deleted since
// still counts; held is per program, as held entries name no party. The transfers staff recorded
// to the institution follow, as on a professional's earnings page.

const LIMIT = 50;
const amount = z.coerce.number();
const Totals = z.object({ held: amount.nullable(), available: amount.nullable(), paid_out: amount.nullable() });
const Line = z.object({
  id: z.string(),
  program_title: z.string(),
  program_title_ne: z.string().nullable(),
  held: amount,
  available: amount,
  paid_out: amount,
});

/** GET /api/payouts/program-earnings: the institution's three figures, each program's, and its latest payouts. */
export async function programEarningsOf(db: Db, institutionId: string): Promise<ProgramEarnings> {
  const [totals] = await rowsOf(
    db,
    Totals,
    sql`select
      (select sum(e.amount_paisa) from ledger_entries e join programs p on p.id = e.program_id
        where e.account = 'held' and p.institution_id = ${institutionId}) as held,
      (select sum(amount_paisa) from ledger_entries
        where account = 'payable' and party_id = ${institutionId} and program_id is not null) as available,
      (select sum(amount_paisa) from ledger_entries
        where account = 'paid_out' and party_id = ${institutionId} and program_id is not null) as paid_out`,
  );
  const lines = await rowsOf(
    db,
    Line,
    sql`select p.id, p.program_title, p.program_title_ne,
          coalesce(sum(e.amount_paisa) filter (where e.account = 'held'), 0) as held,
          coalesce(sum(e.amount_paisa) filter (where e.account = 'payable' and e.party_id = ${institutionId}), 0)
            as available,
          coalesce(sum(e.amount_paisa) filter (where e.account = 'paid_out' and e.party_id = ${institutionId}), 0)
            as paid_out
        from programs p
        join ledger_entries e on e.program_id = p.id
        where p.institution_id = ${institutionId}
        group by p.id
        having coalesce(sum(e.amount_paisa) filter (where e.account in ('held', 'payable', 'paid_out')), 0) > 0
        order by p.created_at desc, p.id desc
        limit ${LIMIT}`,
  );
  return {
    heldPaisa: totals?.held ?? 0,
    availablePaisa: totals?.available ?? 0,
    paidOutPaisa: totals?.paid_out ?? 0,
    programs: lines.map((line) => ({
      programId: line.id,
      programTitle: line.program_title,
      programTitleNe: line.program_title_ne,
      heldPaisa: line.held,
      availablePaisa: line.available,
      paidOutPaisa: line.paid_out,
    })),
    payouts: await latestPayoutsOf(db, institutionId),
  };
}
