import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '#contract/ids.ts';
import type {
  LedgerPostingView,
  StaffAttempt,
  StaffAttemptList,
  StaffDisputeList,
  StaffMoneyTimeline,
} from '#contract/payment-disputes.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { ledgerEntries, ledgerPostings, paymentAttempts, paymentDisputes } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import { disputeViewOf, disputeViews } from './dispute-views.ts';

// The staff console's Payments tab (decision 050): the disputes queue, payments looked up, the
// attempts the gateways never settled, and one booking's money from its first attempt to its
// last posting. Read-only: staff change money only through a dispute's decision.

/** The reconcile sweep stops asking after a day (decision 049): what is still open then is staff's. */
export const RECONCILE_WINDOW_MS = 24 * 3_600_000;
const LIST_LIMIT = 50;

const payer = alias(users, 'payer');
const client = alias(users, 'client');
const pro = alias(users, 'pro');

const attemptColumns = { attempt: paymentAttempts, payerName: payer.name, payerEmail: payer.email };

export function attemptsWhere(db: Db, where: SQL | undefined) {
  return db
    .select(attemptColumns)
    .from(paymentAttempts)
    .leftJoin(payer, eq(payer.id, paymentAttempts.payerId))
    .where(where);
}

type AttemptRow = Awaited<ReturnType<typeof attemptsWhere>>[number];

export const staffAttempt = ({ attempt, payerName, payerEmail }: AttemptRow): StaffAttempt => ({
  id: attempt.id,
  bookingId: attempt.bookingId,
  programId: attempt.purpose === 'program' ? attempt.programId : null,
  provider: attempt.provider,
  amountPaisa: attempt.amountPaisa,
  feePaisa: attempt.feePaisa,
  status: attempt.status,
  gatewayStatus: attempt.gatewayStatus,
  gatewayTransactionId: attempt.gatewayTransactionId,
  payerName,
  payerEmail,
  createdAt: attempt.createdAt.toISOString(),
  checkedAt: attempt.checkedAt?.toISOString() ?? null,
});

/** GET /api/staff/payments/disputes: open ones first, oldest first, then the latest decided. */
export async function listDisputes(db: Db): Promise<StaffDisputeList> {
  const rows = await db
    .select({
      dispute: paymentDisputes,
      amount: paymentAttempts.amountPaisa,
      serviceTitle: bookings.serviceTitle,
      clientName: client.name,
      professionalName: pro.name,
    })
    .from(paymentDisputes)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentDisputes.attemptId))
    .leftJoin(bookings, eq(bookings.id, paymentDisputes.bookingId))
    .leftJoin(client, eq(client.id, bookings.clientId))
    .leftJoin(pro, eq(pro.id, bookings.professionalId))
    .orderBy(
      sql`${paymentDisputes.status} = 'open' desc`,
      sql`case when ${paymentDisputes.status} = 'open' then ${paymentDisputes.createdAt} end asc`,
      desc(paymentDisputes.decidedAt),
    )
    .limit(LIST_LIMIT);
  const views = await disputeViews(db, rows);
  return {
    items: rows.map((row, index) => ({
      ...views[index]!,
      serviceTitle: row.serviceTitle ?? '',
      clientName: row.clientName,
      professionalName: row.professionalName,
    })),
  };
}

/**
 * GET /api/staff/payments/search?q=: attempts by their id, their booking's id, the gateway's
 * reference or transaction id, or the payer's e-mail. Accounts keep no phone number, so a phone is
 * found only as the gateway's reference staff were given.
 */
export async function searchPayments(db: Db, q: string): Promise<StaffAttemptList> {
  const text = q.trim();
  const byGateway = or(eq(paymentAttempts.gatewayRef, text), eq(paymentAttempts.gatewayTransactionId, text));
  const where = isUuid(text)
    ? or(eq(paymentAttempts.id, text), eq(paymentAttempts.bookingId, text), byGateway)
    : or(
        byGateway,
        inArray(
          paymentAttempts.payerId,
          db
            .select({ id: users.id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, text.toLowerCase())),
        ),
      );
  const rows = await attemptsWhere(db, where).orderBy(desc(paymentAttempts.createdAt)).limit(LIST_LIMIT);
  return { items: rows.map(staffAttempt) };
}

/** GET /api/staff/payments/unsettled: attempts still open past the reconcile window, oldest first. */
export async function unsettledAttempts(db: Db, now = new Date()): Promise<StaffAttemptList> {
  const before = new Date(now.getTime() - RECONCILE_WINDOW_MS).toISOString();
  const rows = await attemptsWhere(
    db,
    sql`${paymentAttempts.status} in ('initiated', 'pending') and ${paymentAttempts.gatewayRef} is not null
        and ${paymentAttempts.createdAt} <= ${before}::timestamptz`,
  )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(LIST_LIMIT);
  return { items: rows.map(staffAttempt) };
}

/** GET /api/staff/payments/bookings/{id}: every attempt and every posting of a booking's money. */
export async function moneyTimeline(db: Db, bookingId: string): Promise<StaffMoneyTimeline> {
  if (!isUuid(bookingId)) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  const [booking] = await db
    .select({ booking: bookings, clientName: client.name, professionalName: pro.name })
    .from(bookings)
    .leftJoin(client, eq(client.id, bookings.clientId))
    .leftJoin(pro, eq(pro.id, bookings.professionalId))
    .where(eq(bookings.id, bookingId));
  const attempts = await attemptsWhere(db, eq(paymentAttempts.bookingId, bookingId)).orderBy(
    asc(paymentAttempts.createdAt),
  );
  const postings = await db
    .select()
    .from(ledgerPostings)
    .where(eq(ledgerPostings.bookingId, bookingId))
    .orderBy(asc(ledgerPostings.createdAt), asc(ledgerPostings.id));
  // a booking deleted with an account keeps its money's trail: known if the ledger knows it
  if (!booking && postings.length === 0) throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  const entries = postings.length
    ? await db
        .select()
        .from(ledgerEntries)
        .where(
          inArray(
            ledgerEntries.postingId,
            postings.map((posting) => posting.id),
          ),
        )
    : [];
  const [dispute] = await db
    .select({ dispute: paymentDisputes, amount: paymentAttempts.amountPaisa })
    .from(paymentDisputes)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentDisputes.attemptId))
    .where(eq(paymentDisputes.bookingId, bookingId));
  return {
    bookingId,
    serviceTitle: booking?.booking.serviceTitle ?? null,
    bookingStatus: booking?.booking.status ?? null,
    pricePaisa: booking?.booking.pricePaisa ?? null,
    clientName: booking?.clientName ?? null,
    professionalName: booking?.professionalName ?? null,
    attempts: attempts.map(staffAttempt),
    postings: postings.map((posting): LedgerPostingView => ({
      key: posting.key,
      kind: posting.kind,
      attemptId: posting.attemptId,
      note: posting.note,
      createdAt: posting.createdAt.toISOString(),
      entries: entries
        .filter((entry) => entry.postingId === posting.id)
        .map((entry) => ({ account: entry.account, amountPaisa: entry.amountPaisa })),
    })),
    dispute: dispute ? await disputeViewOf(db, dispute.dispute, dispute.amount) : null,
  };
}
