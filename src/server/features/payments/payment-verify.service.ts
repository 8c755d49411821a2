import { and, eq, inArray } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import type { GatewayCheck } from './gateway.ts';
import { GatewayUnavailable } from './gateway.ts';
import { paymentPosting, postingWith } from './ledger.ts';
import { creditProgramPayment } from './program-credit.ts';
import { verifyEsewaSuccess } from './esewa-signature.ts';
import { paisaOfRupeeText } from './paisa.ts';

// What comes back from a gateway (decision 049). Nothing from the browser is believed: a return
// is checked against the stored attempt (its id, amount and, for eSewa, signature), then the
// gateway's status or lookup API decides. Crediting is one posting under a unique key, so the same
// return twice, a return racing the reconcile, or two processes at once credit exactly once.

type Deps = Pick<AppDeps, 'db' | 'paymentStatements' | 'payments' | 'logger'>;
type Attempt = typeof paymentAttempts.$inferSelect;

const refuse = (deps: Deps, reason: string, detail: Record<string, unknown>): never => {
  // logged without the data itself: it carries a signature
  deps.logger.warn('payment callback refused', { reason, ...detail });
  throw new AppError('VALIDATION_ERROR', 'payments.errors.badCallback');
};

async function attemptById(deps: Deps, attemptId: string): Promise<Attempt | undefined> {
  if (!isUuid(attemptId)) return undefined;
  const [attempt] = await deps.paymentStatements.attempt.execute({ id: attemptId });
  return attempt;
}

/** The attempt a gateway's failure redirect names, to send the browser back to its booking; 404 if none. */
export async function attemptToReturnTo(deps: Deps, attemptId: string): Promise<Attempt> {
  const attempt = await attemptById(deps, attemptId);
  if (!attempt) throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
  return attempt;
}

/** eSewa's success redirect for `attemptId`: signature, id, product and amount, then the status check. */
export async function handleEsewaReturn(deps: Deps, attemptId: string, data: string | undefined): Promise<Attempt> {
  const attempt = await attemptById(deps, attemptId);
  if (!attempt || attempt.provider !== 'esewa') return refuse(deps, 'unknown attempt', { attemptId });
  const secret = deps.payments.gateways.esewa && deps.payments.esewaSecret;
  if (!secret) return refuse(deps, 'eSewa not configured', { attemptId });
  const fields = verifyEsewaSuccess(data ?? '', secret);
  if (!fields) return refuse(deps, 'bad signature or data', { attemptId });
  if (fields.transaction_uuid !== attempt.gatewayRef) {
    return refuse(deps, 'data of another transaction', { attemptId, transactionUuid: fields.transaction_uuid });
  }
  if (paisaOfRupeeText(fields.total_amount ?? '') !== attempt.amountPaisa) {
    return refuse(deps, 'amount differs', { attemptId, totalAmount: fields.total_amount });
  }
  return reconcileAttempt(deps, attempt);
}

/** Khalti's callback: a hint naming a pidx; the lookup decides. */
export async function handleKhaltiReturn(
  deps: Deps,
  attemptId: string,
  query: { pidx?: string | undefined; purchase_order_id?: string | undefined },
): Promise<Attempt> {
  const attempt = await attemptById(deps, attemptId);
  if (!attempt || attempt.provider !== 'khalti' || !query.pidx || query.pidx !== attempt.gatewayRef) {
    return refuse(deps, 'unknown pidx', { attemptId });
  }
  if (query.purchase_order_id !== undefined && query.purchase_order_id !== attempt.id) {
    return refuse(deps, 'callback of another order', { attemptId });
  }
  return reconcileAttempt(deps, attempt);
}

/**
 * Asks the gateway about an attempt that is not final yet and records the answer: paid credits
 * the booking (once), failed closes the attempt, pending waits. A gateway that does not answer
 * changes nothing; the attempt stays open for the next look. Answers the attempt as it now is.
 */
export async function reconcileAttempt(deps: Deps, attempt: Attempt): Promise<Attempt> {
  if (attempt.status === 'paid' || attempt.status === 'failed' || !attempt.gatewayRef) return attempt;
  const gateway = deps.payments.gateways[attempt.provider];
  if (!gateway) return attempt;
  let check: GatewayCheck;
  try {
    check = await gateway.check({ id: attempt.id, gatewayRef: attempt.gatewayRef, amountPaisa: attempt.amountPaisa });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    deps.logger.warn('payment gateway did not answer a check', { attemptId: attempt.id, error: error.message });
    return attempt;
  }
  // no row back: another return or process closed it first, so read what it wrote
  return (await recordCheck(deps, attempt, check)) ?? (await attemptById(deps, attempt.id))!;
}

/**
 * Writes what the gateway said; a payment is credited under the posting key `payment:<attempt>`.
 * Answers the attempt as written, or undefined when it was no longer open (closed meanwhile).
 */
export async function recordCheck(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  attempt: Attempt,
  check: GatewayCheck,
): Promise<Attempt | undefined> {
  const open = and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, ['initiated', 'pending']));
  const seen = { gatewayStatus: check.gatewayStatus, checkedAt: new Date() };
  const paid = { ...seen, status: 'paid' as const, gatewayTransactionId: check.transactionId };
  if (check.outcome === 'paid' && check.amountPaisa !== attempt.amountPaisa) {
    // paid, but not what we asked: never credited automatically; staff see it pending
    deps.logger.error('payment gateway confirmed another amount', {
      attemptId: attempt.id,
      expected: attempt.amountPaisa,
      confirmed: check.amountPaisa,
    });
    return written(
      deps.db
        .update(paymentAttempts)
        .set({ ...seen, status: 'pending', gatewayStatus: 'AMOUNT_MISMATCH' })
        .where(open)
        .returning(),
    );
  }
  if (check.outcome === 'paid' && attempt.purpose === 'program' && attempt.programId && attempt.payerId) {
    const program = { ...attempt, programId: attempt.programId, payerId: attempt.payerId };
    const credited = await deps.db.transaction(async (tx) => {
      if ((await creditProgramPayment(tx, program)) === 'gone') return false;
      return { row: await written(tx.update(paymentAttempts).set(paid).where(open).returning()) };
    });
    // the program was deleted since the attempt was read: left pending for staff, just below
    if (credited) return credited.row;
  }
  if (check.outcome === 'paid' && !attempt.bookingId) {
    // paid for a booking (or a program, or by an account) deleted meanwhile: not credited by
    // itself, staff see it pending
    deps.logger.error('payment confirmed for a deleted booking or program', { attemptId: attempt.id });
    return written(
      deps.db
        .update(paymentAttempts)
        .set({ ...seen, status: 'pending' })
        .where(open)
        .returning(),
    );
  }
  if (check.outcome === 'paid' && attempt.bookingId) {
    // the payment posted and the attempt marked paid in one statement: both or neither
    const payment = postingWith(deps.db, paymentPosting(attempt, { bookingId: attempt.bookingId }));
    return written(
      deps.db
        .with(...payment)
        .update(paymentAttempts)
        .set(paid)
        .where(open)
        .returning(),
    );
  }
  return written(
    deps.db
      .update(paymentAttempts)
      .set({ ...seen, status: check.outcome === 'failed' ? 'failed' : 'pending' })
      .where(open)
      .returning(),
  );
}

/** The one row an update by id wrote, if it matched. */
const written = async (update: Promise<Attempt[]>): Promise<Attempt | undefined> => (await update)[0];
