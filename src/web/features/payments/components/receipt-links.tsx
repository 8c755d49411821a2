import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import type { PaymentAttempt } from '#contract/payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';

/** The payer's receipts, one per paid attempt (decision 051). */
export function ReceiptLinks({ attempts }: { attempts: PaymentAttempt[] }) {
  const { t, language } = useTranslation();
  const paid = attempts.filter((attempt) => attempt.status === 'paid');
  if (paid.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {paid.map((attempt) => (
        <li key={attempt.id}>
          <Link
            to={`/receipts/${attempt.id}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            data-testid="receipt-link"
          >
            <ReceiptText aria-hidden="true" />
            {paid.length > 1
              ? `${t('receipts.link')} · ${formatMoney(attempt.amountPaisa / 100, language)}`
              : t('receipts.link')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
