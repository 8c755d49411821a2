import { and, eq, inArray } from 'drizzle-orm';
import { BOOKING_RULES } from '#contract/bookings.ts';
import {
  PAYMENT_LIMITS,
  type PaymentProvider,
  type PaymentRedirect,
  type PaymentStartInput,
} from '#contract/payments.ts';
import { isUuid } from '#contract/ids.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { GatewayUnavailable } from './gateway.ts';
import { hasPosting } from './ledger.ts';
import { feeOf } from './paisa.ts';

// Starting a payment for a booking (decision 049) or a program's fee (decision 054): every check runs before any gateway is
// contacted; then an attempt is written and the gateway asked for the way there.

type Booking = typeof bookings.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'payments' | 'publicUrl' | 'logger'>;

/** The booking, if `userId` is its client: another party → 403, anyone else → 404. */
export async function bookingOfClient(deps: Pick<AppDeps, 'db'>, bookingId: string, userId: string): Promise<Booking> {
  const [booking] = isUuid(bookingId) ? await deps.db.select().from(bookings).where(eq(bookings.id, bookingId)) : [];
  if (!booking || (booking.clientId !== userId && booking.professionalId !== userId)) {
    throw new AppError('NOT_FOUND', 'bookings.errors.notFound');
  }
  if (booking.clientId !== userId) throw new AppError('FORBIDDEN', 'bookings.errors.clientOnly');
  return booking;
}

/** Why a booking cannot be paid now, as a locale key; null when it can. */
export function unpayableReason(booking: Booking, now = new Date()): string | null {
  if (booking.status !== 'requested' && booking.status !== 'accepted') return 'payments.errors.notPayable';
  if (booking.status === 'requested' && booking.expiresAt && booking.expiresAt <= now)
    return 'payments.errors.notPayable';
  if (booking.startsAt <= now) return 'payments.errors.notPayable';
  if (booking.pricePaisa <= 0) return 'payments.errors.nothingToPay';
  if (booking.pricePaisa > PAYMENT_LIMITS.maxPaisa) return 'payments.errors.tooLarge';
  return null;
}

/** Creates an attempt for the booking and answers where the browser goes to pay. */
export async function startPayment(
  deps: Deps,
  bookingId: string,
  userId: string,
  input: PaymentStartInput,
): Promise<PaymentRedirect> {
  const booking = await bookingOfClient(deps, bookingId, userId);
  const reason = unpayableReason(booking);
  if (reason) throw new AppError('CONFLICT', reason);
  if (input.amountPaisa !== booking.pricePaisa) throw new AppError('CONFLICT', 'payments.errors.amountChanged');
  if (await hasPosting(deps.db, booking.id, 'payment')) throw new AppError('CONFLICT', 'payments.errors.alreadyPaid');
  return startAttempt(deps, userId, input.provider, {
    // the cancellation policy shown on the booking's payment card binds this payment
    values: {
      purpose: 'booking',
      bookingId: booking.id,
      lateCancelRefundPercent: BOOKING_RULES.lateCancelRefundPercent,
    },
    amountPaisa: booking.pricePaisa,
    title: booking.serviceTitle,
  });
}

/**
 * Writes an attempt for what is paid for (a booking or a program's fee, decision 054) and asks the
 * gateway for the way there. The caller has checked everything else; the amount is always the
 * server's own, never the browser's.
 */
export async function startAttempt(
  deps: Deps,
  userId: string,
  provider: PaymentProvider,
  what: {
    values:
      | { purpose: 'booking'; bookingId: string; lateCancelRefundPercent: number }
      | { purpose: 'program'; programId: string };
    amountPaisa: number;
    title: string;
  },
): Promise<PaymentRedirect> {
  const gateway = deps.payments.gateways[provider];
  if (!gateway) throw new AppError('CONFLICT', 'payments.errors.providerUnavailable');
  if (provider === 'khalti' && what.amountPaisa < PAYMENT_LIMITS.khaltiMinPaisa) {
    throw new AppError('VALIDATION_ERROR', 'payments.errors.khaltiMinimum');
  }
  const [payer] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const [attempt] = await deps.db
    .insert(paymentAttempts)
    .values({
      ...what.values,
      payerId: userId,
      provider,
      amountPaisa: what.amountPaisa,
      feePaisa: feeOf(what.amountPaisa, deps.payments.feePercent),
    })
    .returning({ id: paymentAttempts.id });
  const back = `${deps.publicUrl}/api/payments/${provider}`;
  try {
    const started = await gateway.start({
      id: attempt!.id,
      amountPaisa: what.amountPaisa,
      title: what.title,
      successUrl: `${back}/return/${attempt!.id}`,
      failureUrl: `${back}/failure/${attempt!.id}`,
      websiteUrl: deps.publicUrl,
      customer: { name: payer?.name ?? '', email: payer?.email ?? '' },
    });
    await deps.db
      .update(paymentAttempts)
      .set({ gatewayRef: started.gatewayRef })
      .where(eq(paymentAttempts.id, attempt!.id));
    return started.redirect;
  } catch (error) {
    await deps.db
      .update(paymentAttempts)
      .set({ status: 'failed', gatewayStatus: 'NOT_STARTED' })
      .where(and(eq(paymentAttempts.id, attempt!.id), inArray(paymentAttempts.status, ['initiated'])));
    if (error instanceof GatewayUnavailable) {
      deps.logger.warn('payment gateway did not start a payment', { attemptId: attempt!.id, error: error.message });
      throw new AppError('GATEWAY_UNAVAILABLE', 'payments.errors.gatewayUnavailable');
    }
    throw error;
  }
}
