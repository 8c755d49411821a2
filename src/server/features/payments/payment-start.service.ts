import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { BOOKING_RULES } from '#contract/bookings.ts';
import {
  PAYMENT_LIMITS,
  type PaymentProvider,
  type PaymentRedirect,
  type PaymentStartInput,
} from '#contract/payments.ts';
import { isUuid } from '#contract/ids.ts';
import type { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps, SessionUser } from '#server/lib/http.ts';
import { GatewayUnavailable, type AttemptToStart } from './gateway.ts';
import { feeOf } from './paisa.ts';

// Starting a payment for a booking (decision 049) or a program's fee (decision 054): every check runs before any gateway is
// contacted; then an attempt is written and the gateway asked for the way there.

type Booking = typeof bookings.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'paymentStatements' | 'payments' | 'publicUrl' | 'logger'>;
/** Who pays: the signed-in user, whose name and e-mail the gateway shows. */
export type Payer = Pick<SessionUser, 'id' | 'name' | 'email'>;

/**
 * The booking, if `userId` is its client, with whether a payment of it is already in the ledger
 * (read in the same query): another party → 403, anyone else → 404.
 */
async function bookingOfClient(deps: Pick<AppDeps, 'paymentStatements'>, bookingId: string, userId: string) {
  const [booking] = isUuid(bookingId) ? await deps.paymentStatements.bookingToPay.execute({ id: bookingId }) : [];
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
  payer: Payer,
  input: PaymentStartInput,
): Promise<PaymentRedirect> {
  const booking = await bookingOfClient(deps, bookingId, payer.id);
  const reason = unpayableReason(booking);
  if (reason) throw new AppError('CONFLICT', reason);
  if (input.amountPaisa !== booking.pricePaisa) throw new AppError('CONFLICT', 'payments.errors.amountChanged');
  if (booking.paid) throw new AppError('CONFLICT', 'payments.errors.alreadyPaid');
  return startAttempt(deps, payer, input.provider, {
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
  payer: Payer,
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
  const id = randomUUID();
  const back = `${deps.publicUrl}/api/payments/${provider}`;
  const toStart: AttemptToStart = {
    id,
    amountPaisa: what.amountPaisa,
    title: what.title,
    successUrl: `${back}/return/${id}`,
    failureUrl: `${back}/failure/${id}`,
    websiteUrl: deps.publicUrl,
    customer: { name: payer.name, email: payer.email },
  };
  const write = (gatewayRef: string | null) =>
    deps.paymentStatements.insertAttempt.execute({
      bookingId: null,
      programId: null,
      lateCancelRefundPercent: null,
      ...what.values,
      id,
      payerId: payer.id,
      provider,
      amountPaisa: what.amountPaisa,
      feePaisa: feeOf(what.amountPaisa, deps.payments.feePercent),
      gatewayRef,
    });
  if (gateway.startsOffline) {
    // a signed form, nobody asked yet: the attempt is written once, with its reference
    const started = await gateway.start(toStart);
    await write(started.gatewayRef);
    return started.redirect;
  }
  // written before the gateway hears of it, so whatever it answers is ours to look up
  await write(null);
  try {
    const started = await gateway.start(toStart);
    await deps.paymentStatements.setGatewayRef.execute({ id, gatewayRef: started.gatewayRef });
    return started.redirect;
  } catch (error) {
    await deps.db
      .update(paymentAttempts)
      .set({ status: 'failed', gatewayStatus: 'NOT_STARTED' })
      .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, ['initiated'])));
    if (error instanceof GatewayUnavailable) {
      deps.logger.warn('payment gateway did not start a payment', { attemptId: id, error: error.message });
      throw new AppError('GATEWAY_UNAVAILABLE', 'payments.errors.gatewayUnavailable');
    }
    throw error;
  }
}
