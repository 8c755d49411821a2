import { PaymentReturnPage } from '#web/features/payments/components/payment-return-page.tsx';

/** /payments/:attemptId (guarded): where a payment gateway sends the browser back. */
export function Component() {
  return <PaymentReturnPage />;
}
