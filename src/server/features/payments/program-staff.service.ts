import { and, asc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import type { LedgerPostingView } from '#contract/payment-disputes.ts';
import type { StaffProgramTimeline } from '#contract/program-payments.ts';
import type { Db } from '#server/db/client.ts';
import { programs } from '#server/db/schema/learning.ts';
import { ledgerEntries, ledgerPostings, paymentAttempts } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import { attemptsWhere, staffAttempt } from './payments-staff.service.ts';

// One program payment's money for the staff Payments tab (decision 054): the attempt, every
// posting made under its key, what is still held, and whether staff may still refund (some of) it. A
// program's payments are told apart by their attempt, not by the program: one program has many
// learners, and each fee is held, released or refunded on its own.

/** GET /api/staff/payments/programs/attempts/{id}: a program payment's timeline. */
export async function programMoneyTimeline(db: Db, attemptId: string): Promise<StaffProgramTimeline> {
  if (!isUuid(attemptId)) throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
  const [row] = await attemptsWhere(db, and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.purpose, 'program')));
  if (!row) throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
  const postings = await db
    .select()
    .from(ledgerPostings)
    .where(eq(ledgerPostings.attemptId, attemptId))
    .orderBy(asc(ledgerPostings.createdAt), asc(ledgerPostings.id));
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
  // a deleted program keeps its money's trail: the posting names it still
  const programId = postings[0]?.programId ?? row.attempt.programId;
  const [program] = programId
    ? await db
        .select({
          title: programs.programTitle,
          titleNe: programs.programTitleNe,
          institution: programs.organizationName,
        })
        .from(programs)
        .where(eq(programs.id, programId))
    : [];
  const heldPaisa = entries
    .filter((entry) => entry.account === 'held')
    .reduce((sum, entry) => sum + entry.amountPaisa, 0);
  const keys = new Set(postings.map((posting) => posting.key));
  return {
    attemptId,
    programId,
    programTitle: program?.title ?? null,
    programTitleNe: program?.titleNe ?? null,
    institutionName: program?.institution ?? null,
    attempt: staffAttempt(row),
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
    heldPaisa,
    // refunded in parts as long as something is held (decision 059)
    refundable:
      row.attempt.status === 'paid' &&
      keys.has(`payment:${attemptId}`) &&
      !keys.has(`release:${attemptId}`) &&
      heldPaisa > 0,
  };
}
