import { EarningsPage } from '#web/features/payouts/components/earnings-page.tsx';

/** /earnings (guarded): a professional's held, available and paid-out money (decision 051). */
export function Component() {
  return <EarningsPage />;
}
