import { ReceiptPage } from '#web/features/payouts/components/receipt-page.tsx';

/** /receipts/:attemptId (guarded): a printable receipt of a payment, for its payer and staff (decision 051). */
export function Component() {
  return <ReceiptPage />;
}
