import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programEnrollments } from '#server/db/schema/learning.ts';
import { ledgerPostings, paymentAttempts } from '#server/db/schema/payments.ts';
import { started } from '#tests/fixtures/payments.ts';
import {
  paidProgram,
  programPaymentOf,
  refundProgramAttempt,
  startProgramPaying,
} from '#tests/fixtures/program-payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startKhaltiPeer, type KhaltiPeer } from '#tests/support/khalti-peer.ts';
import { checkLedger } from './ledger.ts';
import { refundThroughGateways } from './payment-settlement.ts';

// A program's fee paid with Khalti KPG-2 against the loopback peer (decision 054): the lookup
// enrols, and staff's full refund goes back through Khalti's refund API, once, ending the enrolment.

let t: TestApp;
let peer: KhaltiPeer;
const FEE = 250_000;

beforeAll(async () => {
  peer = await startKhaltiPeer();
  t = await createTestApp({ env: peer.env });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('a program fee paid with Khalti', () => {
  it('enrols on Completed, and a staff refund is paid back through Khalti once, ending the enrolment', async () => {
    const { programId } = await paidProgram(t);
    const sita = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
    const redirect = await started(
      await startProgramPaying(t, sita, programId, { provider: 'khalti', amountPaisa: FEE }),
    );
    if (redirect.kind !== 'redirect') throw new Error('Khalti answers a redirect');
    const pidx = new URL(redirect.url).searchParams.get('pidx')!;
    expect(peer.payments.get(pidx)).toMatchObject({ amount: FEE, purchaseOrderId: redirect.attemptId });
    // a lookup answering Pending enrols nobody
    const pending = await t.request(
      `/api/payments/khalti/return/${redirect.attemptId}?${peer.finish(pidx, 'Pending')}`,
    );
    expect(pending.status).toBe(303);
    expect((await programPaymentOf(t, sita, programId)).state).toBe('pending');
    const back = await t.request(`/api/payments/khalti/return/${redirect.attemptId}?${peer.finish(pidx, 'Completed')}`);
    expect(back.headers.get('location')).toBe(`/programs/${programId}?payment=${redirect.attemptId}`);
    expect((await programPaymentOf(t, sita, programId)).state).toBe('paid');

    const staff = await t.signUpStaff();
    const refunded = await refundProgramAttempt(t, staff, redirect.attemptId, 'The learner could not attend');
    expect(refunded.status).toBe(200);
    const [enrolment] = await t.database.db
      .select()
      .from(programEnrollments)
      .where(eq(programEnrollments.programId, programId));
    expect(enrolment?.status).toBe('withdrawn');
    await Promise.all([refundThroughGateways(t.deps), refundThroughGateways(t.deps)]);
    await refundThroughGateways(t.deps);
    const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, redirect.attemptId));
    expect(peer.refunds.filter((id) => id === row!.gatewayTransactionId)).toHaveLength(1);
    expect(peer.payments.get(pidx)?.status).toBe('Refunded');
    const keys = (await t.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.programId, programId))).map(
      (posting) => posting.key,
    );
    expect(keys.sort()).toEqual(
      [`payment:${redirect.attemptId}`, `refund-paid:${redirect.attemptId}`, `refund:${redirect.attemptId}`].sort(),
    );
    expect((await programPaymentOf(t, sita, programId)).state).toBe('refunded');
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
  });
});
