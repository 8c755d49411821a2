import { ProgramDetailPage } from '#web/features/learning/components/program-detail.tsx';
import { ProgramPaymentBox } from '#web/features/payments/components/program-payment-box.tsx';

/** /programs/:id — an institution's program (spec §2, §4 Programs); a paid one takes its fee (decision 054). */
export function Component() {
  return <ProgramDetailPage paidEnrolment={(programId) => <ProgramPaymentBox programId={programId} />} />;
}
