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
// enrols, and staff's full refund goes back through Khalti's refund API, once, ending the enrolment;
// a refund in parts (decision 059) goes back part by part, each with its amount.

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

/** A learner sent to Khalti to pay a program's fee: the program, the learner, the attempt and its pidx. */
async function payingWithKhalti(name: string) {
  const { programId } = await paidProgram(t);
  const learner = await t.signUp({ fullName: name, verified: true });
  const redirect = await started(
    await startProgramPaying(t, learner, programId, { provider: 'khalti', amountPaisa: FEE }),
  );
  if (redirect.kind !== 'redirect') throw new Error('Khalti answers a redirect');
  return { programId, learner, redirect, pidx: new URL(redirect.url).searchParams.get('pidx')! };
}

describe('a program fee paid with Khalti', () => {
  it('enrols on Completed, and a staff refund is paid back through Khalti once, ending the enrolment', async () => {
    const { programId, learner: sita, redirect, pidx } = await payingWithKhalti('Sita Maharjan');
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

  it('refunds a fee in two parts through Khalti, each part once with its amount', async () => {
    const { programId, learner: gita, redirect, pidx } = await payingWithKhalti('Gita Rai');
    await t.request(`/api/payments/khalti/return/${redirect.attemptId}?${peer.finish(pidx, 'Completed')}`);
    const staff = await t.signUpStaff();
    const refund = (amountPaisa?: number) =>
      t.request(`/api/staff/payments/attempts/${redirect.attemptId}/refund`, {
        method: 'POST',
        cookie: staff.cookie,
        json: { reason: 'Part of the course was cancelled', ...(amountPaisa ? { amountPaisa } : {}) },
      });

    expect((await refund(100_000)).status).toBe(200);
    await Promise.all([refundThroughGateways(t.deps), refundThroughGateways(t.deps)]);
    expect(peer.payments.get(pidx)).toMatchObject({ status: 'Partially Refunded', refundedPaisa: 100_000 });
    expect((await programPaymentOf(t, gita, programId)).state).toBe('paid');

    // the rest, with no amount given: Khalti is asked for exactly what is left
    expect((await refund()).status).toBe(200);
    await Promise.all([refundThroughGateways(t.deps), refundThroughGateways(t.deps)]);
    await refundThroughGateways(t.deps);
    const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, redirect.attemptId));
    expect(peer.refunds.filter((id) => id === row!.gatewayTransactionId)).toHaveLength(2);
    expect(peer.payments.get(pidx)).toMatchObject({ status: 'Refunded', refundedPaisa: FEE });
    const keys = (await t.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.programId, programId))).map(
      (posting) => posting.key,
    );
    const attempt = redirect.attemptId;
    expect(keys.sort()).toEqual(
      [
        `payment:${attempt}`,
        `refund:${attempt}`,
        `refund:${attempt}:2`,
        `refund-paid:${attempt}`,
        `refund-paid:${attempt}:2`,
      ].sort(),
    );
    expect((await programPaymentOf(t, gita, programId)).state).toBe('refunded');
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
  });
});
