import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { LedgerAccount, PostingKind } from '#contract/payments.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { ledgerEntries, ledgerPostings } from '#server/db/schema/payments.ts';

const amount = z.union([z.string(), z.number()]).nullable();
const Sums = z.object({ total: amount, unbalanced: amount, confirmed: amount });

// The double-entry ledger (decision 049). Every movement of money is one posting of entries that
// sum to zero (a trigger checks it at commit), appended and never changed (triggers refuse UPDATE
// and DELETE). A posting's key is unique, so recording the same movement twice records it once.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PostingInput {
  key: string;
  kind: PostingKind;
  /** What the money was for: a booking, or a program's fee (decision 054); exactly one. */
  bookingId?: string | null;
  programId?: string | null;
  attemptId?: string | null;
  note?: string | null;
  entries: { account: LedgerAccount; amountPaisa: number; partyId?: string | null }[];
}

/**
 * Appends a posting unless one with its key exists; true when this call wrote it. One statement
 * writes the posting and its entries (one round trip, atomic by itself), alone or inside the
 * caller's transaction: the unique key makes a second writer wait for the first and then write
 * nothing, in this process or another.
 */
export async function post(tx: Tx | Db, input: PostingInput): Promise<boolean> {
  const [posting, entries] = postingWith(tx, input);
  const written = await tx.with(posting, entries).select({ postingId: entries.postingId }).from(entries);
  return written.length > 0;
}

/**
 * The posting as two data-modifying CTEs, `posting` and `entries`, for a statement that writes
 * something else beside it (an attempt marked paid with its payment): Postgres runs both whatever
 * the statement selects, in the same snapshot and as atomically as the statement.
 */
export function postingWith(db: Tx | Db, input: PostingInput) {
  const entries = input.entries.filter((entry) => entry.amountPaisa !== 0);
  if (entries.reduce((sum, entry) => sum + entry.amountPaisa, 0) !== 0) {
    throw new Error(`posting ${input.key} does not sum to zero`);
  }
  if (entries.length === 0) throw new Error(`posting ${input.key} moves nothing`);
  const bookingId = input.bookingId ?? null;
  const programId = input.programId ?? null;
  const rows = entries.map(
    (entry) => sql`(${entry.account}::ledger_account, ${entry.amountPaisa}::bigint, ${entry.partyId ?? null}::uuid)`,
  );
  const posting = db.$with('posting', { id: sql<string>`id`.as('id') }).as(sql`
    insert into ledger_postings (key, kind, booking_id, program_id, attempt_id, note)
    values (${input.key}, ${input.kind}::ledger_posting_kind, ${bookingId}::uuid, ${programId}::uuid,
            ${input.attemptId ?? null}::uuid, ${input.note ?? null})
    on conflict (key) do nothing
    returning id`);
  const written = db.$with('entries', { postingId: sql<string>`posting_id`.as('posting_id') }).as(sql`
    insert into ledger_entries (posting_id, booking_id, program_id, account, amount_paisa, party_id)
    select posting.id, ${bookingId}::uuid, ${programId}::uuid, entry.account, entry.amount, entry.party
    from posting, (values ${sql.join(rows, sql`, `)}) as entry (account, amount, party)
    returning posting_id`);
  return [posting, written] as const;
}

/** An attempt's payment, as the ledger records it once the gateway confirms it: paid in, and held. */
export function paymentPosting(
  attempt: { id: string; amountPaisa: number },
  paidFor: { bookingId: string } | { programId: string },
): PostingInput {
  return {
    key: `payment:${attempt.id}`,
    kind: 'payment',
    ...paidFor,
    attemptId: attempt.id,
    entries: [
      { account: 'client_paid', amountPaisa: -attempt.amountPaisa },
      { account: 'held', amountPaisa: attempt.amountPaisa },
    ],
  };
}

/**
 * The key of an attempt's n-th refund posting (n from 1): `refund:<attempt>`, then
 * `refund:<attempt>:2`, … Only a program fee is refunded more than once (decision 059); a booking's
 * one refund keeps the first key, which the sweep and disputes test for.
 */
export const refundKey = (attemptId: string, n: number) =>
  n <= 1 ? `refund:${attemptId}` : `refund:${attemptId}:${n}`;

/** SQL over a posting's alias and an attempt's id: the posting is one of the attempt's refunds. */
export function isRefundOf(posting: string, attemptId: SQL): SQL {
  const key = sql.raw(`${posting}.key`);
  return sql`(${key} = 'refund:' || ${attemptId}::text or ${key} like 'refund:' || ${attemptId}::text || ':%')`;
}

/** A booking's balance per account (accounts without entries are absent). */
export async function bookingBalances(db: Db | Tx, bookingId: string): Promise<Partial<Record<LedgerAccount, number>>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountPaisa})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]));
}

/** Whether a posting of this kind exists for the booking. */
export async function hasPosting(db: Db | Tx, bookingId: string, kind: PostingKind): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.bookingId, bookingId), eq(ledgerPostings.kind, kind)))
    .limit(1);
  return Boolean(row);
}

/** Whether the posting with this key exists. */
export async function hasPostingKey(db: Db | Tx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: ledgerPostings.id }).from(ledgerPostings).where(eq(ledgerPostings.key, key));
  return Boolean(row);
}

export interface LedgerCheck {
  /** Sum of every entry: zero when the books balance. */
  total: number;
  /** Postings whose entries do not sum to zero (none, if the trigger holds). */
  unbalancedPostings: number;
  /** What gateways confirmed (paid attempts) against what the ledger says clients paid. */
  confirmedByGateways: number;
  paidInLedger: number;
  balances: Partial<Record<LedgerAccount, number>>;
}

/** The whole ledger's check: balanced, and matching what the gateways confirmed. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const [sums] = await rowsOf(
    db,
    Sums,
    sql`
    select
      (select sum(amount_paisa) from ledger_entries) as total,
      (select count(*) from (select posting_id from ledger_entries group by posting_id
         having sum(amount_paisa) <> 0) as u) as unbalanced,
      (select sum(amount_paisa) from payment_attempts where status = 'paid') as confirmed`,
  );
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountPaisa})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  const balances = Object.fromEntries(rows.map((row) => [row.account, Number(row.total)])) as LedgerCheck['balances'];
  return {
    total: Number(sums?.total ?? 0),
    unbalancedPostings: Number(sums?.unbalanced ?? 0),
    confirmedByGateways: Number(sums?.confirmed ?? 0),
    paidInLedger: -(balances.client_paid ?? 0),
    balances,
  };
}
