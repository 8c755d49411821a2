import { BOOKING_RULES } from '#contract/bookings.ts';
import type { DateInput } from '#contract/format/dates.ts';
import { localDigits, type Language } from '#contract/format/numbers.ts';
import type { TranslateFunction } from '#web/lib/i18n.ts';
import { momentText } from './nepal-slots.ts';

/**
 * The client's cancellation policy as every step shows it, before booking, on the booking and in
 * the cancel dialog: free until `freeUntil`, then the part of an online payment refunded.
 */
export function cancelPolicyText(t: TranslateFunction, freeUntil: DateInput, language: Language): string {
  return t('bookings.policy.text', {
    until: momentText(freeUntil, language),
    percent: localDigits(String(BOOKING_RULES.lateCancelRefundPercent), language),
  });
}
