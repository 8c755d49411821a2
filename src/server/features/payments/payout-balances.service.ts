import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAYOUT_BALANCES_PAGE_SIZE, type PayoutBalance, type PayoutBalanceList } from '#contract/payouts.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { csvOf, rupeesOf } from './payouts-csv.ts';

// The staff console's Payouts tab (decision 051): every professional with money available to pay
// out (their `payable` balance), largest first, and the same list as CSV for the bank's batch.

const Row = z.object({
  party_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  available: z.coerce.number(),
  payouts: z.coerce.number(),
});

async function balances(db: Db, limit: number, offset: number): Promise<PayoutBalance[]> {
  const rows = await rowsOf(
    db,
    Row,
    sql`select e.party_id, coalesce(p.full_name, u.name) as name, u.email,
          sum(e.amount_paisa) as available,
          (select count(*) from payouts o where o.professional_id = e.party_id) as payouts
        from ledger_entries e
        left join users u on u.id = e.party_id
        left join profiles p on p.id = e.party_id
        where e.account = 'payable' and e.party_id is not null
        group by e.party_id, p.full_name, u.name, u.email
        having sum(e.amount_paisa) > 0
        order by sum(e.amount_paisa) desc, e.party_id
        limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    professionalId: row.party_id,
    // an account deleted since: its money is still owed, and staff find it by the id
    name: row.name ?? '',
    email: row.email ?? '',
    availablePaisa: row.available,
    payoutCount: row.payouts,
  }));
}

/** GET /api/staff/payouts: a page of available balances. */
export async function listPayoutBalances(db: Db, page: number): Promise<PayoutBalanceList> {
  const rows = await balances(db, PAYOUT_BALANCES_PAGE_SIZE + 1, (page - 1) * PAYOUT_BALANCES_PAGE_SIZE);
  return { items: rows.slice(0, PAYOUT_BALANCES_PAGE_SIZE), page, hasMore: rows.length > PAYOUT_BALANCES_PAGE_SIZE };
}

/** GET /api/staff/payouts.csv: every available balance, amounts in NPR with two decimals. */
export async function payoutBalancesCsv(db: Db): Promise<string> {
  const rows = await balances(db, 100_000, 0);
  return csvOf([
    ['professional_id', 'name', 'email', 'available_npr'],
    ...rows.map((row) => [row.professionalId, row.name, row.email, rupeesOf(row.availablePaisa)]),
  ]);
}
