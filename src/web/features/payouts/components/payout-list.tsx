import type { PayoutRecord } from '#contract/payouts.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * The transfers staff recorded to whoever reads them (a professional's earnings, an institution's
 * program fees): each amount, its date in Nepal time and the bank's or wallet's reference.
 */
export function PayoutList({ payouts }: { payouts: PayoutRecord[] }) {
  const { t, language } = useTranslation();
  return (
    <ul className="divide-y divide-slate-200">
      {payouts.map((payout) => (
        <li key={payout.id} className="px-4 py-3 text-sm" data-testid="payout-record">
          <p className="font-medium text-slate-900">
            {t('payouts.earnings.payout', {
              amount: formatMoney(payout.amountPaisa / 100, language),
              date: formatDate(payout.createdAt, language),
            })}
          </p>
          <p className="break-all text-slate-600">{t('payouts.earnings.reference', { reference: payout.reference })}</p>
        </li>
      ))}
    </ul>
  );
}
