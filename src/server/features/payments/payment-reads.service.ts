import { desc, eq } from 'drizzle-orm';
import {
  PAYMENT_PROVIDERS,
  type BookingPayment,
  type BookingPaymentState,
  type PaymentAttempt,
} from '#contract/payments.ts';
import { isUuid } from '#contract/ids.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { bookingBalances, hasPosting } from './ledger.ts';
import { feeOf } from './paisa.ts';
import { unpayableReason } from './payment-start.service.ts';

// A booking's money as its two parties see it: what the ledger says, and its attempts.

type Deps = Pick<AppDeps, 'db' | 'payments'>;
type Attempt = typeof paymentAttempts.$inferSelect;

/** The booking if `userId` is one of its two parties; 404 for anyone else, as for an unknown id. */
export async function bookingOfParty(deps: Pick<AppDeps, 'db'>, bookingId: string, userId: string) {
  const [booking] = isUuid(bookingId) ? await deps.db.select().from(bookings).where(eq(bookings.id, bookingId)) : [];
  if (!booking || (booking.clientId !== userId && booking.professionalId !== userId)) {
    throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  }
  return booking;
}

/** An attempt as its booking's parties, or a program fee's payer, see it. */
export const attemptView = (attempt: Attempt): PaymentAttempt => ({
  id: attempt.id,
  bookingId: attempt.bookingId ?? '',
  programId: attempt.programId,
  provider: attempt.provider,
  amountPaisa: attempt.amountPaisa,
  status: attempt.status,
  createdAt: attempt.createdAt.toISOString(),
});

function stateOf(balances: Partial<Record<string, number>>, attempts: Attempt[]): BookingPaymentState {
  if ((balances.refunded ?? 0) > 0) return 'refunded';
  if ((balances.refund_owed ?? 0) > 0) return 'refund_owed';
  // released, and possibly paid out to the professional since (decision 051)
  if ((balances.payable ?? 0) > 0 || (balances.paid_out ?? 0) > 0) return 'released';
  if ((balances.held ?? 0) > 0) return 'held';
  if (attempts.some((attempt) => attempt.status === 'pending')) return 'pending';
  return 'unpaid';
}

/** A booking's payment state, fee and attempts, for its client or professional. */
export async function bookingPayment(deps: Deps, bookingId: string, userId: string): Promise<BookingPayment> {
  const booking = await bookingOfParty(deps, bookingId, userId);
  const attempts = await deps.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, booking.id))
    .orderBy(desc(paymentAttempts.createdAt));
  const state = stateOf(await bookingBalances(deps.db, booking.id), attempts);
  const paid = attempts.find((attempt) => attempt.status === 'paid');
  const payable =
    booking.clientId === userId &&
    (state === 'unpaid' || state === 'pending') &&
    !unpayableReason(booking) &&
    !(await hasPosting(deps.db, booking.id, 'payment'));
  return {
    bookingId: booking.id,
    state,
    pricePaisa: booking.pricePaisa,
    feePercent: deps.payments.feePercent,
    // once paid, the fee shown then; before, the fee that would be taken now
    feePaisa: paid ? paid.feePaisa : feeOf(booking.pricePaisa, deps.payments.feePercent),
    payable,
    providers: PAYMENT_PROVIDERS.map((provider) => ({
      provider,
      configured: Boolean(deps.payments.gateways[provider]),
      test: deps.payments.gateways[provider]?.test ?? false,
    })),
    attempts: attempts.map(attemptView),
  };
}

/** One attempt, for its booking's client or professional, or (a program's fee) its payer. */
export async function attemptFor(deps: Deps, attemptId: string, userId: string): Promise<Attempt> {
  const [attempt] = isUuid(attemptId)
    ? await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId))
    : [];
  if (attempt?.purpose === 'program' && attempt.payerId === userId) return attempt;
  if (!attempt?.bookingId) throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
  await bookingOfParty(deps, attempt.bookingId, userId).catch(() => {
    throw new AppError('NOT_FOUND', 'payments.errors.attemptNotFound');
  });
  return attempt;
}
