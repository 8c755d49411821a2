import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffAttempt } from '#contract/payment-disputes.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/** One payment attempt as staff read it: gateway, amount, status, the gateway's word, the payer. */
export function StaffAttemptItem({
  attempt,
  link = true,
  children,
}: {
  attempt: StaffAttempt;
  link?: boolean;
  /** What staff can do about it, below its lines. */
  children?: ReactNode;
}) {
  const { t, language } = useTranslation();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="staff-attempt">
      <p className="font-medium text-slate-900">
        {t('payments.staff.attemptLine', {
          provider: t(`payments.provider.${attempt.provider}`),
          amount: formatMoney(attempt.amountPaisa / 100, language),
          status: t(`payments.staff.attemptStatus.${attempt.status}`),
        })}
      </p>
      <p className="text-slate-600">{formatDateTime(attempt.createdAt, language)}</p>
      {attempt.gatewayStatus ? (
        <p className="text-slate-700">{t('payments.staff.gatewayStatus', { status: attempt.gatewayStatus })}</p>
      ) : null}
      {attempt.payerEmail ? (
        <p className="break-words text-slate-700">
          {t('payments.staff.payer', { name: attempt.payerName ?? '', email: attempt.payerEmail })}
        </p>
      ) : null}
      <p className="mt-1 font-mono text-xs break-all text-slate-500">{attempt.id}</p>
      {link && attempt.bookingId ? (
        <Link
          to={`/staff/payments/bookings/${attempt.bookingId}`}
          className="mt-1 inline-block font-medium text-brand-700 hover:underline"
        >
          {t('payments.staff.openTimeline')}
        </Link>
      ) : null}
      {link && attempt.programId ? (
        <Link
          to={`/staff/payments/programs/${attempt.id}`}
          className="mt-1 inline-block font-medium text-brand-700 hover:underline"
          data-testid="open-program-timeline"
        >
          {t('payments.staff.openTimeline')}
        </Link>
      ) : null}
      {children}
    </li>
  );
}
