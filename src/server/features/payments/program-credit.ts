import { and, eq, sql } from 'drizzle-orm';
import { programEnrollments, programs } from '#server/db/schema/learning.ts';
import type { paymentAttempts } from '#server/db/schema/payments.ts';
import type { Db } from '#server/db/client.ts';
import { paymentPosting, post } from './ledger.ts';

// A confirmed payment of a program's fee (decision 054): the money is held, and the learner is
// enrolled in the same transaction. The posting `payment:<attempt>` is unique, so the callback
// twice, the callback racing the reconcile sweep, or two processes at once enrol once: only the
// writer of the posting enrols. A learner enrolled already (paid in two tabs) is owed the second
// payment back at once (`refund:<attempt>`), which the sweep refunds through Khalti's API.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Attempt = typeof paymentAttempts.$inferSelect;

/**
 * Credits a paid program attempt and enrols its payer; false when another writer did already,
 * 'gone' (nothing written) when the program was deleted meanwhile.
 */
export async function creditProgramPayment(
  tx: Tx,
  attempt: Attempt & { programId: string; payerId: string },
): Promise<boolean | 'gone'> {
  // the program's row is held (key share) until commit: a deletion waits, then finds the paid
  // enrolment and is refused; one that committed first leaves nothing to enrol in
  const [program] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.id, attempt.programId))
    .for('key share');
  if (!program) return 'gone';
  const wrote = await post(tx, paymentPosting(attempt, { programId: attempt.programId }));
  if (!wrote) return false;
  // a new enrolment, or a withdrawn one made active again; an active or completed one is left as it is
  const [enrolled] = await tx
    .insert(programEnrollments)
    .values({ programId: attempt.programId, userId: attempt.payerId, status: 'active', paidAttemptId: attempt.id })
    .onConflictDoUpdate({
      target: [programEnrollments.programId, programEnrollments.userId],
      set: { status: 'active', paidAttemptId: attempt.id, enrolledAt: sql`now()`, completedAt: null },
      setWhere: eq(programEnrollments.status, 'withdrawn'),
    })
    .returning({ id: programEnrollments.id });
  if (enrolled) return true;
  await post(tx, {
    key: `refund:${attempt.id}`,
    kind: 'refund',
    programId: attempt.programId,
    attemptId: attempt.id,
    note: 'already enrolled',
    entries: [
      { account: 'held', amountPaisa: -attempt.amountPaisa },
      { account: 'refund_owed', amountPaisa: attempt.amountPaisa },
    ],
  });
  return true;
}

/** Ends the enrolment a refunded payment made; true when it was active. */
export async function endPaidEnrolment(tx: Tx, attemptId: string): Promise<boolean> {
  const ended = await tx
    .update(programEnrollments)
    .set({ status: 'withdrawn' })
    .where(and(eq(programEnrollments.paidAttemptId, attemptId), eq(programEnrollments.status, 'active')))
    .returning({ id: programEnrollments.id });
  return ended.length > 0;
}
