import { useParams } from 'react-router';
import { EarningsPage } from '#web/features/payouts/components/earnings-page.tsx';
import { ReceiptPage } from '#web/features/payouts/components/receipt-page.tsx';

/**
 * /earnings and /receipts/:attemptId (guarded, decision 051): a professional's held, available and
 * paid-out money, and a payment's printable receipt for its payer and staff. One module for both:
 * each lazy route costs the first load of every page a few bytes of the router's.
 */
export function Component() {
  const { attemptId } = useParams();
  return attemptId ? <ReceiptPage /> : <EarningsPage />;
}
